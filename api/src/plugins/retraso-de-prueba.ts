import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * RETRASO_DE_PRUEBA_MS: each answer leaves after a random wait of up to this many ms, as from a
 * loaded server. Only for the end-to-end tests (`HORAS_E2E_RETRASO_MS`, e2e/README.md): a test that
 * reads a screen before its data has arrived fails at once instead of now and then on a busy CI.
 * Refused in production (config.ts).
 */
async function retrasoDePrueba(app: FastifyInstance, { maximoMs }: { maximoMs: number }) {
  if (maximoMs <= 0) return;
  app.addHook('onSend', async () => {
    await new Promise((seguir) => setTimeout(seguir, Math.random() * maximoMs));
  });
}

export default fp(retrasoDePrueba, { name: 'retraso-de-prueba' });
