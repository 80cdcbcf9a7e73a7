import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { crearEntorno, type Entorno } from './helper';

/** api/README.md, 'What is limited': each ceiling written as `VARIABLE` = default. */
const readme = fs.readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const documentado = (variable: string) => {
  const hallado = readme.match(new RegExp(`\`${variable}\` = (\\d+)`));
  if (!hallado) throw new Error(`api/README.md no documenta ${variable}`);
  return Number(hallado[1]);
};
const predeterminada = loadConfig({});

const ANA = { email: 'ana.garcia@horas.local', contrasena: 'Ana#2026' };
const login = (e: Entorno, payload: object, origen: string) => e.app.inject({ method: 'POST', url: '/usuarios/login', payload, remoteAddress: origen });

describe("api/README.md's limits are the API's", () => {
  it('every documented default is the configured one', () => {
    expect({
      porCuentaYOrigen: documentado('LOGIN_FALLOS_CUENTA_ORIGEN'),
      porCuenta: documentado('LOGIN_FALLOS_CUENTA'),
      porOrigen: documentado('LOGIN_FALLOS_ORIGEN'),
      porDispositivo: documentado('LOGIN_FALLOS_DISPOSITIVO'),
      ventanaMs: documentado('LOGIN_FALLOS_VENTANA_MS'),
    }).toEqual(predeterminada.loginFallos);
    expect(documentado('RATE_LIMIT_MAX')).toBe(predeterminada.rateLimitMax);
    // No ceiling on successful logins is claimed (there is none).
    expect(readme).not.toMatch(/\/min per IP/);
  });

  describe('with the defaults, the request ceiling on', () => {
    let e: Entorno;
    beforeAll(async () => { e = await crearEntorno({ loginFallos: predeterminada.loginFallos, rateLimitMax: predeterminada.rateLimitMax }); });
    afterAll(async () => { await e?.cerrar(); });

    it('12 correct logins in a row from one address all pass', async () => {
      const estados: number[] = [];
      for (let i = 0; i < 12; i++) estados.push((await login(e, ANA, '10.4.0.1')).statusCode);
      expect(estados).toEqual(Array(12).fill(200));
    });

    it('LOGIN_FALLOS_CUENTA_ORIGEN wrong passwords answer 401, the next attempt 429', async () => {
      const veces = documentado('LOGIN_FALLOS_CUENTA_ORIGEN');
      for (let i = 0; i < veces; i++) expect((await login(e, { ...ANA, contrasena: 'incorrecta' }, '10.4.0.2')).statusCode).toBe(401);
      expect((await login(e, ANA, '10.4.0.2')).statusCode).toBe(429);
    });
  });

  it('RATE_LIMIT_MAX: requests per minute per client address, on every route', async () => {
    const e = await crearEntorno({ rateLimitMax: 4 });
    try {
      const pedir = (url: string, origen: string) => e.app.inject({ url, remoteAddress: origen, headers: e.auth('ana') });
      expect((await login(e, ANA, '10.4.1.1')).statusCode).toBe(200);
      expect((await login(e, { ...ANA, contrasena: 'incorrecta' }, '10.4.1.1')).statusCode).toBe(401);
      expect((await pedir('/usuarios/usuarios/me', '10.4.1.1')).statusCode).toBe(200);
      expect((await pedir('/health', '10.4.1.1')).statusCode).toBe(200);
      const quinta = await pedir('/health', '10.4.1.1');
      expect(quinta.statusCode).toBe(429);
      expect(quinta.json().mensaje).toMatch(/^Demasiadas solicitudes desde su dirección\. Intente de nuevo en \d+ segundos\.$/);
      expect((await pedir('/health', '10.4.1.2')).statusCode).toBe(200);
    } finally {
      await e.cerrar();
    }
  });
});
