import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DatosInvalidosError } from '../lib/errores';

const claveProhibida = /"(?:__proto__|constructor)"\s*:/;
/** A `\u0000` escape (not preceded by an escaped backslash): PostgreSQL text cannot hold NUL. */
const caracterNulo = /(?:^|[^\\])(?:\\\\)*\\u0000/i;

/**
 * Fastify's JSON parser (rejecting `__proto__` / `constructor.prototype`), with a Spanish message
 * that says why: Fastify's own error only says "not valid JSON". An empty DELETE body is accepted.
 */
export default fp(async function jsonPlugin(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  // Only JSON is spoken: Fastify's default text/plain parser would hand a string to the schema.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // A body-less DELETE that still carries the client's default JSON content type is fine.
    if (body === '' && request.method === 'DELETE') return done(null, undefined);
    parse(request, body as string, (error, valor) => {
      if (error && claveProhibida.test(String(body))) {
        done(new DatosInvalidosError('El cuerpo de la solicitud contiene claves no permitidas (__proto__ o constructor).'), undefined);
        return;
      }
      if (!error && caracterNulo.test(body as string)) {
        done(new DatosInvalidosError('El texto no puede contener el carácter nulo (\\u0000).'), undefined);
        return;
      }
      done(error, valor);
    });
  });
}, { name: 'json' });
