import { z } from 'zod';
import { diaSchema, fechaIsoSchema, ID_MAXIMO, PATRON_FECHA_ISO } from './common';
import { horaSchema } from './horas';
import { MAX_CARACTERES } from './textos';

/**
 * 'Análisis' (GET /reportes/analisis): the hours a caller may see, grouped by one dimension (and
 * optionally a second), optionally spread over periods and compared with the range just before.
 */
export const DIMENSIONES_ANALISIS = ['usuario', 'cliente', 'servicio', 'tarea', 'area', 'perfil'] as const;
export type DimensionAnalisis = (typeof DIMENSIONES_ANALISIS)[number];
export const PERIODOS_ANALISIS = ['dia', 'semana', 'mes', 'trimestre', 'año'] as const;
export type PeriodoAnalisis = (typeof PERIODOS_ANALISIS)[number];

/** How the screen names each dimension ('area' is the service's area, not the person's). */
export const ETIQUETA_DIMENSION: Record<DimensionAnalisis, string> = {
  usuario: 'Usuario', cliente: 'Cliente', servicio: 'Servicio', tarea: 'Tarea', area: 'Área del servicio', perfil: 'Perfil',
};
export const ETIQUETA_PERIODO: Record<PeriodoAnalisis, string> = { dia: 'Día', semana: 'Semana', mes: 'Mes', trimestre: 'Trimestre', año: 'Año' };
/** The groups of entries without one (`id: null`). */
export const SIN_DIMENSION = { cliente: 'Sin cliente', servicio: 'Sin servicio', area: 'Sin área' } as const;

/** The longest range, in days between `fechaDesde` and `fechaHasta`. */
export const MAX_DIAS_ANALISIS = 3660;
export const LIMITE_REGISTROS_ANALISIS = { porDefecto: 50, maximo: 200 } as const;

export const MENSAJES_ANALISIS = {
  fechas: 'Indique fechaDesde y fechaHasta (AAAA-MM-DD).',
  orden: 'La fecha desde no puede ser posterior a la fecha hasta.',
  rango: `El rango no puede superar ${MAX_DIAS_ANALISIS} días.`,
  grupo: `Indique grupo: uno de ${DIMENSIONES_ANALISIS.join(', ')}.`,
  subgrupo: `El subgrupo debe ser uno de ${DIMENSIONES_ANALISIS.join(', ')} y distinto del grupo.`,
  periodo: `El período debe ser uno de ${PERIODOS_ANALISIS.join(', ')}.`,
  comparar: 'comparar solo admite el valor anterior.',
  lista: (campo: string, ninguno: boolean) => `${campo} debe ser una lista de ids separados por comas${ninguno ? ' (o ninguno)' : ''}.`,
  perfiles: 'perfil debe ser una lista de perfiles separados por comas.',
  limite: `El límite debe ser un número entre 1 y ${LIMITE_REGISTROS_ANALISIS.maximo}.`,
  cursor: 'El cursor no es válido: use el valor `siguiente` de la página anterior.',
  usuarioNoVisible: 'No tiene permisos para ver las horas de ese usuario.',
  sinHoras: 'No hay horas cargadas para estos filtros.',
} as const;

/** A comma-separated list of canonical ids; with `ninguno`, the word 'ninguno' (entries without one) too. */
const listaDeIds = (campo: string, { ninguno = false } = {}) => {
  const mensaje = MENSAJES_ANALISIS.lista(campo, ninguno);
  return z.string({ error: mensaje }).max(2000, mensaje)
    .transform((texto, ctx) => {
      const valores: (number | 'ninguno')[] = [];
      for (const parte of texto.split(',')) {
        if (ninguno && parte === 'ninguno') valores.push('ninguno');
        else if (/^[1-9][0-9]*$/.test(parte) && Number(parte) <= ID_MAXIMO) valores.push(Number(parte));
        else { ctx.addIssue({ code: 'custom', message: mensaje }); return z.NEVER; }
      }
      return [...new Set(valores)];
    });
};

const listaDePerfiles = z.string({ error: MENSAJES_ANALISIS.perfiles }).max(2000, MENSAJES_ANALISIS.perfiles)
  .transform((texto, ctx) => {
    const perfiles = texto.split(',');
    if (perfiles.some((p) => p.trim() === '' || p.length > MAX_CARACTERES.perfil)) {
      ctx.addIssue({ code: 'custom', message: MENSAJES_ANALISIS.perfiles });
      return z.NEVER;
    }
    return [...new Set(perfiles)];
  });

/** A required day of the range, with the message that names both. */
const fechaDelRango = diaSchema(PATRON_FECHA_ISO, [1, 2, 3], MENSAJES_ANALISIS.fechas, z.string({ error: MENSAJES_ANALISIS.fechas }));

/** The filters both endpoints share (lists: any of them). */
export const filtrosAnalisisShape = {
  fechaDesde: fechaDelRango,
  fechaHasta: fechaDelRango,
  usuarioId: listaDeIds('usuarioId').optional(),
  clienteId: listaDeIds('clienteId', { ninguno: true }).optional(),
  servicioId: listaDeIds('servicioId', { ninguno: true }).optional(),
  tareaId: listaDeIds('tareaId').optional(),
  /** The area of the entry's service. */
  areaId: listaDeIds('areaId', { ninguno: true }).optional(),
  perfil: listaDePerfiles.optional(),
};

