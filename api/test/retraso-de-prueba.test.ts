import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import retrasoDePrueba from '../src/plugins/retraso-de-prueba';

async function appCon(maximoMs: number) {
  const app = Fastify();
  await app.register(retrasoDePrueba, { maximoMs });
  app.get('/eco', async () => ({ ok: true }));
  return app;
}

describe('RETRASO_DE_PRUEBA_MS (the end-to-end tests only)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('holds each answer back for up to the given time, then sends it whole', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const app = await appCon(800);
    let respuesta: Awaited<ReturnType<typeof app.inject>> | undefined;
    void app.inject({ method: 'GET', url: '/eco' }).then((r) => (respuesta = r));

    await vi.advanceTimersByTimeAsync(399);
    expect(respuesta).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(respuesta?.statusCode).toBe(200);
    expect(respuesta?.json()).toEqual({ ok: true });
  });

  it('at 0 (the default) sends each answer without waiting', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    vi.spyOn(Math, 'random').mockReturnValue(1);
    const app = await appCon(0);
    expect((await app.inject({ method: 'GET', url: '/eco' })).json()).toEqual({ ok: true });
  });
});
