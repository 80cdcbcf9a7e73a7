import { fileURLToPath } from 'node:url';
import { createRsbuild, loadConfig } from '@rsbuild/core';
import { carpetaDe } from '@horas/shared/apps';
import { REMOTOS } from '@horas/shared/federation';
import { AVISO_FRONT_LISTO } from './frontCompartido';

/**
 * Run by playwright.config.ts as a webServer: `rsbuild preview` of the shell and of every remote of
 * the registry, each from its own folder with its own config and port, as its `preview` script
 * serves it, but all from this process and started at once. One Node and one Rsbuild instead of
 * seven started one after another, each when the one before answered.
 */
const raiz = fileURLToPath(new URL('../..', import.meta.url));

async function servir(carpeta: string) {
  const cwd = `${raiz}${carpeta}`;
  const { content } = await loadConfig({ cwd, command: 'preview' });
  const rsbuild = await createRsbuild({ cwd, rsbuildConfig: content });
  await rsbuild.preview();
}

await Promise.all(['shell' as const, ...REMOTOS].map((app) => servir(carpetaDe(app))));
console.log(AVISO_FRONT_LISTO);
