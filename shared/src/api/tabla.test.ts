import { expect, it } from 'vitest';
import { servidorFalso } from '../../testing';
import { getFilasTabla, guardarFilasTabla } from '.';

const fila = { clienteId: null, servicioId: null, tareaId: 21, cliente: null, servicio: null, tarea: 'Reunión interna', descripcion: 'Planificación' };

it("GET and PUT /horas/tabla/{lunes} read and replace a week's rows", async () => {
  const pedidos = servidorFalso({ 'GET /horas/tabla/2026-11-16': [200, { filas: [fila] }], 'PUT /horas/tabla/2026-11-16': [200, { filas: [] }] });
  expect(await getFilasTabla('2026-11-16')).toEqual([fila]);
  expect(await guardarFilasTabla('2026-11-16', [])).toEqual([]);
  expect(JSON.parse(pedidos[1].data as string)).toEqual({ filas: [] });
});
