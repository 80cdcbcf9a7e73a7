import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { crearEntorno, type Entorno } from '../helper';
import { anidadoProfundo, cuerpoMutado, ESCRITURAS, exigirRespuestaControlada, textoContaminado, valorHostil, type Escritura } from './hostiles';

/**
 * JSON bodies against every write endpoint (buildApp + inject on the test database: fast): random
 * JSON values, valid bodies with fields of the wrong type / size / range, `__proto__` and
 * `constructor` keys, deep nesting. Always a controlled 4xx `{ mensaje }`, never a 5xx; a 2xx only
 * for a body the contract accepts.
 */
let e: Entorno;
let horaDeAna: number;
beforeAll(async () => {
  e = await crearEntorno();
  const res = await e.app.inject({ url: '/horas/horasusuario/2', headers: e.auth('ana') });
  horaDeAna = (res.json() as { horasUsuario: { id: number }[] }).horasUsuario.at(-1)!.id;
});
afterAll(async () => { await e?.cerrar(); });

// Login and the password calls hash or verify with argon2 (slow on purpose): fewer runs there.
const conArgon2 = (url: string) =>
  ['/usuarios/login', '/usuarios/usuarios', '/usuarios/activar', '/usuarios/contrasena/restablecer'].includes(url) || url.endsWith('/contrasena');
const corridas = (w: Escritura, n: number) => (conArgon2(w.url) ? Math.ceil(n / 5) : n);

async function enviar(w: Escritura, texto: string) {
  const url = w.url.replace('{hora}', String(horaDeAna));
  const headers: Record<string, string> = { 'content-type': 'application/json', ...(w.quien ? e.auth(w.quien) : {}) };
  return { res: await e.app.inject({ method: w.method, url, headers, payload: texto }), pedido: `${w.method} ${url} ${texto}` };
}

function aceptable(w: Escritura, cuerpo: unknown): boolean {
  return w.contrato !== undefined && w.contrato.safeParse(cuerpo).success;
}

describe.each(ESCRITURAS.map((w) => [`${w.method} ${w.url}`, w] as const))('%s', (_nombre, w) => {
  it('random JSON values of any type', async () => {
    await fc.assert(fc.asyncProperty(fc.oneof(fc.jsonValue({ maxDepth: 4 }), valorHostil), async (cuerpo) => {
      const texto = JSON.stringify(cuerpo) ?? 'null';
      const { res, pedido } = await enviar(w, texto);
      exigirRespuestaControlada(res, pedido, aceptable(w, JSON.parse(texto)));
    }), { numRuns: corridas(w, 40) });
  });

  it('a valid body with fields of the wrong type, size or range', async () => {
    await fc.assert(fc.asyncProperty(cuerpoMutado(w.valido ?? { id: 1 }), async (cuerpo) => {
      const texto = JSON.stringify(cuerpo);
      const { res, pedido } = await enviar(w, texto);
      exigirRespuestaControlada(res, pedido, aceptable(w, JSON.parse(texto)));
    }), { numRuns: corridas(w, 100) });
  });

  it('__proto__ / constructor keys and deep nesting', async () => {
    await fc.assert(fc.asyncProperty(fc.oneof(textoContaminado(w.valido ?? { id: 1 }), anidadoProfundo), async (texto) => {
      const { res, pedido } = await enviar(w, texto);
      exigirRespuestaControlada(res, pedido, false);
    }), { numRuns: corridas(w, 20) });
  });
});
