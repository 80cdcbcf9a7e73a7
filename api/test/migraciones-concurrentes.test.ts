import { expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { migrate } from '../src/db/migrate';
import { migrarYSembrar } from '../src/seed';
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

it.skipIf(!url)('instances starting at once with SEED_DEMO=1 on an empty PostgreSQL database all start, and one seeds the demo once', async () => {
  const base = await baseTemporal(url!, 'horas_sembrar', { max: 4 });
  try {
    const config = loadConfig({ SEED_DEMO: '1', APP_TZ: 'UTC' });
    const sembraron = await Promise.all(Array.from({ length: 4 }, () => migrarYSembrar(base, config)));
    expect(sembraron.filter(Boolean)).toHaveLength(1);
    const { rows: [filas] } = await base.pool.query<{ usuarios: number; areas: number }>(
      'select (select count(*)::int from usuarios) as usuarios, (select count(*)::int from areas) as areas');
    expect(filas).toEqual({ usuarios: 4, areas: 4 });
  } finally {
    await base.close();
  }
});
