import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_ERROR, CACHE_INMUTABLE, CACHE_REVALIDAR, cacheDe, middlewareCache } from './cacheDeArchivos';

describe('cacheDe', () => {
  it('keeps content-hashed files for a year', () => {
    for (const ruta of ['/static/js/index.46f67ba6af.js', '/static/js/async/a9.1d4861012e.js', '/static/css/async/e.9ca3db4781.css', '/static/image/login-fondo.0a1b2c3d4e.jpg', '/static/js/mf_horas.7250bb5fab.js?v=1'])
      expect(cacheDe(ruta)).toBe(CACHE_INMUTABLE);
  });

  it('revalidates what a redeploy replaces under the same name', () => {
    for (const ruta of ['/', '/login', '/index.html', '/remotes.json', '/mf-manifest.json', '/remoteEntry.js', '/static/js/nucleo-federacion.js', '/static/js/async/a9.1d4861012e.js.LICENSE.txt'])
      expect(cacheDe(ruta)).toBe(CACHE_REVALIDAR);
  });
});

describe('middlewareCache on the preview server', () => {
  let servidor: http.Server;
  let base: string;
  const carpeta = fs.mkdtempSync(path.join(os.tmpdir(), 'horas-cache-'));
  fs.mkdirSync(path.join(carpeta, 'static/js'), { recursive: true });
  fs.writeFileSync(path.join(carpeta, 'static/js/index.46f67ba6af.js'), 'x');

  beforeAll(async () => {
    const cache = middlewareCache(carpeta);
    // Stands in for Rsbuild's static files and page fallback: a file when it exists, else index.html; /roto fails.
    servidor = http.createServer((req, res) => cache(req, res, () => {
      if (req.url === '/roto') return void res.writeHead(500).end();
      const archivo = path.join(carpeta, req.url ?? '/');
      res.writeHead(200).end(fs.existsSync(archivo) ? fs.readFileSync(archivo) : '<html>');
    }));
    await new Promise<void>((listo) => servidor.listen(0, '127.0.0.1', listo));
    base = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`;
  });
  afterAll(() => { servidor.close(); fs.rmSync(carpeta, { recursive: true, force: true }); });

  it('keeps an existing hashed file for a year and revalidates pages', async () => {
    expect((await fetch(`${base}/static/js/index.46f67ba6af.js`)).headers.get('cache-control')).toBe(CACHE_INMUTABLE);
    expect((await fetch(`${base}/login`)).headers.get('cache-control')).toBe(CACHE_REVALIDAR);
  });

  it('answers a missing hashed file 404, never the page kept for a year, and keeps no error', async () => {
    const faltante = await fetch(`${base}/static/js/no-existe.0123456789.js`);
    expect(faltante.status).toBe(404);
    expect(faltante.headers.get('cache-control')).toBe(CACHE_ERROR);
    expect((await fetch(`${base}/static/js/..%2f..%2f..%2fetc%2fpasswd.0123456789.js`)).status).toBe(404);
    expect((await fetch(`${base}/roto`)).headers.get('cache-control')).toBe(CACHE_ERROR);
  });
});
