/**
 * Security headers of the pages `start` serves (Rsbuild's preview server), the front-end side of
 * what @fastify/helmet does for the API. Node-only, read by the build configs like federation.ts.
 *
 * The Content-Security-Policy allows scripts only from the page's own origin and the remotes'
 * origins (never inline), connections to those and the API, and inline styles: antd writes its
 * CSS-in-JS into <style> tags, and the prerendered login inlines its CSS.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface OrigenesDeLaPagina {
  /** Where the API answers (HORAS_API_URL). */
  api: string;
  /** The remotes' manifest URLs the page may load code from (the shell's; none for a remote's own page). */
  remotos: string[];
}

const origenDe = (url: string) => new URL(url).origin;

export function politicaDeContenido({ api, remotos }: OrigenesDeLaPagina): string {
  const codigo = ["'self'", ...new Set(remotos.map(origenDe))].join(' ');
  return [
    "default-src 'self'",
    `script-src ${codigo}`,
    `style-src ${codigo} 'unsafe-inline'`,
    `img-src ${codigo} data:`,
    `font-src ${codigo} data:`,
    "media-src 'self'",
    `connect-src ${codigo} ${origenDe(api)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function cabecerasDeSeguridad(origenes: OrigenesDeLaPagina): Record<string, string> {
  return {
    'Content-Security-Policy': politicaDeContenido(origenes),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}

/** Middleware for the preview server: the headers on every answer, before Rsbuild's static files. */
export const middlewareSeguridad = (origenes: OrigenesDeLaPagina) => {
  const cabeceras = Object.entries(cabecerasDeSeguridad(origenes));
  return (_req: IncomingMessage, res: ServerResponse, next: () => void) => {
    for (const [nombre, valor] of cabeceras) res.setHeader(nombre, valor);
    next();
  };
};
