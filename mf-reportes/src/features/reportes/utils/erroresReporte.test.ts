import { describe, expect, it } from 'vitest';
import { errorHttp } from '@horas/shared/testing';
import { dialogoDeError, dialogoSinHoras } from './erroresReporte';

const OH_NO = {
  tipo: 'error',
  titulo: 'Oh no!',
  contenido: 'La solicitud de exportar falló, por favor contactar al administrador!',
};

describe('dialogoDeError', () => {
  it.each([403, 404])('shows the server mensaje on %i', (estado) => {
    expect(dialogoDeError(errorHttp(estado, { mensaje: 'No tiene permiso para ver estas horas' }))).toEqual({
      tipo: 'error',
      titulo: 'No tiene permiso para ver estas horas',
    });
  });

  it('answers 500 with the server error texts', () => {
    expect(dialogoDeError(errorHttp(500, { mensaje: 'detalle interno' }))).toEqual({
      tipo: 'error',
      titulo: 'Error del servidor',
      contenido: 'Hubo un problema en el servidor al procesar tu solicitud. Por favor, intenta de nuevo más tarde.',
    });
  });

  it.each([
    ['another status', errorHttp(400, { mensaje: 'Fecha inválida' })],
    ['no response', errorHttp()],
    ['a 403 without mensaje', errorHttp(403, '<html>')],
    ['a failure outside the request', new Error('sin memoria')],
  ])('answers %s with Oh no!', (_, error) => {
    expect(dialogoDeError(error)).toEqual(OH_NO);
  });
});

describe('dialogoSinHoras', () => {
  it.each([
    ['area', 'No hay horas cargadas para esta área en el rango de fechas seleccionado.'],
    ['cliente', 'No hay horas cargadas para este cliente en el rango de fechas seleccionado.'],
    ['usuario', 'No hay horas cargadas para este usuario en el rango de fechas seleccionado.'],
  ] as const)('names the %s', (tipo, texto) => {
    expect(dialogoSinHoras(tipo)).toEqual({ tipo: 'info', titulo: texto });
  });
});
