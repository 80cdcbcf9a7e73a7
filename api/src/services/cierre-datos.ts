import { totalesDeSaldo, totalesDeSumas, type Cierre } from '@horas/shared/contracts';
import type { Config } from '../config';
import { diasDelMes, hoyEn } from '../lib/fechas';
import type { CierresRepository, EstadoDeCierre, FigurasCierre } from '../repositories/cierres';
import type { DiaDeUsuario, ObjetivosRepository, SumasDeUsuario } from '../repositories/objetivos';
import { usuarioNoEncontrado } from './jornadas';

export interface LectorDeCierresDeps {
  cierres: Pick<CierresRepository, 'uno' | 'historial'>;
  objetivos: Pick<ObjetivosRepository, 'dias'>;
  config: Pick<Config, 'appTz' | 'now'>;
}

/** A month's figures from its days (what an approval stores). */
export function figurasDe(dias: DiaDeUsuario[]): FigurasCierre {
  const { cargadas, objetivo, diferencia } = totalesDeSaldo(dias, '');
  return { cargadas, objetivo, diferencia };
}

/** The same figures from the days' sums (`objetivos.totales`), rounded as the rule book rounds its totals. */
export function figurasDeSumas({ objetivo, cargadas }: SumasDeUsuario): FigurasCierre {
  const totales = totalesDeSumas(objetivo, cargadas, []);
  return { cargadas: totales.cargadas, objetivo: totales.objetivo, diferencia: totales.diferencia };
}

/**
 * A closing as the API answers it, but its history: the state (no row: `abierto`, version 0), the
 * figures stored at approval or else the month's as they are now, and the days without hours.
 */
export function datosDeCierre(usuarioId: number, mes: string, estado: EstadoDeCierre | undefined, dias: DiaDeUsuario[], hoy: string): Omit<Cierre, 'historial'> {
  const { diasSinHoras, ...ahora } = totalesDeSaldo(dias, hoy);
  const figuras = estado?.figuras ?? ahora;
  return {
    usuarioId, mes, estado: estado?.estado ?? 'abierto',
    cargadas: figuras.cargadas, objetivo: figuras.objetivo, diferencia: figuras.diferencia, diasSinHoras,
    version: estado?.version ?? 0, comentario: estado?.comentario ?? null,
  };
}

/** Reads one user's month: the closing with its history, and the month's days. */
export function lectorDeCierres({ cierres, objetivos, config }: LectorDeCierresDeps) {
  return {
    hoy: () => hoyEn(config.appTz, config.now()),
    /** 404 for an unknown user. */
    async leer(usuarioId: number, mes: string): Promise<{ cierre: Cierre; dias: DiaDeUsuario[] }> {
      const { desde, hasta } = diasDelMes(mes);
      const dias = await objetivos.dias({ usuarioId }, desde, hasta);
      if (dias.length === 0) throw usuarioNoEncontrado(usuarioId);
      const [estado, historial] = await Promise.all([cierres.uno(usuarioId, mes), cierres.historial(usuarioId, mes)]);
      return { cierre: { ...datosDeCierre(usuarioId, mes, estado, dias, hoyEn(config.appTz, config.now())), historial }, dias };
    },
  };
}
