/**
 * Every query key of the front end, in one place: a write invalidates a prefix and every screen
 * showing data under it refreshes, whichever remote it belongs to.
 *
 * - `horas`: anything computed from hour entries (a week, Mis Horas' searches, 'Análisis').
 * - `catalogo`: clients, areas, services and tasks, the user's lists and the admin's.
 * - `usuarios`: the admin's user list and profiles.
 * - `ausencias-tipos`, `ausencias-configuracion`: absence types and the company's vacation days.
 * - `jornadas`: jornadas (a user's, the default) and holidays. What is computed from them and from
 *   hours (saldos) lives under `horas`: a change to either invalidates both prefixes.
 */
export const claves = {
  horas: ['horas'] as const,
  semana: (usuarioId: number, lunesIso: string) => ['horas', 'semana', usuarioId, lunesIso] as const,
  misHoras: (tipo: string, parametros: object) => ['horas', 'mis-horas', tipo, parametros] as const,
  saldo: (usuarioId: number, fechaDesde: string, fechaHasta: string) => ['horas', 'saldo', usuarioId, fechaDesde, fechaHasta] as const,
  saldos: (parametros: object) => ['horas', 'saldos', parametros] as const,
  /** Month closings: a state change also changes what may be written, so they live under `horas`. */
  cierres: ['horas', 'cierres'] as const,
  miCierre: (mes: string) => ['horas', 'cierres', 'me', mes] as const,
  cierre: (usuarioId: number, mes: string) => ['horas', 'cierres', usuarioId, mes] as const,
  listaCierres: (parametros: object) => ['horas', 'cierres', 'lista', parametros] as const,
  /** 'Análisis': an answer of GET /reportes/analisis, and the pages of entries behind a row. */
  analisis: (consulta: object) => ['horas', 'analisis', consulta] as const,
  registrosAnalisis: (consulta: object) => ['horas', 'analisis-registros', consulta] as const,
  /**
   * Absences: an approved one lowers its days' targets, so they live under `horas` (a decision
   * refreshes the week and the saldos too). The types and the company's allowance do not.
   */
  ausencias: ['horas', 'ausencias'] as const,
  listaAusencias: (consulta: object) => ['horas', 'ausencias', 'lista', consulta] as const,
  saldoAusencias: (usuarioId: number, año: number) => ['horas', 'ausencias', 'saldo', usuarioId, año] as const,
  calendarioAusencias: (consulta: object) => ['horas', 'ausencias', 'calendario', consulta] as const,
  /** The caller's running timer: stopping it writes hours, so it lives under `horas` and that write refreshes both. */
  cronometro: ['horas', 'cronometro'] as const,
  /** The caller's recent client · service · task combinations: an hour write changes them. */
  recientes: ['horas', 'recientes'] as const,
  /** The rows a person added to a week's 'Tabla': no hours in them, so not under `horas`. */
  filasTabla: (usuarioId: number, lunesIso: string) => ['tabla', usuarioId, lunesIso] as const,
  tiposAusencia: ['ausencias-tipos'] as const,
  configuracionAusencias: ['ausencias-configuracion'] as const,

  horasHabilitadas: ['horas-habilitadas'] as const,

  catalogo: ['catalogo'] as const,
  clientesUsuario: ['catalogo', 'clientes-usuario'] as const,
  tareasDefault: ['catalogo', 'tareas-default'] as const,
  tareas: ['catalogo', 'tareas'] as const,
  serviciosDeCliente: (clienteId: number) => ['catalogo', 'servicios-de-cliente', clienteId] as const,
  tareasDeServicio: (servicioId: number) => ['catalogo', 'tareas-de-servicio', servicioId] as const,
  areas: ['catalogo', 'areas'] as const,
  servicios: ['catalogo', 'servicios'] as const,
  clientes: ['catalogo', 'clientes'] as const,
  clientesAdmin: ['catalogo', 'clientes-admin'] as const,
  cliente: (clienteId: number) => ['catalogo', 'cliente', clienteId] as const,
  serviciosPorAreaDeCliente: (clienteId: number) => ['catalogo', 'servicios-por-area', clienteId] as const,
  /** The admin's catalogue tree (areas, services, tasks, default tasks). */
  arbolCatalogo: ['catalogo', 'arbol'] as const,
  /** Reportes' picker options of one filter, built from a list under `catalogo` or `usuarios`. */
  opcionesReporte: (tipo: 'usuario' | 'cliente' | 'area') => [tipo === 'usuario' ? 'usuarios' : 'catalogo', 'opciones-reporte', tipo] as const,

  /** The history of changes: every write may add to it, so any write invalidates it. */
  historial: ['historial'] as const,
  paginasHistorial: (filtros: object) => ['historial', 'paginas', filtros] as const,
  historialDeHora: (horaId: number) => ['historial', 'hora', horaId] as const,

  jornadas: ['jornadas'] as const,
  jornadasUsuario: (usuarioId: number) => ['jornadas', 'usuario', usuarioId] as const,
  jornadaDefecto: ['jornadas', 'defecto'] as const,
  feriados: (año: number) => ['jornadas', 'feriados', año] as const,

  usuarios: ['usuarios'] as const,
  perfiles: ['usuarios', 'perfiles'] as const,
  /** Whether the API sends mail (invitations, '¿Olvidó su contraseña?'): the login page's options. */
  opcionesLogin: ['opciones-login'] as const,
};
