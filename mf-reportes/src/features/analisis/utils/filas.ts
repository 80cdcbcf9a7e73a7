import { sumarHoras, type Analisis, type GrupoAnalisis, type SubgrupoAnalisis } from '@horas/shared';
import { valorDeFiltro, type Filtros } from './estadoAnalisis';

/** A row of the table (and of analisis.xlsx): a group, a subgroup of it, or the total. */
export interface FilaAnalisis {
  clave: string;
  nombre: string;
  /** The group's name on a subgroup's row (the sheet repeats it). */
  nombreGrupo?: string;
  horas: number;
  registros: number;
  porcentaje: number;
  serie?: number[];
  objetivo?: number;
  horasAnterior?: number;
  /** What narrowing to this row adds to the filters (none on the total). */
  filtros: Filtros;
  children?: FilaAnalisis[];
}

const datos = ({ nombre, horas, registros, porcentaje, serie, horasAnterior }: SubgrupoAnalisis) =>
  ({ nombre, horas, registros, porcentaje, serie, horasAnterior });

function filaDeGrupo(analisis: Analisis, grupo: GrupoAnalisis, indice: number): FilaAnalisis {
  const filtros: Filtros = { [analisis.grupo]: [valorDeFiltro(grupo.id)] };
  const subgrupo = analisis.subgrupo;
  return {
    clave: `g${indice}`,
    ...datos(grupo),
    objetivo: grupo.objetivo,
    filtros,
    children: subgrupo && grupo.subgrupos?.length
      ? grupo.subgrupos.map((s, j) => ({ clave: `g${indice}s${j}`, ...datos(s), nombreGrupo: grupo.nombre, filtros: { ...filtros, [subgrupo]: [valorDeFiltro(s.id)] } }))
      : undefined,
  };
}

export const filasDe = (analisis: Analisis): FilaAnalisis[] => analisis.grupos.map((grupo, i) => filaDeGrupo(analisis, grupo, i));

const sumaDe = (grupos: GrupoAnalisis[], valor: (g: GrupoAnalisis) => number | undefined) => {
  const valores = grupos.map(valor).filter((v) => v !== undefined);
  return valores.length ? sumarHoras(valores) : undefined;
};

/** The 'Total' row: the answer's total, the periods' and targets' sums. */
export const filaTotal = (analisis: Analisis): FilaAnalisis => ({
  clave: 'total',
  nombre: 'Total',
  horas: analisis.total.horas,
  registros: analisis.total.registros,
  porcentaje: analisis.total.registros ? 100 : 0,
  serie: analisis.periodo ? analisis.periodos.map((_, i) => sumarHoras(analisis.grupos.map((g) => g.serie?.[i] ?? 0))) : undefined,
  objetivo: sumaDe(analisis.grupos, (g) => g.objetivo),
  horasAnterior: analisis.total.horasAnterior,
  filtros: {},
});
