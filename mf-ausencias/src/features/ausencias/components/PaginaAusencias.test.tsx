import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MENSAJES_AUSENCIA, PERFIL_ADMIN, useAuthStore } from '@horas/shared';
import {
  cuerposA, filasDeTabla, pedidosA, renderizar, servidorFalso, TIPOS_AUSENCIA, unaAusencia, unSaldoAusencias, unUsuario, type Rutas,
} from '@horas/shared/testing';
import { PaginaAusencias } from './PaginaAusencias';

const ANA = { id: 2, nombre: 'Ana', apellidos: 'García' };
const CARLA = { id: 4, nombre: 'Carla', apellidos: 'Méndez' };
// Pending requests Ana sees: Luis's and Carla's, and her own, which a responsable never decides.
const PENDIENTES = [
  unaAusencia({ id: 11 }),
  unaAusencia({ id: 12, usuario: CARLA, tipo: { id: 3, nombre: 'Licencia' }, desde: '2026-12-10', hasta: '2026-12-10', dias: 1 }),
  unaAusencia({ id: 13, usuario: ANA, desde: '2026-12-28', hasta: '2026-12-30', dias: 3 }),
];

function api(rutas: Rutas = {}) {
  return servidorFalso({
    'GET /ausencias': [200, { ausencias: PENDIENTES }],
    'GET /ausencias/tipos': [200, TIPOS_AUSENCIA],
    'GET /ausencias/saldo': (pedido) => [200, unSaldoAusencias({ usuarioId: (pedido.params as { usuarioId: number }).usuarioId, disponibles: 4 })],
    'GET /ausencias/calendario': [200, { personas: [] }],
    'GET /horas/feriados': [200, []],
    ...rutas,
  });
}

/** Ana leads Desarrollo: she approves its people. */
const comoAna = () => useAuthStore.setState({ id: 2, perfil: 'Senior', usuario: unUsuario({ id: 2, areasResponsable: [1] }) });
const tabla = () => screen.getByRole('region', { name: 'Solicitudes por aprobar' });

async function abrirPorAprobar() {
  const pagina = renderizar(<PaginaAusencias />);
  await pagina.usuario.click(await screen.findByRole('tab', { name: 'Por aprobar (2)' }));
  await waitFor(() => expect(filasDeTabla(tabla())).toHaveLength(2));
  return pagina;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 18, 10));
});
afterEach(() => vi.useRealTimers());

describe("'Ausencias'", { timeout: 180_000 }, () => {
  it("staff get 'Mis ausencias' and 'Calendario del equipo' only, under one h1", async () => {
    useAuthStore.setState({ id: 3, perfil: 'Junior', usuario: unUsuario({ id: 3 }) });
    api({ 'GET /ausencias': [200, { ausencias: [] }] });
    renderizar(<PaginaAusencias />);
    expect(screen.getByRole('heading', { level: 1, name: 'Ausencias' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Mis ausencias', 'Calendario del equipo']);
    expect(await screen.findByRole('heading', { level: 2, name: 'Solicitar ausencia' })).toBeInTheDocument();
  });

  it("an administrator also gets 'Por aprobar' and 'Configuración'", async () => {
    useAuthStore.setState({ id: 1, perfil: PERFIL_ADMIN, usuario: unUsuario({ id: 1, perfil: PERFIL_ADMIN }) });
    api();
    renderizar(<PaginaAusencias />);
    // An administrator decides on anyone's, their own too.
    await waitFor(() => expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Mis ausencias', 'Calendario del equipo', 'Por aprobar (3)', 'Configuración',
    ]));
  });

  it("'Por aprobar': a row per request of the people she approves, with the balance left once approved", async () => {
    comoAna();
    const pedidos = api();
    await abrirPorAprobar();
    await waitFor(() => expect(filasDeTabla(tabla())[0]).toContain('4 días'));
    expect(filasDeTabla(tabla())).toEqual([
      'Luis PérezVacaciones02/12/2026 – 04/12/202634 díasAprobarRechazar',
      'Carla MéndezLicencia10/12/20261—AprobarRechazar',
    ]);
    expect(pedidosA(pedidos, 'GET /ausencias')[0].params).toMatchObject({ estado: 'pendiente' });
    // Only a type that uses the balance asks for it.
    expect(pedidosA(pedidos, 'GET /ausencias/saldo').map((p) => p.params)).toContainEqual({ usuarioId: 3, año: '2026' });
    expect(pedidosA(pedidos, 'GET /ausencias/saldo').map((p) => p.params)).not.toContainEqual({ usuarioId: 4, año: '2026' });
  });

  it("'Aprobar' approves in the row; a refusal is said with the API's message", async () => {
    comoAna();
    const pedidos = api({
      'POST /ausencias/11/aprobar': [200, unaAusencia({ id: 11, estado: 'aprobada' })],
      'POST /ausencias/12/aprobar': [409, { mensaje: MENSAJES_AUSENCIA.solapada }],
    });
    const { usuario } = await abrirPorAprobar();
    await usuario.click(screen.getByRole('button', { name: 'Aprobar Luis Pérez 02/12/2026 – 04/12/2026' }));
    expect(await screen.findByText('Luis Pérez: ausencia aprobada')).toBeInTheDocument();
    await usuario.click(screen.getByRole('button', { name: 'Aprobar Carla Méndez 10/12/2026' }));
    expect(await screen.findByText(MENSAJES_AUSENCIA.solapada)).toBeInTheDocument();
    expect(pedidosA(pedidos, 'POST /ausencias/:id/aprobar').map((p) => p.url)).toEqual(['/ausencias/11/aprobar', '/ausencias/12/aprobar']);
  });

  it("'Rechazar' needs a motivo, and sends it", async () => {
    comoAna();
    const pedidos = api({ 'POST /ausencias/12/rechazar': [200, unaAusencia({ id: 12, usuario: CARLA, estado: 'rechazada' })] });
    const { usuario } = await abrirPorAprobar();
    await usuario.click(screen.getByRole('button', { name: 'Rechazar Carla Méndez 10/12/2026' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Rechazar la ausencia de Carla Méndez (10/12/2026)' });
    await usuario.click(within(dialogo).getByRole('button', { name: 'Rechazar' }));
    expect(await within(dialogo).findByText(MENSAJES_AUSENCIA.motivoObligatorio)).toBeInTheDocument();
    expect(cuerposA(pedidos, 'POST /ausencias/12/rechazar')).toEqual([]);

    await usuario.type(within(dialogo).getByLabelText('Motivo'), 'Entrega del proyecto');
    await usuario.click(within(dialogo).getByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByText('Carla Méndez: ausencia rechazada')).toBeInTheDocument();
    expect(cuerposA(pedidos, 'POST /ausencias/12/rechazar')).toEqual([{ motivo: 'Entrega del proyecto' }]);
  });
});
