import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { configuracionBase, federacion } from '@horas/shared/federation';

export default defineConfig({
  ...configuracionBase('mf_ausencias'),
  plugins: [pluginReact(), pluginModuleFederation(federacion('mf_ausencias'))],
});
