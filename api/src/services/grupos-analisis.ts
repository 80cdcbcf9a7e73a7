import type { GrupoAnalisis, SubgrupoAnalisis } from '@horas/shared/contracts';
import type { CeldaAnalisis } from '../repositories/analisis';

/** A row being added up, in cents (exact: every entry has two decimals). */
interface Suma {
  id: number | string | null;
  nombre: string;
  centesimos: number;
  registros: number;
  serie: number[];
  anterior: number;
}
interface SumaGrupo extends Suma {
  subgrupos: Map<string, Suma>;
}

export interface Armado {
  /** How a group's or subgroup's id is named ('Sin cliente' for null, a person's full name…). */
  nombreDe: (id: number | string | null, nivel: 'grupo' | 'subgrupo') => string;
  /** A period's index in `periodos`, from its first day (undefined without a period). */
  indiceDe?: (inicio: string) => number;
  periodos: number;
  subgrupo: boolean;
  comparar: boolean;
  /** With grupo=usuario: each person's target, in cents. */
  objetivos?: Map<number, number>;
}

const horas = (centesimos: number) => centesimos / 100;
/** One decimal of a share, from exact cents (0 of nothing). */
const porcentaje = (parte: number, todo: number) => (todo === 0 ? 0 : Math.round((parte * 1000) / todo) / 10);
const porNombre = new Intl.Collator('es', { sensitivity: 'base' });
/** By hours descending, then name (Spanish collation), then id. */
const orden = (a: Suma, b: Suma) =>
  b.centesimos - a.centesimos || porNombre.compare(a.nombre, b.nombre) || String(a.id ?? '').localeCompare(String(b.id ?? ''), 'en', { numeric: true });

function nueva(id: Suma['id'], nombre: string, periodos: number): Suma {
  return { id, nombre, centesimos: 0, registros: 0, serie: new Array<number>(periodos).fill(0), anterior: 0 };
}

function sumar(suma: Suma, celda: CeldaAnalisis, indice: number | undefined): void {
  if (celda.anterior) {
    suma.anterior += celda.centesimos;
    return;
  }
  suma.centesimos += celda.centesimos;
  suma.registros += celda.registros;
  if (indice !== undefined) suma.serie[indice] += celda.centesimos;
}

function fila(suma: Suma, todo: number, a: Armado): SubgrupoAnalisis {
  return {
    id: suma.id, nombre: suma.nombre, horas: horas(suma.centesimos), registros: suma.registros, porcentaje: porcentaje(suma.centesimos, todo),
    ...(a.indiceDe && { serie: suma.serie.map(horas) }),
    ...(a.comparar && { horasAnterior: horas(suma.anterior) }),
  };
}

/**
 * The answer's total and groups from the cells: every sum in cents, turned into hours once at the
 * end, so groups add up to the total and subgroups to their group to the cent. A group with hours
 * only in the previous range (comparar) is listed with 0 hours.
 */
export function armarGrupos(celdas: CeldaAnalisis[], a: Armado) {
  const grupos = new Map<string, SumaGrupo>();
  const total = nueva(null, '', a.periodos);
  for (const celda of celdas) {
    const indice = celda.p === null || !a.indiceDe ? undefined : a.indiceDe(celda.p);
    const clave = JSON.stringify(celda.g);
    let grupo = grupos.get(clave);
    if (!grupo) grupos.set(clave, grupo = { ...nueva(celda.g, a.nombreDe(celda.g, 'grupo'), a.periodos), subgrupos: new Map() });
    sumar(total, celda, indice);
    sumar(grupo, celda, indice);
    if (!a.subgrupo) continue;
    const claveSub = JSON.stringify(celda.sg);
    let sub = grupo.subgrupos.get(claveSub);
    if (!sub) grupo.subgrupos.set(claveSub, sub = nueva(celda.sg, a.nombreDe(celda.sg, 'subgrupo'), a.periodos));
    sumar(sub, celda, indice);
  }
  return {
    total: { horas: horas(total.centesimos), registros: total.registros, ...(a.comparar && { horasAnterior: horas(total.anterior) }) },
    grupos: [...grupos.values()].sort(orden).map((g): GrupoAnalisis => ({
      ...fila(g, total.centesimos, a),
      ...(a.objetivos && { objetivo: horas(a.objetivos.get(g.id as number) ?? 0) }),
      ...(a.subgrupo && { subgrupos: [...g.subgrupos.values()].sort(orden).map((s) => fila(s, g.centesimos, a)) }),
    })),
  };
}
