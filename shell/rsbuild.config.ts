import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { configuracionBase, federacion } from '@horas/shared/federation';
import { pluginRemotesJson } from './plugin-remotes-json';

export default defineConfig({
  ...configuracionBase('shell'),
  html: { title: 'Horas', favicon: './src/assets/logo.svg' },
  // The shell provides each antd component as its own lazy shared module: without these, internals
  // common to several components are copied into each one's chunk (≈45 KB gzip more by /home).
  splitChunks: { preset: 'default', minSize: 3000, maxAsyncRequests: 1000 },
  plugins: [pluginReact(), pluginModuleFederation(federacion('shell')), pluginRemotesJson],
});
