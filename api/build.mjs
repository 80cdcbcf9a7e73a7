// Bundles the server and the CLI to dist/ (plain Node, no tsx at runtime). Dependencies stay in
// node_modules; the workspace contracts (TypeScript sources of @horas/shared, a devDependency) are
// bundled in, so a production install of the API (deploy/README.md) does not carry the front end's packages.
import { build } from 'esbuild';
import fs from 'node:fs';

const pkg = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies);

// BUILD_OUTDIR: a private output dir (the fault tests build their own copy, so a concurrent `pnpm build` never races them).
await build({
  entryPoints: { server: 'src/server.ts', 'create-admin': 'src/cli/create-admin.ts' },
  outdir: process.env.BUILD_OUTDIR || 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: external.flatMap((d) => [d, `${d}/*`]),
  logLevel: 'info',
});
