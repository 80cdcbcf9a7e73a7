import { expect } from 'vitest';
import { aFechaCarga } from '../src/lib/fechas';
import type { Entorno } from './helper';

/** Default task 'Reunión interna' of the demo: hours without a client. */
const TAREA_SIN_CLIENTE = 21;
let proxima = 0;

/** Someone new, created through the API, with a jornada and hours set the same way. */
export interface Persona {
  id: number;
  email: string;
  /** Their own calls (a token signed for them). */
  auth: { authorization: string };
  /** Their jornada from `desde` (PUT by the administrator). */
  jornada: (desde: string, horasPorDia: number[]) => Promise<void>;
  /** Hours they log themselves on each day (`YYYY-MM-DD`, inside the editing window). */
  cargar: (horas: number, ...fechas: string[]) => Promise<void>;
}

export async function personaNueva(e: Entorno, datos: { apellidos?: string; nombre?: string; areaIds?: number[]; activo?: boolean } = {}): Promise<Persona> {
  const n = ++proxima;
  const res = await e.pedir('admin', 'POST', '/usuarios/usuarios', {
    email: `persona${n}.${process.pid}@horas.local`, nombre: datos.nombre ?? `Persona ${n}`, apellidos: datos.apellidos ?? `Prueba ${n}`,
    perfil: 'Junior', areaIds: datos.areaIds ?? [1], contrasena: 'Persona#2026', activo: datos.activo ?? true,
  });
  expect(res.statusCode).toBe(201);
  const { id, email } = res.json() as { id: number; email: string };
  const auth = { authorization: `Bearer ${e.app.jwt.sign({ id, perfil: 'Junior' })}` };
  return {
    id, email, auth,
    async jornada(desde, horasPorDia) {
      const r = await e.pedir('admin', 'PUT', `/usuarios/usuarios/${id}/jornadas/${desde}`, { horasPorDia });
      expect(r.statusCode, r.body).toBe(200);
    },
    async cargar(horas, ...fechas) {
      for (const fecha of fechas) {
        const r = await e.pedir(auth, 'POST', '/horas/cargarhoras', { tareaId: TAREA_SIN_CLIENTE, horasTrabajadas: horas, descripcion: 'Trabajo', fechaCarga: aFechaCarga(fecha) });
        expect(r.statusCode, r.body).toBe(201);
      }
    },
  };
}

/** Monday to Friday at 8 hours. */
export const OCHO_HORAS = [8, 8, 8, 8, 8, 0, 0];

/** Default task 'Reunión interna' of the demo. */
export const REUNION = { id: 21, nombre: 'Reunión interna' };

/** An administrator's write that must succeed (a test's own catalogue); its answer. */
export const comoAdmin = (e: Entorno) => async (method: 'POST' | 'PUT', url: string, payload: object) => {
  const res = await e.pedir('admin', method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
};
