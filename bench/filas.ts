/** One row of a bench part's table (bench/run.ts reads them from each part's JSON file). */
export interface Fila {
  grupo: string;
  figura: string;
  unidad: string;
  valor: number | null;
  referencia: string | null;
  valorReferencia: number | null;
  ratio: number | null;
  nota?: string;
}

export const redondear = (n: number, d = 3) => Math.round(n * 10 ** d) / 10 ** d;

export const mediana = (xs: number[]) => {
  const o = [...xs].sort((a, b) => a - b);
  const m = Math.floor(o.length / 2);
  return o.length % 2 ? o[m] : (o[m - 1] + o[m]) / 2;
};
