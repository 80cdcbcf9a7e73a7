import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useAuthStore } from '../auth/useAuthStore';
import { estadoDeError, getReporteXlsx, mensajeDeError } from '.';

const pedidos: Request[] = [];

/** The browser's fetch, answering one response; the axios instance and its interceptors are real. */
function responder(respuesta: () => Response) {
  vi.stubGlobal('fetch', async (entrada: RequestInfo | URL, init?: RequestInit) => {
    pedidos.push(new Request(entrada, init));
    return respuesta();
  });
}

beforeEach(() => {
  pedidos.length = 0;
  localStorage.setItem('token', 't-1');
  useAuthStore.setState({ token: 't-1', id: 2, perfil: 'Senior' });
});
afterEach(() => vi.unstubAllGlobals());

const QUERY = { tipo: 'usuario', id: 2, fechaDesde: '2026-11-01', fechaHasta: '2026-11-30' } as const;

it('asks for the file with the Bearer token and hands over its row count and its bytes as they come', async () => {
  responder(() => new Response(new Uint8Array([80, 75, 3, 4]), { status: 200, headers: { 'X-Total-Count': '1234' } }));
  const archivo = await getReporteXlsx(QUERY);
  const url = new URL(pedidos[0].url);
  expect(url.pathname).toBe('/horas/reporte.xlsx');
  expect(Object.fromEntries(url.searchParams)).toEqual({ tipo: 'usuario', id: '2', fechaDesde: '2026-11-01', fechaHasta: '2026-11-30' });
  expect(pedidos[0].headers.get('Authorization')).toBe('Bearer t-1');
  expect(archivo?.total).toBe(1234);
  expect(new Uint8Array(await new Response(archivo!.cuerpo).arrayBuffer())).toEqual(new Uint8Array([80, 75, 3, 4]));
});

it('answers null for an empty range (204)', async () => {
  responder(() => new Response(null, { status: 204, headers: { 'X-Total-Count': '0' } }));
  expect(await getReporteXlsx({ tipo: 'todos', fechaDesde: '2020-01-01', fechaHasta: '2020-01-31' })).toBeNull();
  expect(new URL(pedidos[0].url).searchParams.has('id')).toBe(false);
});

it("rejects with the server's status and mensaje", async () => {
  const mensaje = 'No tiene permisos para ver las horas de otros usuarios.';
  responder(() => new Response(JSON.stringify({ mensaje }), { status: 403, headers: { 'Content-Type': 'application/json' } }));
  const error = await getReporteXlsx(QUERY).catch((e: unknown) => e);
  expect(estadoDeError(error)).toBe(403);
  expect(mensajeDeError(error)).toBe(mensaje);
});

it('clears the session on a 401, as every other call', async () => {
  responder(() => new Response(JSON.stringify({ mensaje: 'La sesión expiró.' }), { status: 401 }));
  await expect(getReporteXlsx(QUERY)).rejects.toThrow();
  expect(useAuthStore.getState().token).toBeNull();
});
