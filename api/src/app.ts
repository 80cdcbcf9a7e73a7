import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { correoSmtp } from './correo/smtp';
import type { Db } from './db/client';
import { serializadoresDelRegistro } from './lib/registro';
import { configurarZodEnEspanol } from './lib/zod-es';
import authPlugin from './plugins/auth';
import corsPlugin from './plugins/cors';
import cabecerasPlugin from './plugins/cabeceras';
import direccionClientePlugin from './plugins/direccion-cliente';
import errorsPlugin, { erroresDelParser, erroresDelRouter } from './plugins/errors';
import jsonPlugin from './plugins/json';
import jsonCrudoPlugin from './plugins/json-crudo';
import rateLimitPlugin from './plugins/rate-limit';
import retrasoDePruebaPlugin from './plugins/retraso-de-prueba';
import swaggerPlugin from './plugins/swagger';
import { analisisRutas } from './routes/analisis';
import { ausenciasRutas } from './routes/ausencias';
import { catalogoRutas } from './routes/catalogo';
import { catalogoAdminRutas } from './routes/catalogo-admin';
import { cierresRutas } from './routes/cierres';
import { clientesRutas } from './routes/clientes';
import { cronometroRutas } from './routes/cronometro';
import { cuentasRutas } from './routes/cuentas';
import { feriadosRutas } from './routes/feriados';
import { historialRutas } from './routes/historial';
import { healthRutas } from './routes/health';
import { horasRutas } from './routes/horas';
import { jornadasRutas } from './routes/jornadas';
import { misHorasRutas } from './routes/mis-horas';
import { recordatoriosRutas } from './routes/recordatorios';
import { reportesRutas } from './routes/reportes';
import { saldosRutas } from './routes/saldos';
import { ssoRutas } from './routes/sso';
import { usuariosPublicas, usuariosRutas } from './routes/usuarios';
import { usuariosAdminRutas } from './routes/usuarios-admin';
import { crearRepositorios, crearTransaccion, type FabricaDeRepositorios } from './repositories';
import { crearServicios, type Servicios } from './services';
import { descubrirProveedor } from './services/proveedor-oidc';

declare module 'fastify' {
  interface FastifyInstance {
    servicios: Servicios;
  }
}

export interface AppOptions {
  db: Db;
  config: Config;
  logger?: boolean | object;
  /** How repositories are built: `crearRepositorios`; a bench measures a variant of it (api/bench/historial.ts). */
  repositorios?: FabricaDeRepositorios;
}

/** Validation off in production: responses are built to the contract shapes by the repositories. */
const serializarSinValidar = () => (data: unknown) => JSON.stringify(data);

/** The whole API, ready for `inject` or `listen`. */
export async function buildApp({ db, config, logger = false, repositorios = crearRepositorios }: AppOptions): Promise<FastifyInstance> {
  configurarZodEnEspanol();
  const app = Fastify({
    // Every text a client controls is logged bounded (lib/registro.ts).
    logger: logger && { ...(logger === true ? {} : logger), serializers: serializadoresDelRegistro },
    bodyLimit: config.bodyLimit,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    trustProxy: config.trustProxy,
    frameworkErrors: erroresDelRouter,
    clientErrorHandler: erroresDelParser,
    http: { requireHostHeader: false },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(config.validateResponses ? serializerCompiler : serializarSinValidar);

  await app.register(errorsPlugin);
  await app.register(retrasoDePruebaPlugin, { maximoMs: config.retrasoDePruebaMs });
  await app.register(cabecerasPlugin);
  await app.register(jsonPlugin);
  await app.register(jsonCrudoPlugin, { validar: config.validateResponses });
  await app.register(corsPlugin, { origins: config.corsOrigins, anyLocalhost: config.corsAnyLocalhost });
  await app.register(direccionClientePlugin);
  if (config.rateLimitMax > 0) await app.register(rateLimitPlugin, { max: config.rateLimitMax });
  if (config.docs) await app.register(swaggerPlugin);

  // The composition root: repositories once over the database, handed to the services.
  const correo = config.smtpUrl ? correoSmtp(config.smtpUrl, config.smtpFrom, config.smtpTimeoutMs) : undefined;
  const servicios = crearServicios({
    repos: repositorios(db),
    transaccion: crearTransaccion(db, repositorios),
    config,
    firmar: (claims) => app.jwt.sign(claims),
    correo,
    bitacora: app.log,
    // Discovery at start: an unreachable provider stops the start, naming it.
    proveedor: config.oidc ? await descubrirProveedor(config.oidc) : undefined,
  });
  app.decorate('servicios', servicios);
  // The reset mails answered before they were sent go out before the mail server closes.
  if (correo) app.addHook('onClose', async () => { await servicios.cuentas.esperarEnvios(); correo.cerrar(); });
  await app.register(authPlugin, { secret: config.jwtSecret, expiresIn: config.jwtExpiresIn, autorizar: servicios.sesiones.autoridad });

  await app.register(healthRutas);
  await app.register(usuariosPublicas);
  await app.register(cuentasRutas);
  if (servicios.sso) await app.register(ssoRutas, { sso: servicios.sso });
  await app.register(usuariosRutas);
  await app.register(usuariosAdminRutas);
  await app.register(catalogoRutas);
  await app.register(catalogoAdminRutas);
  await app.register(clientesRutas);
  await app.register(horasRutas);
  await app.register(cronometroRutas);
  await app.register(misHorasRutas);
  await app.register(reportesRutas);
  await app.register(analisisRutas);
  await app.register(jornadasRutas);
  await app.register(feriadosRutas);
  await app.register(saldosRutas);
  await app.register(recordatoriosRutas);
  await app.register(cierresRutas);
  await app.register(historialRutas);
  await app.register(ausenciasRutas);
  await servicios.sesiones.preparar();
  await app.ready();
  return app;
}
