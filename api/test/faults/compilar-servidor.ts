import { execFileSync } from 'node:child_process';
import { CARPETA_API, CARPETA_BUNDLE } from './servidor-proceso';

/**
 * Global setup: bundles the server exactly as `pnpm --filter @horas/api build` does (build.mjs),
 * into a private dir (dist-faults/, git-ignored) so a concurrent `pnpm build` of another job never
 * rewrites the file a test is starting. The tests run `node dist-faults/server.js`: the production
 * artefact, no tsx.
 */
export default function setup() {
  execFileSync(process.execPath, ['build.mjs'], {
    cwd: CARPETA_API,
    env: { ...process.env, BUILD_OUTDIR: CARPETA_BUNDLE },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
