import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { conReintentos, REINTENTOS } from '../src/db/reintentos';
import { ServidorOcupadoError } from '../src/lib/errores';
import { crearTransaccion, type Repositorios } from '../src/repositories';

/** What PostgreSQL's driver throws, as drizzle wraps it (DrizzleQueryError keeps it in `cause`). */
const dePostgres = (code: string) => new Error('Failed query', { cause: Object.assign(new Error('abortada'), { code }) });

/** An attempt that fails with `errores` in turn, then answers 'hecho'; `veces` counts the attempts. */
function intento(...errores: unknown[]) {
  const fake = { veces: 0, correr: async () => {
    const error = errores[fake.veces++];
    if (error !== undefined) throw error;
    return 'hecho';
  } };
  return fake;
}

describe('a transaction aborted by a deadlock or a serialization failure runs again', () => {
  it('40P01 and 40001, bare or wrapped by drizzle, are retried until the transaction commits', async () => {
    const fake = intento(Object.assign(new Error('deadlock detected'), { code: '40P01' }), dePostgres('40001'), dePostgres('40P01'));
    await expect(conReintentos(fake.correr)).resolves.toBe('hecho');
    expect(fake.veces).toBe(4);
  });

  it(`after ${REINTENTOS} retries: 503 with its message, never the driver's error`, async () => {
    const fake = intento(...Array(REINTENTOS + 1).fill(dePostgres('40P01')));
    const error = await conReintentos(fake.correr).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServidorOcupadoError);
    expect(error).toMatchObject({ status: 503, message: 'El servidor está muy ocupado. Intente nuevamente en unos segundos.', cabeceras: { 'retry-after': '1' } });
    expect(fake.veces).toBe(REINTENTOS + 1);
  });

  it('any other error is not retried', async () => {
    const unico = dePostgres('23505');
    const fake = intento(unico);
    await expect(conReintentos(fake.correr)).rejects.toBe(unico);
    expect(fake.veces).toBe(1);
  });

  it('the transaction helper runs the work again from its start, with repositories over a new transaction', async () => {
    const db = { transaction: (trabajo: (tx: object) => Promise<unknown>) => trabajo({}) } as unknown as Db;
    const fabrica = (tx: Db) => ({ tx }) as unknown as Repositorios;
    const vistas: unknown[] = [];
    const resultado = await crearTransaccion(db, fabrica)(async (repos) => {
      vistas.push((repos as unknown as { tx: object }).tx);
      if (vistas.length === 1) throw dePostgres('40P01');
      return 'hecho';
    });
    expect(resultado).toBe('hecho');
    expect(vistas).toHaveLength(2);
    expect(vistas[0]).not.toBe(vistas[1]);
  });
});
