import {
  analisisQuerySchema, analisisSchema, DIMENSIONES_ANALISIS, LIMITE_REGISTROS_ANALISIS, MAX_DIAS_ANALISIS, paginaRegistrosAnalisisSchema, PERIODOS_ANALISIS,
  registrosAnalisisQuerySchema,
} from '@horas/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errores } from './comun';

const tags = ['reportes'];
const quien = 'Administradores: todas las horas; un responsable: las de las personas de las áreas que dirige y las suyas; los demás: las suyas.';
const filtros = `fechaDesde y fechaHasta (incluidas, hasta ${MAX_DIAS_ANALISIS} días entre ambas); filtros usuarioId, clienteId, servicioId, tareaId, areaId (área del servicio), perfil: listas separadas por comas (clienteId, servicioId y areaId admiten ninguno).`;

/** 'Análisis': hours grouped for whoever may see them, and the entries behind each cell. */
export const analisisRutas: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const s = app.servicios.analisis;

  app.get('/reportes/analisis', {
    schema: {
      tags,
      summary: 'Horas agrupadas por una dimensión (y una segunda), por períodos, contra el objetivo y el rango anterior',
      description: `${quien} ${filtros} grupo y subgrupo: ${DIMENSIONES_ANALISIS.join(', ')}; periodo: ${PERIODOS_ANALISIS.join(', ')}; comparar=anterior.`,
      querystring: analisisQuerySchema,
      response: { 200: analisisSchema, ...errores },
    },
  }, (req) => s.analizar(req.user, req.query));

  app.get('/reportes/analisis/registros', {
    schema: {
      tags,
      summary: 'Las horas detrás de una celda del análisis, del día más reciente al más antiguo, por páginas',
      description: `${quien} ${filtros} limite 1–${LIMITE_REGISTROS_ANALISIS.maximo} (${LIMITE_REGISTROS_ANALISIS.porDefecto} por defecto); cursor: el valor siguiente de la página anterior. grupo, subgrupo, periodo y comparar se ignoran.`,
      querystring: registrosAnalisisQuerySchema,
      response: { 200: paginaRegistrosAnalisisSchema, ...errores },
    },
  }, (req) => s.registros(req.user, req.query));
};
