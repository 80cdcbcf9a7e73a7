import { expect, it } from 'vitest';
import { servidorFalso } from '../../testing';
import { getRecientes } from '.';

it('GET /horas/recientes answers the list the server sent', async () => {
  const recientes = [{ cliente: null, servicio: null, tarea: { id: 21, nombre: 'Reunión interna' }, descripcion: 'Planificación', ultimaFecha: '16/03/2026' }];
  const pedidos = servidorFalso({ 'GET /horas/recientes': [200, recientes] });
  expect(await getRecientes()).toEqual(recientes);
  expect(pedidos).toHaveLength(1);
});
