import type { Dayjs } from 'dayjs';
import { aIso, inicioSemana } from '@horas/shared';

export const PRESETS = ['semana', 'mes', 'mesAnterior', 'trimestre', 'año'] as const;
export type Preset = (typeof PRESETS)[number];

export const ETIQUETA_PRESET: Record<Preset | 'personalizado', string> = {
  semana: 'Esta semana', mes: 'Este mes', mesAnterior: 'Mes anterior', trimestre: 'Este trimestre', año: 'Este año', personalizado: 'Personalizado',
};

export interface Rango {
  fechaDesde: string;
  fechaHasta: string;
}

const deFechas = (desde: Dayjs, hasta: Dayjs): Rango => ({ fechaDesde: aIso(desde), fechaHasta: aIso(hasta) });

/** Each preset's whole span (weeks from Monday), holding `hoy`; the server counts no future hours anyway. */
export function rangoDe(preset: Preset, hoy: Dayjs): Rango {
  switch (preset) {
    case 'semana': return deFechas(inicioSemana(hoy), inicioSemana(hoy).add(6, 'day'));
    case 'mes': return deFechas(hoy.startOf('month'), hoy.endOf('month'));
    case 'mesAnterior': return deFechas(hoy.subtract(1, 'month').startOf('month'), hoy.subtract(1, 'month').endOf('month'));
    case 'trimestre': {
      const inicio = hoy.startOf('month').month(Math.floor(hoy.month() / 3) * 3);
      return deFechas(inicio, inicio.add(2, 'month').endOf('month'));
    }
    case 'año': return deFechas(hoy.startOf('year'), hoy.endOf('year'));
  }
}

/** The preset whose span the range is, else 'personalizado': the URL keeps dates, so a link means the same days tomorrow. */
export const presetDe = ({ fechaDesde, fechaHasta }: Rango, hoy: Dayjs): Preset | 'personalizado' =>
  PRESETS.find((preset) => {
    const rango = rangoDe(preset, hoy);
    return rango.fechaDesde === fechaDesde && rango.fechaHasta === fechaHasta;
  }) ?? 'personalizado';
