import { execFileSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { enCache } from '../global-setup';
import { arrancarServidor, CARPETA_API, CARPETA_BUNDLE } from './servidor-proceso';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data dir as the server leaves it after its first start and a clean stop (migrated, seeded today): copy it, never open it. */
    pgliteSembrada: string;
  }
}

/**
 * Global setup: bundles the server exactly as `pnpm --filter @horas/api build` does (build.mjs),
 * into a private dir (dist-faults/, git-ignored) so a concurrent `pnpm build` of another job never
 * rewrites the file a test is starting. The tests run `node dist-faults/server.js`: the production
 * artefact, no tsx. Then the data dir of a first start, cached for the day (the demo data is seeded
 * relative to today): a server on a copy starts as any restart does, without initdb and the seed
 * (≈8 s quiet, 40 s loaded, each time).
 */
export default async function setup(project: TestProject) {
  execFileSync(process.execPath, ['build.mjs'], {
    cwd: CARPETA_API,
    env: { ...process.env, BUILD_OUTDIR: CARPETA_BUNDLE },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const hoy = new Date().toISOString().slice(0, 10);
  project.provide('pgliteSembrada', await enCache((h) => `horas-faults-sembrada-${h}`, async (destino) => {
    const servidor = await arrancarServidor({ DATA_DIR: destino });
    const fin = await servidor.detener();
    if (fin.code !== 0) throw new Error(`El servidor no se detuvo limpio (${JSON.stringify(fin)}):\n${servidor.salida()}`);
  }, hoy));
}
