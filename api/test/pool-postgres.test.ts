import { expect, it, vi } from 'vitest';
import { openPostgres } from '../src/db/client';
import { ejecutarEn } from './pg-temporal';

// Seen in the fault tests: a connection terminated by the server ("terminating connection due to
// administrator command") reached an idle pool client with no 'error' listener and crashed the process.
it('an idle PostgreSQL connection closed by the server is logged, not a crash', async () => {
  const { pool, close } = openPostgres('postgres://nadie@127.0.0.1:1/ninguna');
  const log = vi.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => pool.emit('error', new Error('terminating connection due to administrator command'))).not.toThrow();
  expect(log).toHaveBeenCalledWith(expect.stringMatching(/administrator command/));
  log.mockRestore();
  await close();
});

// Seen in test/faults/base-caida.test.ts: the same event on a connection checked out for a
// transaction (no pool listener then) crashed both API processes as soon as PostgreSQL went away.
const url = process.env.TEST_DATABASE_URL;
it.skipIf(!url)('a checked-out connection whose session the server ends fails its next query, not the process; the pool serves again', async () => {
  const { pool, close } = openPostgres(url!, 2);
  try {
    const cliente = await pool.connect();
    const { rows } = await cliente.query<{ pid: number }>('select pg_backend_pid() as pid');
    const terminada = new Promise((resolve) => cliente.once('end', resolve));
    await ejecutarEn(url!, `select pg_terminate_backend(${rows[0].pid})`);
    await terminada;
    await expect(cliente.query('select 1')).rejects.toThrow(/not queryable/);
    cliente.release();
    expect((await pool.query('select 1 as uno')).rows).toEqual([{ uno: 1 }]);
  } finally {
    await close();
  }
});

// The watch of src/db/consultas-colgadas.ts closes silent connections only when the server does not answer a new one.
it.skipIf(!url)('a query that is slow on a server that answers is left to finish', async () => {
  const { pool, close } = openPostgres(url!, 2);
  try {
    const { rows } = await pool.query<{ uno: number }>('select 1 as uno from pg_sleep(4)');
    expect(rows).toEqual([{ uno: 1 }]);
  } finally {
    await close();
  }
});
