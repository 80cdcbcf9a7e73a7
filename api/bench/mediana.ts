import type { Corrida } from './carga-hijo';

export type Medida = Corrida & { caso: string };

export const mediana = (valores: number[]) => {
  const v = [...valores].sort((a, b) => a - b);
  return v.length % 2 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
};

/** The value below which `p` % of `valores` fall (nearest rank). */
export const percentil = (valores: number[], p: number) =>
  [...valores].sort((a, b) => a - b)[Math.min(valores.length - 1, Math.ceil((p / 100) * valores.length) - 1)];

export const redondear = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;

/** Per case, in first-seen order: the median of each figure over the rounds; errors are summed. */
export function medianaDeRondas(medidas: Medida[]): (Corrida & { caso: string; rondas: number[] })[] {
  const casos = [...new Set(medidas.map((m) => m.caso))];
  return casos.map((caso) => {
    const de = medidas.filter((m) => m.caso === caso);
    return {
      caso,
      reqPorSeg: mediana(de.map((m) => m.reqPorSeg)), p50: mediana(de.map((m) => m.p50)), p99: mediana(de.map((m) => m.p99)),
      errores: de.reduce((t, m) => t + m.errores, 0), no2xx: de.reduce((t, m) => t + m.no2xx, 0),
      bytesPorResp: mediana(de.map((m) => m.bytesPorResp)),
      rondas: de.map((m) => m.reqPorSeg),
    };
  });
}