const dimension = (mensaje: string) => z.enum(DIMENSIONES_ANALISIS, { error: mensaje });

/** GET /reportes/analisis. Range checks (order, length) are the service's, on calendar days. */
export const analisisQuerySchema = z.object({
  ...filtrosAnalisisShape,
  grupo: dimension(MENSAJES_ANALISIS.grupo),
  subgrupo: dimension(MENSAJES_ANALISIS.subgrupo).optional(),
  periodo: z.enum(PERIODOS_ANALISIS, { error: MENSAJES_ANALISIS.periodo }).optional(),
  comparar: z.literal('anterior', { error: MENSAJES_ANALISIS.comparar }).optional(),
}).strict().refine((q) => q.subgrupo === undefined || q.subgrupo !== q.grupo, { message: MENSAJES_ANALISIS.subgrupo, path: ['subgrupo'] });
export type AnalisisQuery = z.infer<typeof analisisQuerySchema>;
export type AnalisisQueryEntrada = z.input<typeof analisisQuerySchema>;

/**
 * GET /reportes/analisis/registros: the entries behind a cell (its group and subgroup as filters,
 * the dates narrowed to its period). `grupo`, `subgrupo`, `periodo` and `comparar` are accepted and ignored.
 */
export const registrosAnalisisQuerySchema = z.object({
  ...filtrosAnalisisShape,
  grupo: z.string().max(20).optional(),
  subgrupo: z.string().max(20).optional(),
  periodo: z.string().max(20).optional(),
  comparar: z.string().max(20).optional(),
  limite: z.string({ error: MENSAJES_ANALISIS.limite }).regex(/^[1-9][0-9]{0,2}$/, MENSAJES_ANALISIS.limite)
    .transform(Number).pipe(z.number().max(LIMITE_REGISTROS_ANALISIS.maximo, MENSAJES_ANALISIS.limite)).optional(),
  cursor: z.string().max(200, MENSAJES_ANALISIS.cursor).optional(),
}).strict();
export type RegistrosAnalisisQuery = z.infer<typeof registrosAnalisisQuerySchema>;
export type RegistrosAnalisisQueryEntrada = z.input<typeof registrosAnalisisQuerySchema>;

/** A group's id: a record id, a perfil's text, or null for 'Sin cliente' / 'Sin servicio' / 'Sin área'. */
export const idGrupoSchema = z.union([z.number().int(), z.string(), z.null()]);

const filaAnalisis = {
  id: idGrupoSchema,
  nombre: z.string(),
  /** Two decimals. */
  horas: z.number(),
  registros: z.number().int(),
  /** One decimal: of the total for a group, of its group for a subgroup. */
  porcentaje: z.number(),
  /** Hours per period, aligned with `periodos` (only with `periodo`). */
  serie: z.array(z.number()).optional(),
  /** With `comparar=anterior`. */
  horasAnterior: z.number().optional(),
};
export const subgrupoAnalisisSchema = z.object(filaAnalisis);
export const grupoAnalisisSchema = z.object({
  ...filaAnalisis,
  /** With grupo=usuario: that person's target over the range through `objetivoHasta` (/horas/saldo's rule). */
  objetivo: z.number().optional(),
  subgrupos: z.array(subgrupoAnalisisSchema).optional(),
});
export type GrupoAnalisis = z.infer<typeof grupoAnalisisSchema>;
export type SubgrupoAnalisis = z.infer<typeof subgrupoAnalisisSchema>;

/** A day the answer names beyond the query's range ('Anterior' may start before year 1900): only its shape. */
const diaDeLaRespuesta = z.string().regex(PATRON_FECHA_ISO);

export const analisisSchema = z.object({
  fechaDesde: fechaIsoSchema,
  fechaHasta: fechaIsoSchema,
  grupo: z.enum(DIMENSIONES_ANALISIS),
  subgrupo: z.enum(DIMENSIONES_ANALISIS).nullable(),
  periodo: z.enum(PERIODOS_ANALISIS).nullable(),
  /** Every period of the range in order, empty ones too: 'YYYY-MM-DD' (día; semana: its Monday), 'YYYY-MM', 'YYYY-T1', 'YYYY'. */
  periodos: z.array(z.string()),
  total: z.object({ horas: z.number(), registros: z.number().int(), horasAnterior: z.number().optional() }),
  grupos: z.array(grupoAnalisisSchema),
  /**
   * With `comparar=anterior`: the range compared, just before. A range of whole calendar months is
   * compared with as many whole months before it; any other with as many days.
   */
  anterior: z.object({ fechaDesde: diaDeLaRespuesta, fechaHasta: diaDeLaRespuesta }).optional(),
  /**
   * With grupo=usuario: the last day the targets count. A target is not owed in the future: they count
   * the range's days through today (today included); before `fechaDesde` when the range is all future.
   */
  objetivoHasta: diaDeLaRespuesta.optional(),
});
export type Analisis = z.infer<typeof analisisSchema>;

export const paginaRegistrosAnalisisSchema = z.object({ items: z.array(horaSchema), siguiente: z.string().nullable() });
export type PaginaRegistrosAnalisis = z.infer<typeof paginaRegistrosAnalisisSchema>;

/** analisis.xlsx: its sheet and the total row's label. */
export const LIBRO_ANALISIS = { archivo: 'analisis.xlsx', hoja: 'Análisis', total: 'TOTAL' } as const;
