import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/client';
import { configurarZodEnEspanol } from './lib/zod-es';
import authPlugin from './plugins/auth';
import corsPlugin from './plugins/cors';
import errorsPlugin from './plugins/errors';
import jsonPlugin from './plugins/json';
import jsonCrudoPlugin from './plugins/json-crudo';
import rateLimitPlugin from './plugins/rate-limit';
import swaggerPlugin from './plugins/swagger';
import { catalogoRutas } from './routes/catalogo';
import { clientesRutas } from './routes/clientes';
import { healthRutas } from './routes/health';
import { horasRutas } from './routes/horas';
import { misHorasRutas } from './routes/mis-horas';
import { reportesRutas } from './routes/reportes';
import { usuariosPublicas, usuariosRutas } from './routes/usuarios';
import { crearServicios, type Servicios } from './services';

declare module 'fastify' {
  interface FastifyInstance {
    servicios: Servicios;
  }
}

export interface AppOptions {
  db: Db;
  config: Config;
  logger?: boolean | object;
}

/** Validation off in production: responses are built to the contract shapes by the repositories. */
const serializarSinValidar = () => (data: unknown) => JSON.stringify(data);

/** The whole API, ready for `inject` or `listen`. */
export async function buildApp({ db, config, logger = false }: AppOptions): Promise<FastifyInstance> {
  configurarZodEnEspanol();
  const app = Fastify({
    logger,
    bodyLimit: config.bodyLimit,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    trustProxy: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(config.validateResponses ? serializerCompiler : serializarSinValidar);

  await app.register(errorsPlugin);
  await app.register(jsonPlugin);
  await app.register(jsonCrudoPlugin, { validar: config.validateResponses });
  await app.register(corsPlugin, { origins: config.corsOrigins, anyLocalhost: config.corsAnyLocalhost });
  await app.register(rateLimitPlugin);
  await app.register(swaggerPlugin);
  await app.register(authPlugin, { secret: config.jwtSecret, expiresIn: config.jwtExpiresIn });

  const servicios = crearServicios({ db, config, firmar: (actor) => app.jwt.sign({ id: actor.id, perfil: actor.perfil }) });
  app.decorate('servicios', servicios);

  await app.register(healthRutas);
  await app.register(usuariosPublicas, { rateMax: config.loginRateMax, rateWindowMs: config.loginRateWindowMs });
  await app.register(usuariosRutas);
  await app.register(catalogoRutas);
  await app.register(clientesRutas);
  await app.register(horasRutas);
  await app.register(misHorasRutas);
  await app.register(reportesRutas);
  await servicios.usuarios.preparar();
  await app.ready();
  return app;
}
