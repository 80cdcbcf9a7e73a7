import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Rspack } from '@rsbuild/core';

const NOMBRE = 'horas:archivos-publicados';
/** What a browser downloads as text: the rest (images, video) is compressed already. */
const COMPRIMIBLE = /\.(js|css|html|json|svg)$/;
/** Edited on the static host to move a remote or the API (deploy/README.md): a compressed copy would go stale. */
const EDITABLES = new Set(['remotes.json']);

/** Whether the build leaves a `.br` and a `.gz` beside this file (a path under the output folder). */
export const seComprime = (nombre: string) => COMPRIMIBLE.test(nombre) && !EDITABLES.has(path.basename(nombre));
/** Written by the federation plugin for its tools; no browser asks for it, and it lists the build's modules. */
const ESTADISTICAS_MF = 'mf-stats.json';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Each file as the static host serves it to a browser that accepts it: `.br` (brotli, the highest
 * quality: compressed once, at build time) and `.gz` (gzip, level 9), only when smaller. zlib
 * writes no time or name into them, so the same file gives the same bytes.
 */
export const comprimidos = async (contenido: Buffer): Promise<Array<[extension: string, contenido: Buffer]>> => {
  const [br, gz] = await Promise.all([
    brotli(contenido, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: contenido.length } }),
    gzip(contenido, { level: 9 }),
  ]);
  return ([['.br', br], ['.gz', gz]] as Array<[string, Buffer]>).filter(([, comprimido]) => comprimido.length < contenido.length);
};

/** A file written after the build (login.html): its compressed versions beside it. */
export const escribirComprimidos = async (ruta: string) => {
  for (const [extension, contenido] of await comprimidos(await fs.readFile(ruta))) await fs.writeFile(`${ruta}${extension}`, contenido);
};

/**
 * What the build leaves in the folder to deploy: no `mf-stats.json`, and every text file also
 * compressed (`comprimidos`). At the last stage, once the federation manifest and the pages exist.
 */
export class ArchivosPublicados {
  apply(compiler: Rspack.Compiler) {
    // A bundle for Node (the login page's prerender) is not deployed.
    if (String(compiler.options.target).includes('node')) return;
    compiler.hooks.thisCompilation.tap(NOMBRE, (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: NOMBRE, stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, async () => {
        if (compilation.getAsset(ESTADISTICAS_MF)) compilation.deleteAsset(ESTADISTICAS_MF);
        const textos = compilation.getAssets().filter(({ name }) => seComprime(name));
        await Promise.all(textos.map(async ({ name, source }) => {
          for (const [extension, contenido] of await comprimidos(Buffer.from(source.buffer()))) {
            compilation.emitAsset(`${name}${extension}`, new compiler.rspack.sources.RawSource(contenido));
          }
        }));
      });
    });
  }
}
