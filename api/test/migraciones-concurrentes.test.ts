import { expect, it } from 'vitest';
import { migrate } from '../src/db/migrate';
import { baseTemporal } from './pg-temporal';

const url = process.env.TEST_DATABASE_URL;

// Several API instances starting together on one empty PostgreSQL database.
it.skipIf(!url)('instances migrating one PostgreSQL database at once all start, and each migration runs once', async () => {
  const base = await baseTemporal(url!, 'horas_migrar', { max: 4 });
  try {
    const instancias = Array.from({ length: 4 }, () => migrate(base));
    await expect(Promise.all(instancias)).resolves.toHaveLength(4);
    const { rows: [{ n }] } = await base.pool.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
    const enCarpeta = (await import('../drizzle/meta/_journal.json', { with: { type: 'json' } })).default.entries.length;
    expect(n).toBe(enCarpeta);
  } finally {
    await base.close();
  }
});
