/**
 * How long browsers keep what `start` serves (Rsbuild's preview server). Node-only, read by the
 * build configs like federation.ts.
 *
 * A file whose name carries its content hash (`index.46f67ba6af.js`: Rsbuild's `[name].[contenthash].ext`)
 * never changes under that name, so it is kept for a year without asking again. Everything else
 * (index.html, remotes.json, mf-manifest.json, the nucleo script...) is revalidated on every use:
 * those are the names a redeploy changes behind the same address.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const CACHE_INMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDAR = 'no-cache';

const CON_HASH = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

export const cacheDe = (ruta: string): string => (CON_HASH.test(ruta.split('?')[0]) ? CACHE_INMUTABLE : CACHE_REVALIDAR);

/** Middleware for the preview server: sets the header before Rsbuild's static files answer. */
export function middlewareCache(req: IncomingMessage, res: ServerResponse, next: () => void) {
  res.setHeader('Cache-Control', cacheDe(req.url ?? '/'));
  next();
}
