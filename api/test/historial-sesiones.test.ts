import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../src/config';
import { registrosDe } from './historial-ayuda';
import { crearEntorno, IDS, type Entorno } from './helper';

const LIMITES: Config['loginFallos'] = { porCuentaYOrigen: 3, porCuenta: 5, porOrigen: 50, porDispositivo: 3, ventanaMs: 15 * 60_000 };

let e: Entorno;
beforeAll(async () => { e = await crearEntorno({ loginFallos: LIMITES }); });
afterAll(async () => { await e?.cerrar(); });

const login = (email: string, contrasena: string, origen: string) =>
  e.app.inject({ method: 'POST', url: '/usuarios/login', payload: { email, contrasena }, remoteAddress: origen });
const LUIS = 'luis.perez@horas.local';
const bloqueo = (origen: string) => ({
  actor: null, origen, entidad: 'sesion', entidadId: null, accion: 'bloquear-cuenta', cambios: { cuenta: [null, LUIS] },
  id: expect.any(String), en: expect.any(String),
});

describe('sign-ins and lock-outs in the history', () => {
  it('a successful sign-in is recorded, by whoever signed in, from their address; failed ones are not', async () => {
    const { registros } = await registrosDe(e, async () => {
      expect((await login('ana.garcia@horas.local', 'Ana#2026', '10.2.0.1')).statusCode).toBe(200);
      expect((await login('ana.garcia@horas.local', 'incorrecta', '10.2.0.1')).statusCode).toBe(401);
      expect((await login('nadie@horas.local', 'incorrecta', '10.2.0.1')).statusCode).toBe(401);
    });
    expect(registros).toEqual([{
      actor: { id: IDS.ana, nombre: 'Ana', apellidos: 'García' }, origen: '10.2.0.1', entidad: 'sesion', entidadId: null, accion: 'iniciar-sesion', cambios: {},
      id: expect.any(String), en: expect.any(String),
    }]);
    const deAna = await e.pedir('admin', 'GET', `/historial?usuarioId=${IDS.ana}&entidad=sesion`);
    expect(deAna.json().items).toEqual(registros);
  });

  it('one record per lock, not per attempt: the failure that reaches a ceiling, whichever it is', async () => {
    const { registros } = await registrosDe(e, async () => {
      // From one address: the account-and-address ceiling (3) locks it there, then 429 without records.
      for (let i = 0; i < 3; i++) expect((await login(LUIS, 'incorrecta', '10.3.0.1')).statusCode).toBe(401);
      for (let i = 0; i < 10; i++) expect((await login(LUIS, 'incorrecta', '10.3.0.1')).statusCode).toBe(429);
      // Two more from elsewhere reach the account's own ceiling (5): locked everywhere, once.
      for (let i = 0; i < 2; i++) expect((await login(LUIS, 'incorrecta', '10.3.0.2')).statusCode).toBe(401);
      for (const origen of ['10.3.0.3', '10.3.0.4', '10.3.0.5']) expect((await login(LUIS, 'Luis#2026', origen)).statusCode).toBe(429);
      // An e-mail without an account locks nothing that exists: nothing recorded.
      for (let i = 0; i < 6; i++) await login('nadie@horas.local', 'incorrecta', '10.3.0.6');
    });
    expect(registros).toEqual([bloqueo('10.3.0.1'), bloqueo('10.3.0.2')]);
  });

  it("the own password change's wrong attempts lock the account too, recorded once", async () => {
    const { registros } = await registrosDe(e, async () => {
      for (let i = 0; i < 5; i++) {
        await e.app.inject({
          method: 'PUT', url: '/usuarios/usuarios/me/contrasena', headers: e.auth('ana'), remoteAddress: '10.4.0.1', payload: { actual: 'incorrecta', nueva: 'Nueva#Clave2026' },
        });
      }
    });
    expect(registros).toEqual([expect.objectContaining({ actor: null, origen: '10.4.0.1', accion: 'bloquear-cuenta', cambios: { cuenta: [null, 'ana.garcia@horas.local'] } })]);
  });
});
