import { expect, it, vi } from 'vitest';
import { openPostgres } from '../src/db/client';

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
