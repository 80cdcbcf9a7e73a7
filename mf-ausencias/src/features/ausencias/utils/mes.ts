import type { Dayjs } from 'dayjs';
import { aIso, type CalendarioAusencias, type Feriado } from '@horas/shared';
import { nombreDeTipo } from './ausencias';

export type PersonaDelCalendario = CalendarioAusencias['personas'][number];
export type AusenciaDelCalendario = PersonaDelCalendario['ausencias'][number];

export interface DiaDelMes {
  fecha: string;
  dia: Dayjs;
  /** Shaded: Saturday, Sunday or a holiday (its name). */
  finDeSemana: boolean;
  feriado: string | null;
}

/** Every day of `mes` (its first day), with what shades it. */
export function diasDelMes(mes: Dayjs, feriados: Feriado[]): DiaDelMes[] {
  return Array.from({ length: mes.daysInMonth() }, (_, i) => {
    const dia = mes.add(i, 'day');
    const fecha = aIso(dia);
    return { fecha, dia, finDeSemana: dia.day() === 0 || dia.day() === 6, feriado: feriados.find((f) => f.fecha === fecha)?.nombre ?? null };
  });
}

/** The person's absence on that day, if any (the API never returns two that overlap). */
export const ausenciaDelDia = (persona: PersonaDelCalendario, fecha: string): AusenciaDelCalendario | undefined =>
  persona.ausencias.find((a) => a.desde <= fecha && fecha <= a.hasta);

/** 'Vacaciones', 'Ausente (pendiente)', 'Trámite personal (medio día)'. */
export const textoDeAusencia = ({ tipo, medioDia, estado }: AusenciaDelCalendario): string =>
  [nombreDeTipo(tipo), medioDia && '(medio día)', estado === 'pendiente' && '(pendiente)'].filter(Boolean).join(' ');
