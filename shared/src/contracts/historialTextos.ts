import { type Celda, neutralizarFormula } from './celdas';
import { etiquetaDeAccion, ETIQUETAS_ENTIDAD_HISTORIAL, fraseDeHistorial, nombreDeActor, type RegistroParaFrase } from './frasesDeHistorial';
import type { RegistroHistorial } from './historial';

/**
 * historial.xlsx's rows: the sentence a screen shows (`fraseDeHistorial`) is its 'Detalle'; the
 * labels of 'Usuario', 'Acción' and 'Entidad' are the screens' too.
 */

const diaLegible = (iso: string) => iso.split('-').reverse().join('/');

/** What a record is about: 'Horas n.º 1234', 'Jornada del usuario 3 desde 01/03/2026', 'Feriado 25/12/2026', 'Configuración'. */
export function entidadDelHistorial({ entidad, entidadId }: Pick<RegistroHistorial, 'entidad' | 'entidadId'>): string {
  const etiqueta = ETIQUETAS_ENTIDAD_HISTORIAL[entidad];
  if (entidadId === null) return etiqueta;
  const [dueño, fecha] = entidadId.split('/');
  switch (entidad) {
    case 'feriado':
      return `${etiqueta} ${diaLegible(entidadId)}`;
    case 'jornada':
      return dueño === 'defecto' ? `Jornada por defecto desde ${diaLegible(fecha ?? '')}` : `Jornada del usuario ${dueño} desde ${diaLegible(fecha ?? '')}`;
    case 'cierre':
      return `${etiqueta} del usuario ${dueño}: ${diaLegible(fecha ?? '')}`;
    default:
      return `${etiqueta} n.º ${entidadId}`;
  }
}

const formatos = new Map<string, Intl.DateTimeFormat>();
/** `dd/MM/yyyy HH:mm:ss` of an instant in the time zone. */
export function fechaHoraEn(instante: string, zona: string): string {
  let formato = formatos.get(zona);
  if (!formato) {
    formato = new Intl.DateTimeFormat('en-GB', {
      timeZone: zona, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
    });
    formatos.set(zona, formato);
  }
  return formato.format(new Date(instante)).replace(', ', ' ');
}

/** One row of historial.xlsx, in the order of `LIBRO_HISTORIAL.columnas`, its time in `zona`, every text neutralised against formulas. */
export function celdasHistorial(registro: RegistroHistorial & Pick<RegistroParaFrase, 'fechaHora'>, zona: string): string[] {
  const celdas: Celda[] = [
    fechaHoraEn(registro.en, zona),
    nombreDeActor(registro.actor),
    etiquetaDeAccion(registro.accion),
    entidadDelHistorial(registro),
    fraseDeHistorial(registro),
  ];
  return celdas.map(neutralizarFormula) as string[];
}
