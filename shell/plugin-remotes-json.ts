import type { RsbuildPlugin } from '@rsbuild/core';
import { configuracionDelShell } from '@horas/shared/federation';

/** Emits /remotes.json from the environment of this build or dev start (see shared/federation.ts). */
export const pluginRemotesJson: RsbuildPlugin = {
  name: 'horas:remotes-json',
  setup(api) {
    api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
      compilation.emitAsset('remotes.json', new sources.RawSource(JSON.stringify(configuracionDelShell(), null, 2)));
    });
  },
};

/** In the page's head: /remotes.json downloads alongside the entry script, not after it has run. */
export const precargaRemotesJson = { tag: 'link', attrs: { rel: 'preload', href: '/remotes.json', as: 'fetch', crossorigin: 'anonymous' }, head: true };
