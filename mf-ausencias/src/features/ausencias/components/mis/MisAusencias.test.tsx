import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MENSAJES_AUSENCIA, PERFIL_ADMIN, useAuthStore } from '@horas/shared';
import {
  cuerposA, elegirOpcion, escribirFecha, filasDeTabla, pedidosA, renderizar, saldoFalso, servidorFalso, TIPOS_AUSENCIA, unaAusencia, unSaldoAusencias, unUsuario, type Rutas,
} from '@horas/shared/testing';
import { MisAusencias } from './MisAusencias';

// Luis's requests as the API lists them (by `desde`): the screen shows the newest request first.
const AUSENCIAS = [
  unaAusencia({ id: 1, desde: '2026-10-05', hasta: '2026-10-05', dias: 1, estado: 'aprobada', creadaEn: '2026-10-01T09:00:00.000Z' }),
  unaAusencia({ id: 2, desde: '2026-11-23', hasta: '2026-11-23', dias: 1, estado: 'rechazada', motivo: 'Cierre del trimestre', creadaEn: '2026-11-10T09:00:00.000Z' }),
  unaAusencia({ id: 3, estado: 'pendiente', creadaEn: '2026-11-16T09:00:00.000Z' }),
  unaAusencia({ id: 4, tipo: { id: 3, nombre: 'Licencia' }, desde: '2026-12-14', hasta: '2026-12-14', dias: 1, estado: 'aprobada', creadaEn: '2026-11-12T09:00:00.000Z' }),
  unaAusencia({ id: 5, desde: '2026-12-21', hasta: '2026-12-21', dias: 1, estado: 'cancelada', creadaEn: '2026-11-11T09:00:00.000Z' }),
];

function api(rutas: Rutas = {}) {
  return servidorFalso({
    'GET /ausencias/saldo': [200, unSaldoAusencias()],
    'GET /ausencias/tipos': [200, TIPOS_AUSENCIA],
    'GET /ausencias': [200, { ausencias: AUSENCIAS }],
    'GET /horas/saldo': saldoFalso({ feriados: { '2026-12-08': 'Inmaculada Concepción' } }),
    ...rutas,
  });
}

const solicitudes = () => screen.getByRole('region', { name: 'Mis solicitudes' });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 18, 10)); // Wednesday 18/11/2026
  useAuthStore.setState({ id: 3, perfil: 'Junior' });
});
afterEach(() => vi.useRealTimers());

