import fc from 'fast-check';
import { afterAll, beforeAll, it } from 'vitest';
import { crearEntorno, type Entorno } from '../helper';
import { ESCRITURAS, exigirRespuestaControlada } from './hostiles';

/**
 * Bodies that are not JSON, or not declared as JSON, against every write endpoint: random text and
 * bytes under application/json (400), other or odd content types (415), oversized (413). Always a
 * controlled 4xx `{ mensaje }`, never a 5xx. `{id}` paths use a missing id, so no 2xx is possible.
 */
let e: Entorno;
beforeAll(async () => { e = await crearEntorno(); });
afterAll(async () => { await e?.cerrar(); });

const tipo = fc.oneof(
  fc.constantFrom(
    'application/json', 'application/json; charset=utf-8', 'application/json; charset=latin1', 'APPLICATION/JSON',
    'text/plain', 'text/html', 'application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x',
    'application/octet-stream', 'application/jsonx', 'json', '*/*', 'application/', ';', 'application/json;;;', 'application/vnd.api+json',
  ),
  fc.stringMatching(/^[a-z0-9/+.;= -]{1,40}$/),
);
const cuerpo = fc.oneof(
  fc.string({ maxLength: 500 }),
  fc.uint8Array({ maxLength: 500 }).map((b) => Buffer.from(b)),
  fc.constantFrom('', ' ', 'null', '{', '{"a":', '[1,2', '{"a":1}}', "{'a':1}", '{"a":NaN}', '\uFEFF{}', 'a=1&b=2', '<xml/>', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--'),
  fc.integer({ min: 101, max: 400 }).map((kb) => 'x'.repeat(kb * 1024)),
);

it('non-JSON bodies and wrong content types on every write endpoint: a controlled 4xx', async () => {
  await fc.assert(fc.asyncProperty(fc.constantFrom(...ESCRITURAS), tipo, cuerpo, async (w, contentType, payload) => {
    const url = w.url.replace('{hora}', '999999');
    const res = await e.app.inject({
      method: w.method, url, payload, headers: { 'content-type': contentType, ...(w.quien ? e.auth(w.quien) : {}) },
    });
    const texto = typeof payload === 'string' ? payload : payload.toString('latin1');
    // A body that happens to be a valid JSON object for the contract, under a JSON type, may pass:
    // '{}' starts a timer (POST /horas/cronometro, every field optional), with or without a leading
    // byte order mark, which Fastify's parser ignores as RFC 8259 allows (JSON.parse does not).
    const json = texto.replace(/^\uFEFF/, '');
    const permitido = /json/i.test(contentType) && w.contrato !== undefined && (() => { try { return w.contrato!.safeParse(JSON.parse(json)).success; } catch { return false; } })();
    exigirRespuestaControlada(res, `${w.method} ${url} [${contentType}] ${texto}`, permitido);
  }), { numRuns: 300 });
});
