/** Texts of the jornadas, holidays and reminders administration: ours, in the tone of spec §8. */
export const TEXTOS_JORNADAS = {
  desdeObligatorio: 'Indique desde qué fecha rige la jornada.',
  jornadaGuardada: 'Jornada guardada',
  jornadaEliminada: 'Jornada eliminada',
  errorGuardarJornada: 'No se pudo guardar la jornada',
  errorEliminarJornada: 'No se pudo eliminar la jornada',
  errorCargarJornadas: 'No se pudieron cargar las jornadas',
  sinJornadaPropia: 'No tiene jornada propia: se aplica la jornada por defecto.',
  sinJornadaDefecto: 'Todavía no hay jornada por defecto.',
  fechaFeriadoObligatoria: 'Indique la fecha del feriado.',
  feriadoAgregado: 'Feriado agregado',
  feriadoEliminado: 'Feriado eliminado',
  errorAgregarFeriado: 'No se pudo agregar el feriado',
  errorEliminarFeriado: 'No se pudo eliminar el feriado',
  errorCargarFeriados: 'No se pudieron cargar los feriados',
} as const;