describe("'Mis ausencias'", { timeout: 180_000 }, () => {
  it('shows the year\'s balance and the requests newest first, a rejection with its motivo, and asks for the user\'s own', async () => {
    const pedidos = api();
    renderizar(<MisAusencias />);
    expect(await screen.findByText('Vacaciones 2026: 14 días asignados · 5 usados · 2 pendientes · 7 disponibles')).toBeInTheDocument();
    await waitFor(() => expect(filasDeTabla(solicitudes())).toHaveLength(5));
    expect(filasDeTabla(solicitudes())).toEqual([
      'Vacaciones02/12/2026 – 04/12/20263PendienteCancelar',
      'Licencia14/12/20261AprobadaCancelar',
      'Vacaciones21/12/20261Cancelada',
      'Vacaciones23/11/20261Rechazada: Cierre del trimestre',
      'Vacaciones05/10/20261Aprobada',
    ]);
    expect(pedidosA(pedidos, 'GET /ausencias/saldo')[0].params).toEqual({ usuarioId: 3, año: '2026' });
    expect(pedidosA(pedidos, 'GET /ausencias')[0].params).toMatchObject({ usuarioId: 3 });
  });

  it("'Cancelar' cancels the request and the list is asked again", async () => {
    const pedidos = api({ 'POST /ausencias/3/cancelar': [200, unaAusencia({ id: 3, estado: 'cancelada' })] });
    const { usuario } = renderizar(<MisAusencias />);
    await usuario.click(await screen.findByRole('button', { name: 'Cancelar Vacaciones 02/12/2026 – 04/12/2026' }));
    expect(await screen.findByText('Ausencia cancelada')).toBeInTheDocument();
    await waitFor(() => expect(pedidosA(pedidos, 'GET /ausencias')).toHaveLength(2));
  });

  it('shows the working days a request covers before it is sent (a holiday and a weekend are not), and sends it', async () => {
    const pedidos = api({ 'POST /ausencias': [201, unaAusencia({ id: 9, desde: '2026-12-07', hasta: '2026-12-11', dias: 4 })] });
    const { usuario } = renderizar(<MisAusencias />);
    await elegirOpcion(usuario, 'Tipo', 'Vacaciones');
    await escribirFecha(usuario, screen.getByLabelText('Desde'), '05/12/2026');
    await escribirFecha(usuario, screen.getByLabelText('Hasta'), '11/12/2026');
    expect(await screen.findByText('La solicitud cubre 4 días laborables.')).toBeInTheDocument();
    // 'Medio día' only for a single day.
    expect(screen.queryByLabelText('Medio día')).not.toBeInTheDocument();
    await usuario.click(screen.getByRole('button', { name: 'Solicitar' }));
    expect(await screen.findByText('Ausencia solicitada')).toBeInTheDocument();
    expect(cuerposA(pedidos, 'POST /ausencias')).toEqual([{ tipoId: 1, desde: '2026-12-05', hasta: '2026-12-11' }]);
  });

  it("offers 'Medio día' for one day of a type that allows it, and shows the API's refusal in the form", async () => {
    const pedidos = api({ 'POST /ausencias': [409, { mensaje: MENSAJES_AUSENCIA.sinSaldo(0, 2026) }] });
    const { usuario } = renderizar(<MisAusencias />);
    await elegirOpcion(usuario, 'Tipo', 'Enfermedad');
    await escribirFecha(usuario, screen.getByLabelText('Desde'), '09/12/2026');
    await escribirFecha(usuario, screen.getByLabelText('Hasta'), '09/12/2026');
    expect(await screen.findByText('La solicitud cubre 1 día laborable.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Medio día')).not.toBeInTheDocument();

    await elegirOpcion(usuario, 'Tipo', 'Vacaciones');
    await usuario.click(await screen.findByLabelText('Medio día'));
    expect(await screen.findByText('La solicitud cubre 0,5 días laborables.')).toBeInTheDocument();
    await usuario.type(screen.getByLabelText('Comentario'), 'Médico');
    await usuario.click(screen.getByRole('button', { name: 'Solicitar' }));
    expect(await screen.findByText(MENSAJES_AUSENCIA.sinSaldo(0, 2026))).toBeInTheDocument();
    expect(cuerposA(pedidos, 'POST /ausencias')).toEqual([{ tipoId: 1, desde: '2026-12-09', hasta: '2026-12-09', medioDia: true, comentario: 'Médico' }]);
  });

  it('says what is missing before sending anything', async () => {
    const pedidos = api();
    const { usuario } = renderizar(<MisAusencias />);
    await usuario.click(await screen.findByRole('button', { name: 'Solicitar' }));
    expect(await screen.findByText('Elija el tipo de ausencia.')).toBeInTheDocument();
    expect(screen.getByText('Indique el primer día.')).toBeInTheDocument();
    expect(pedidosA(pedidos, 'POST /ausencias')).toEqual([]);
  });

  it("offers no 'Usuario' to whoever is not an administrator", async () => {
    api();
    renderizar(<MisAusencias />);
    await screen.findByRole('button', { name: 'Solicitar' });
    expect(screen.queryByLabelText('Usuario')).not.toBeInTheDocument();
  });

  it("lets an administrator record an absence for someone else, counted on that person's jornada and approved at once", async () => {
    useAuthStore.setState({ id: 1, perfil: PERFIL_ADMIN });
    const pedidos = api({
      'GET /usuarios/usuarios': [200, [unUsuario({ id: 1, nombre: 'Admin', apellidos: 'Horas' }), unUsuario({ id: 3, nombre: 'Luis', apellidos: 'Pérez' })]],
      'POST /ausencias': [201, unaAusencia({ id: 9, desde: '2026-12-09', hasta: '2026-12-09', dias: 1, estado: 'aprobada' })],
    });
    const { usuario } = renderizar(<MisAusencias />);
    await elegirOpcion(usuario, 'Usuario', 'Luis Pérez');
    expect(screen.getByText('Lo que registra para otra persona queda aprobado.')).toBeInTheDocument();
    await elegirOpcion(usuario, 'Tipo', 'Enfermedad');
    await escribirFecha(usuario, screen.getByLabelText('Desde'), '09/12/2026');
    await escribirFecha(usuario, screen.getByLabelText('Hasta'), '09/12/2026');
    expect(await screen.findByText('La solicitud cubre 1 día laborable.')).toBeInTheDocument();
    expect(pedidosA(pedidos, 'GET /horas/saldo').at(-1)?.params).toMatchObject({ usuarioId: 3 });
    await usuario.click(screen.getByRole('button', { name: 'Solicitar' }));
    expect(await screen.findByText('Ausencia registrada')).toBeInTheDocument();
    expect(cuerposA(pedidos, 'POST /ausencias')).toEqual([{ usuarioId: 3, tipoId: 2, desde: '2026-12-09', hasta: '2026-12-09' }]);
  });
});
