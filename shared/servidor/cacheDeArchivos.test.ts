import { describe, expect, it } from 'vitest';
import { CACHE_INMUTABLE, CACHE_REVALIDAR, cacheDe } from './cacheDeArchivos';

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
