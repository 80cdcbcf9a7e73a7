import {
  LIMITE_REGISTROS_ANALISIS, MAX_DIAS_ANALISIS, MENSAJES_ANALISIS, nombreCompleto, SIN_DIMENSION,
  type Analisis, type AnalisisQuery, type DimensionAnalisis, type Hora, type PaginaRegistrosAnalisis, type RegistrosAnalisisQuery,
} from '@horas/shared/contracts';
import { DatosInvalidosError, NoEncontradoError, SinPermisoError } from '../lib/errores';
import type { Config } from '../config';
import { desdeFechaCarga, diasEntre, fechaIso, hoyEn, sumarDias } from '../lib/fechas';
import type { EnTransaccion, Repositorios } from '../repositories';
import type { FiltroAnalisis, Referencia } from '../repositories/analisis';
import { esAdmin, type Actor } from './actor';
import { codificarPosicion, posicionDeCursor } from './cursor-analisis';
import { armarGrupos } from './grupos-analisis';
import { objetivosEnCentesimos } from './objetivos-analisis';
import { etiquetaDePeriodo, iniciosDePeriodos } from './periodos-analisis';
import { rangoAnterior } from './rango-anterior';

type Lectura = Pick<Repositorios, 'analisis' | 'objetivos' | 'usuarios'>;

export interface AnalisisDeps {
  /** Each answer is read in one read-only transaction (one snapshot: the sums, names and targets agree). */
  leer: EnTransaccion<Lectura>;
  /** Today, through which targets count. */
  config: Pick<Config, 'appTz' | 'now'>;
}

type Filtros = Pick<AnalisisQuery, 'fechaDesde' | 'fechaHasta' | 'usuarioId' | 'clienteId' | 'servicioId' | 'tareaId' | 'areaId' | 'perfil'>;

const NO_ENCONTRADO: Record<Referencia, (id: number) => string> = {
  usuario: (id) => `Usuario con ID ${id} no encontrado`,
  cliente: (id) => `Cliente con ID ${id} no encontrado`,
  servicio: (id) => `Servicio con ID ${id} no encontrado`,
  tarea: (id) => `Tarea con ID ${id} no encontrada`,
  area: (id) => `Área con ID ${id} no encontrada`,
};

const soloIds = (lista?: (number | 'ninguno')[]) => (lista ?? []).filter((v): v is number => v !== 'ninguno');

/**
 * 'Análisis': the hours the caller may see, grouped, spread over periods, against targets and the
 * previous range; and the entries behind any cell. Administrators see everyone; anyone else
 * themselves and the people of the areas they lead (their membership today). Checks in this order:
 * the query (400), an unknown id (404; a person's id only for administrators: to anyone else an id
 * reveals nothing), a person the caller may not see (403).
 */
