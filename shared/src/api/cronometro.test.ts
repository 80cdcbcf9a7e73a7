import { expect, it } from 'vitest';
import { servidorFalso } from '../../testing';
import { cambiarCronometro, descartarCronometro, detenerCronometro, getCronometro, iniciarCronometro } from '.';

const cronometro = { inicio: '2026-03-18T09:30:00.000-03:00', clienteId: null, servicioId: null, tareaId: 21, descripcion: null };

it.each([
  ['GET /horas/cronometro', () => getCronometro(), undefined, { cronometro: null }, null],
  ['POST /horas/cronometro', () => iniciarCronometro({ tareaId: 21 }), { tareaId: 21 }, { cronometro }, cronometro],
  ['PUT /horas/cronometro', () => cambiarCronometro({ tareaId: 21 }), { tareaId: 21 }, { cronometro }, cronometro],
  ['POST /horas/cronometro/detener', () => detenerCronometro({ horas: 2 }), { horas: 2 }, { horas: [] }, []],
  ['DELETE /horas/cronometro', () => descartarCronometro(), undefined, '', undefined],
] as const)('%s sends its body and answers what the server sent', async (ruta, llamar, cuerpo, respuesta, esperado) => {
  const pedidos = servidorFalso({ [ruta]: [200, respuesta] });

  expect(await llamar()).toEqual(esperado);

  expect(pedidos).toHaveLength(1);
  expect(pedidos[0].data === undefined ? undefined : JSON.parse(pedidos[0].data as string)).toEqual(cuerpo);
});
