import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyReply {
    /** Sends JSON text that is already in the route's response shape (listings built by the database). */
    jsonCrudo: (texto: string) => FastifyReply;
  }
}

/**
 * In production the text goes out untouched. Where responses are validated (tests, development),
 * it is parsed first so the route's response schema checks it like any other answer.
 */
export default fp(async function jsonCrudoPlugin(app: FastifyInstance, opts: { validar: boolean }) {
  app.decorateReply('jsonCrudo', function (this: FastifyReply, texto: string) {
    return opts.validar ? this.send(JSON.parse(texto)) : this.type('application/json; charset=utf-8').send(texto);
  });
}, { name: 'json-crudo' });
