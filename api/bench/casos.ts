import type { FastifyInstance } from 'fastify';
import { inicioDeMes, sumarDias } from '../src/lib/fechas';
import { CONTRASENA_BENCH, PRIMER_USUARIO_BENCH, USUARIOS_BENCH } from './datos';

/** One request of a case: a GET with the user's token, or a POST of `body` (JSON). */
export interface Pedido { path: string; token?: string; body?: string }


/** The bench's cases; each a list of requests the load generator cycles through. */
export function casosDelBench(app: FastifyInstance, hoy: string): { caso: string; pedidos: Pedido[] }[] {
  const admin = app.jwt.sign({ id: 1, perfil: 'Administrador del sistema' });
  // Per-user cases: each request one of the bench users, with that user's own token.
  const usuarios = Array.from({ length: USUARIOS_BENCH }, (_, i) => ({
    id: PRIMER_USUARIO_BENCH + i, token: app.jwt.sign({ id: PRIMER_USUARIO_BENCH + i, perfil: 'Junior' }),
  }));
  const dia = new Date(`${hoy}T00:00:00Z`).getUTCDay() || 7;
  const lunes = sumarDias(hoy, 1 - dia);
  const mesDesde = inicioDeMes(hoy, 1);
  const mesHasta = sumarDias(inicioDeMes(hoy, 0), -1);
  return [
    { caso: 'GET /health (base)', pedidos: [{ path: '/health', token: admin }] },
    {
      caso: 'semana: /horas/horasusuario/{id}?fechaDesde&fechaHasta',
      pedidos: usuarios.map((u) => ({ path: `/horas/horasusuario/${u.id}?fechaDesde=${lunes}&fechaHasta=${sumarDias(lunes, 6)}`, token: u.token })),
    },
    {
      // The same route, token check and prepared query, for a week a year ahead (no entries): what
      // the week listing costs before its rows, so the share left to the rows' JSON is known.
      caso: 'semana vacía (misma ruta, sin horas)',
      pedidos: usuarios.map((u) => ({ path: `/horas/horasusuario/${u.id}?fechaDesde=${sumarDias(lunes, 364)}&fechaHasta=${sumarDias(lunes, 370)}`, token: u.token })),
    },
    {
      caso: 'mis-horas un mes: /horas/mis-horas/por-semana',
      pedidos: usuarios.map((u) => ({ path: `/horas/mis-horas/por-semana?fechaInicio=${mesDesde}&fechaFin=${mesHasta}`, token: u.token })),
    },
    {
      // Argon2 dominates; the failed-login counts are read and cleared in the database each time.
      caso: 'login correcto: POST /usuarios/login',
      pedidos: usuarios.map((u) => ({ path: '/usuarios/login', body: JSON.stringify({ email: `bench${u.id - PRIMER_USUARIO_BENCH + 1}@horas.local`, contrasena: CONTRASENA_BENCH }) })),
    },
    {
      // Each one counted in login_fallos (the bench's limits are raised so none is refused with 429).
      caso: 'login fallido, contado en la base: POST /usuarios/login',
      pedidos: usuarios.map((u) => ({ path: '/usuarios/login', body: JSON.stringify({ email: `bench${u.id - PRIMER_USUARIO_BENCH + 1}@horas.local`, contrasena: 'incorrecta' }) })),
    },
    {
      caso: 'reporte un mes, todos: /horas/horastodosusuarios/rango',
      pedidos: [{ path: `/horas/horastodosusuarios/rango?fechaDesde=${mesDesde}&fechaHasta=${mesHasta}`, token: admin }],
    },
  ];
}
