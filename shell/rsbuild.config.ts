import { defineConfig, type RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { configuracionBase, configuracionDelShell, federacion } from '@horas/shared/federation';

/** Emits /remotes.json from the environment of this build or dev start (see shared/federation.ts). */
const pluginRemotesJson: RsbuildPlugin = {
  name: 'horas:remotes-json',
  setup(api) {
    api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
      compilation.emitAsset('remotes.json', new sources.RawSource(JSON.stringify(configuracionDelShell(), null, 2)));
    });
  },
};

export default defineConfig({
  ...configuracionBase('shell'),
  html: { title: 'Horas', favicon: './src/assets/logo.svg' },
  plugins: [pluginReact(), pluginModuleFederation(federacion('shell')), pluginRemotesJson],
});
