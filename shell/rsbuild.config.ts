import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { aliasNucleo, configuracionBase, federacion } from '@horas/shared/federation';
import { entornoLoginEstatico, pluginLoginEstatico } from './plugin-login-estatico';
import { pluginRemotesJson, precargaRemotesJson } from './plugin-remotes-json';

const base = configuracionBase('shell');

export default defineConfig(({ command }) => ({
  ...base,
  // A build also renders the login page ahead (plugin-login-estatico.ts); dev serves it from scripts.
  ...(command === 'build' && { environments: { web: {}, ...entornoLoginEstatico(base.output.distPath?.root ?? 'dist') } }),
  source: {
    ...base.source,
    // The shell's own antd imports become its component modules (`antd/es/form`...), which the shared
    // `antd` key does not match: /login downloads only the shell's components. The shared `antd`
    // (what the remotes use) is built from the same modules, so it stays one instance.
    transformImport: [{ libraryName: 'antd', libraryDirectory: 'es', camelToDashComponentName: true }],
  },
  resolve: { alias: aliasNucleo },
  html: { ...base.html, favicon: './src/assets/logo.svg', tags: [precargaRemotesJson] },
  plugins: [pluginReact(), pluginModuleFederation(federacion('shell')), pluginRemotesJson, pluginLoginEstatico],
}));