export function analisisService({ leer, config }: AnalisisDeps) {
  /** Runs `trabajo` in the read's transaction, prepared for it. */
  const enLectura = <T>(trabajo: (repos: Lectura) => Promise<T>) => leer(async (repos) => {
    await repos.analisis.prepararLectura();
    return trabajo(repos);
  });

  /** Who the caller sees: null = everyone. */
  const visibles = async ({ usuarios }: Lectura, actor: Actor) => (esAdmin(actor) ? null : new Set([actor.id, ...await usuarios.liderados(actor.id)]));

  async function filtroPara(repos: Lectura, actor: Actor, q: Filtros): Promise<FiltroAnalisis> {
    const desde = fechaIso(q.fechaDesde);
    const hasta = fechaIso(q.fechaHasta);
    if (desde > hasta) throw new DatosInvalidosError(MENSAJES_ANALISIS.orden);
    if (diasEntre(desde, hasta) > MAX_DIAS_ANALISIS) throw new DatosInvalidosError(MENSAJES_ANALISIS.rango);
    // Lists of people and tasks never hold 'ninguno' (the contract refuses it there).
    const usuarioIds = q.usuarioId && soloIds(q.usuarioId);
    const tareaIds = q.tareaId && soloIds(q.tareaId);
    const [desconocido] = await repos.analisis.desconocidos({
      usuario: esAdmin(actor) ? usuarioIds ?? [] : [],
      cliente: soloIds(q.clienteId), servicio: soloIds(q.servicioId), tarea: tareaIds ?? [], area: soloIds(q.areaId),
    });
    if (desconocido) throw new NoEncontradoError(NO_ENCONTRADO[desconocido.dimension](desconocido.id));
    const suyos = await visibles(repos, actor);
    if (suyos && usuarioIds?.some((id) => !suyos.has(id))) throw new SinPermisoError(MENSAJES_ANALISIS.usuarioNoVisible);
    return {
      desde, hasta, usuarioIds: usuarioIds ?? (suyos ? [...suyos] : undefined),
      clienteIds: q.clienteId, servicioIds: q.servicioId, tareaIds, areaIds: q.areaId, perfiles: q.perfil,
    };
  }

  /** How each id of the dimensions shown is named. */
  async function nombres({ analisis }: Lectura, dimensiones: DimensionAnalisis[], ids: (number | string | null)[][]) {
    const mapas = await Promise.all(dimensiones.map(async (dimension, i) => {
      const numericos = [...new Set(ids[i].filter((id): id is number => typeof id === 'number'))];
      if (dimension === 'perfil' || !numericos.length) return new Map<number, string>();
      const filas = await analisis.nombres(dimension, numericos);
      return new Map(filas.map((f) => [f.id, dimension === 'usuario' ? nombreCompleto({ nombre: f.nombre, apellidos: f.apellidos ?? '' }) : f.nombre]));
    }));
    return (i: number, id: number | string | null): string => {
      if (typeof id === 'string') return id;
      if (id === null) return SIN_DIMENSION[dimensiones[i] as keyof typeof SIN_DIMENSION];
      return mapas[i].get(id) ?? String(id);
    };
  }

  return {
    analizar: (actor: Actor, q: AnalisisQuery): Promise<Analisis> => enLectura(async (repos) => {
      const filtro = await filtroPara(repos, actor, q);
      const { desde, hasta } = filtro;
      const anterior = q.comparar ? rangoAnterior(desde, hasta) : undefined;
      const celdas = await repos.analisis.celdas(filtro, q.grupo, q.subgrupo, q.periodo, anterior?.desde);
      const inicios = q.periodo ? iniciosDePeriodos(q.periodo, desde, hasta) : [];
      const indices = new Map(inicios.map((inicio, i) => [inicio, i]));
      const dimensiones = q.subgrupo ? [q.grupo, q.subgrupo] : [q.grupo];
      const nombreDe = await nombres(repos, dimensiones, [celdas.map((c) => c.g), celdas.map((c) => c.sg)]);
      const ids = [...new Set(celdas.map((c) => c.g))] as number[];
      // A target is not owed in the future: through today only (nothing when the range is all future).
      const hoy = hoyEn(config.appTz, config.now());
      const objetivoHasta = hasta > hoy ? (hoy < desde ? sumarDias(desde, -1) : hoy) : hasta;
      const objetivosPorUsuario = q.grupo !== 'usuario' ? undefined : objetivoHasta < desde ? new Map<number, number>()
        : await objetivosEnCentesimos(repos.objetivos, ids, esAdmin(actor) ? { saldos: true } : { responsableId: actor.id }, desde, objetivoHasta);
      return {
        fechaDesde: desde, fechaHasta: hasta, grupo: q.grupo, subgrupo: q.subgrupo ?? null, periodo: q.periodo ?? null,
        periodos: inicios.map((inicio) => etiquetaDePeriodo(q.periodo!, inicio)),
        ...armarGrupos(celdas, {
          nombreDe: (id, nivel) => nombreDe(nivel === 'grupo' ? 0 : 1, id),
          indiceDe: q.periodo && ((inicio) => indices.get(inicio)!),
          periodos: inicios.length, subgrupo: q.subgrupo !== undefined, comparar: q.comparar !== undefined, objetivos: objetivosPorUsuario,
        }),
        ...(anterior && { anterior: { fechaDesde: anterior.desde, fechaHasta: anterior.hasta } }),
        ...(q.grupo === 'usuario' && { objetivoHasta }),
      };
    }),

    /** A page of the entries behind a cell, newest day first; `siguiente` the next page's cursor (null on the last). */
    async registros(actor: Actor, q: RegistrosAnalisisQuery): Promise<PaginaRegistrosAnalisis> {
      const despuesDe = q.cursor === undefined ? undefined : posicionDeCursor(q.cursor);
      const limite = q.limite ?? LIMITE_REGISTROS_ANALISIS.porDefecto;
      const leidas = await enLectura(async (repos) =>
        JSON.parse(await repos.analisis.registros(await filtroPara(repos, actor, q), limite + 1, despuesDe)) as Hora[]);
      const items = leidas.slice(0, limite);
      const ultima = leidas.length > limite ? items[limite - 1] : undefined;
      return { items, siguiente: ultima ? codificarPosicion({ fecha: desdeFechaCarga(ultima.fechaCarga), id: ultima.id! }) : null };
    },
  };
}
