/**
 * How long browsers keep what `start` serves (Rsbuild's preview server). Node-only, read by the
 * build configs like federation.ts.
 *
 * A file whose name carries its content hash (`index.46f67ba6af.js`: Rsbuild's `[name].[contenthash].ext`)
 * never changes under that name, so it is kept for a year without asking again. Everything else
 * (index.html, remotes.json, mf-manifest.json, the nucleo script...) is revalidated on every use:
 * those are the names a redeploy changes behind the same address. An error is never kept: a hashed
 * file asked for in the middle of a redeploy may exist a moment later.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const CACHE_INMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDAR = 'no-cache';
export const CACHE_ERROR = 'no-store';

const CON_HASH = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

export const cacheDe = (ruta: string): string => (CON_HASH.test(ruta.split('?')[0]) ? CACHE_INMUTABLE : CACHE_REVALIDAR);

/** Whether `ruta` (a URL path) names a file inside `carpeta`. */
function existeEn(carpeta: string, ruta: string): boolean {
  let archivo: string;
  try {
    archivo = path.resolve(carpeta, `.${decodeURIComponent(ruta)}`);
  } catch {
    return false;
  }
  return archivo.startsWith(carpeta + path.sep) && fs.existsSync(archivo);
}

/**
 * Middleware for the preview server serving `carpeta` (the build): sets the header before Rsbuild's
 * static files answer. A missing hashed file is a 404 (the page fallback would answer it with
 * index.html, kept for a year), and any error answer is `no-store`.
 */
export const middlewareCache = (carpeta: string) => (req: IncomingMessage, res: ServerResponse, next: () => void) => {
  const ruta = (req.url ?? '/').split('?')[0];
  if (CON_HASH.test(ruta) && !existeEn(carpeta, ruta)) {
    res.writeHead(404, { 'Cache-Control': CACHE_ERROR, 'Content-Type': 'text/plain; charset=utf-8' }).end('No encontrado');
    return;
  }
  res.setHeader('Cache-Control', cacheDe(ruta));
  const escribirCabecera = res.writeHead.bind(res) as (...argumentos: unknown[]) => ServerResponse;
  res.writeHead = ((estado: number, ...resto: unknown[]) => {
    if (estado >= 400) res.setHeader('Cache-Control', CACHE_ERROR);
    return escribirCabecera(estado, ...resto);
  }) as ServerResponse['writeHead'];
  next();
};
