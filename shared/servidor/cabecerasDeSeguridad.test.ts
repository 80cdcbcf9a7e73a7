import { describe, expect, it } from 'vitest';
import { cabecerasDeSeguridad, politicaDeContenido } from './cabecerasDeSeguridad';

const directivas = (politica: string) => new Map(politica.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('the pages’ Content-Security-Policy', () => {
  const politica = directivas(politicaDeContenido({
    api: 'https://api.horas.example/',
    remotos: ['https://horas.example/mf-horas/mf-manifest.json', 'https://cdn.example:8443/reportes/mf-manifest.json', 'https://horas.example/mf-mishoras/mf-manifest.json'],
  }));

  it('scripts from the page and the remotes’ origins only, never inline or eval', () => {
    expect(politica.get('script-src')).toEqual(["'self'", 'https://horas.example', 'https://cdn.example:8443']);
  });

  it('connections to the remotes and the API', () => {
    expect(politica.get('connect-src')).toEqual(["'self'", 'https://horas.example', 'https://cdn.example:8443', 'https://api.horas.example']);
  });

  it('inline styles (antd’s CSS-in-JS), no plugins, no framing', () => {
    expect(politica.get('style-src')).toContain("'unsafe-inline'");
    expect(politica.get('object-src')).toEqual(["'none'"]);
    expect(politica.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('a remote’s own page: itself and the API', () => {
    const propia = directivas(politicaDeContenido({ api: 'http://localhost:4000', remotos: [] }));
    expect(propia.get('script-src')).toEqual(["'self'"]);
    expect(propia.get('connect-src')).toEqual(["'self'", 'http://localhost:4000']);
  });

  it('with nosniff, no framing and a referrer kept to the origin', () => {
    expect(cabecerasDeSeguridad({ api: 'http://localhost:4000', remotos: [] })).toMatchObject({
      'X-Content-Type-Options': 'nosniff', 'X-Frame-Options': 'DENY', 'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
  });
});
