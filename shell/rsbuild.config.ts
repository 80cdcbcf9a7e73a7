import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { configuracionBase, federacion } from '@horas/shared/federation';
import { pluginRemotesJson } from './plugin-remotes-json';

export default defineConfig({
  ...configuracionBase('shell'),
  html: { title: 'Horas', favicon: './src/assets/logo.svg' },
  plugins: [pluginReact(), pluginModuleFederation(federacion('shell')), pluginRemotesJson],
});
