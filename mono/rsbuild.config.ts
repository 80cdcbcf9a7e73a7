import { fileURLToPath } from 'node:url';
import { defineConfig, type RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { PANTALLAS } from '@horas/shared/apps';
import { configuracionBase } from '@horas/shared/federation';
import { entornoLoginEstatico, pluginLoginEstatico } from '@horas/shell/plugin-login-estatico';
import { pluginRemotesJson, precargaRemotesJson } from '@horas/shell/plugin-remotes-json';

/**
 * `pnpm build:mono`: the shell and the remotes' exposed modules as ONE ordinary app, no federation,
 * from the same sources: the reference the federated build is measured against (bench/front.ts).
 * Served on the shell's port, so the e2e specs run unchanged (HORAS_E2E_MONO=1).
 */
const aqui = (ruta: string) => fileURLToPath(new URL(ruta, import.meta.url));

/** src/pantallas.ts as the bundler needs it: one `import()` per exposed module of the registry. */
const pluginPantallas: RsbuildPlugin = {
  name: 'horas:pantallas-del-registro',
  setup(api) {
    const importaciones = PANTALLAS.map(({ id }) => `${JSON.stringify(id)}: () => import(${JSON.stringify(id)})`);
    api.transform({ test: aqui('./src/pantallas.ts') }, () => `export default {\n${importaciones.join(',\n')}\n};\n`);
  },
};

const base = configuracionBase('shell');

export default defineConfig(({ command }) => ({
  ...base,
  // The login page rendered ahead, as the shell's build does.
  ...(command === 'build' && { environments: { web: {}, ...entornoLoginEstatico(base.output.distPath?.root ?? 'dist') } }),
  // The login video and poster are the shell's.
  server: { ...base.server, publicDir: { name: aqui('../shell/public') } },
  // The shell's bootstrap directly: no async boundary, there is nothing to negotiate.
  source: { ...base.source, entry: { index: aqui('../shell/src/bootstrap.tsx') } },
  resolve: {
    alias: {
      // The one switch: the shell's runtime loader becomes static imports of the exposed files.
      [aqui('../shell/src/remotos/catalogo.ts')]: aqui('./src/catalogo.ts'),
      // Each federation id (the registry's) -> the file its remote exposes under it.
      ...Object.fromEntries(PANTALLAS.map(({ id, archivo }) => [`${id}$`, aqui(`../${archivo}`)])),
    },
  },
  html: { ...base.html, favicon: aqui('../shell/src/assets/logo.svg'), tags: [precargaRemotesJson] },
  plugins: [pluginReact(), pluginRemotesJson, pluginLoginEstatico, pluginPantallas],
}));
