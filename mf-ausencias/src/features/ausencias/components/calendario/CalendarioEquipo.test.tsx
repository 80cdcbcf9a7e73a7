import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@horas/shared';
import {
  capturarDescargas, elegirOpcion, pedidosA, renderizar, type Rutas, servidorFalso, simularPantalla, unaPersonaDelCalendario, unUsuario,
} from '@horas/shared/testing';
import { CalendarioEquipo } from './CalendarioEquipo';

const ANA = { id: 2, nombre: 'Ana', apellidos: 'García' };
const CARLA = { id: 4, nombre: 'Carla', apellidos: 'Méndez' };
// What Carla's colleague is shown: her own week of vacation with its type, Carla's pending day without it.
const PERSONAS = [
  unaPersonaDelCalendario(ANA, [{ desde: '2026-11-16', hasta: '2026-11-20', tipo: { id: 1, nombre: 'Vacaciones' } }]),
  unaPersonaDelCalendario(CARLA, [{ desde: '2026-11-24', hasta: '2026-11-24', estado: 'pendiente', tipo: null }]),
];

function api(mas: Rutas = {}) {
  return servidorFalso({
    'GET /ausencias/calendario': [200, { personas: PERSONAS }],
    'GET /horas/feriados': [200, [{ fecha: '2026-11-23', nombre: 'Día de la Soberanía' }]],
    ...mas,
  });
}

const calendarios = (pedidos: ReturnType<typeof api>) => pedidosA(pedidos, 'GET /ausencias/calendario').map((p) => p.params as object);
const fila = (nombre: string) => screen.getByRole('rowheader', { name: nombre }).closest('tr') as HTMLElement;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 18, 10));
  useAuthStore.setState({ id: 2, perfil: 'Senior', usuario: unUsuario({ id: 2, areas: [{ id: 1, nombre: 'Desarrollo' }, { id: 3, nombre: 'Diseño' }] }) });
});
afterEach(() => vi.useRealTimers());

describe("'Calendario del equipo'", { timeout: 180_000 }, () => {
  it("a row per person and a column per day; weekends and holidays shaded, absences as bars, 'Ausente' where the type is hidden", async () => {
    const pedidos = api();
    renderizar(<CalendarioEquipo filtroDeArea={false} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Noviembre 2026' })).toBeInTheDocument();
    await screen.findByRole('rowheader', { name: 'Carla Méndez' });
    expect(calendarios(pedidos)).toEqual([{ desde: '2026-11-01', hasta: '2026-11-30' }]);
    expect(screen.getAllByRole('columnheader')).toHaveLength(31);

    const celdasAna = within(fila('Ana García')).getAllByRole('cell');
    expect(celdasAna[15]).toHaveTextContent('Vacaciones');
    expect(celdasAna[19]).toHaveTextContent('Vacaciones');
    expect(celdasAna[20].textContent).toBe('');
    const carla = within(fila('Carla Méndez')).getAllByRole('cell')[23];
    expect(carla).toHaveTextContent('Ausente (pendiente)');
    expect(carla.querySelector('.calendario__barra--pendiente')).not.toBeNull();
    // Saturday 21 and the holiday on Monday 23 shaded, the holiday named on focus.
    expect(celdasAna[20]).toHaveClass('calendario__libre');
    expect(celdasAna[22]).toHaveClass('calendario__libre');
    expect(celdasAna[17]).not.toHaveClass('calendario__libre');
    const feriado = screen.getAllByRole('columnheader')[23];
    expect(feriado).toHaveTextContent('23luDía de la Soberanía');
    expect(feriado.querySelector('[tabindex="0"]')).not.toBeNull();
  });

  it('moves by month, and an approver narrows it to an area', async () => {
    const pedidos = api();
    const { usuario } = renderizar(<CalendarioEquipo filtroDeArea />);
    await screen.findByRole('rowheader', { name: 'Carla Méndez' });
    await usuario.click(screen.getByRole('button', { name: 'Mes siguiente' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Diciembre 2026' })).toBeInTheDocument();
    await usuario.click(screen.getByRole('button', { name: 'Mes anterior' }));
    await usuario.click(screen.getByRole('button', { name: 'Mes anterior' }));
    await elegirOpcion(usuario, 'Área', 'Diseño');
    await waitFor(() => expect(calendarios(pedidos).at(-1)).toEqual({ desde: '2026-10-01', hasta: '2026-10-31', areaId: 3 }));
    expect(calendarios(pedidos)).toContainEqual({ desde: '2026-12-01', hasta: '2026-12-31' });
    expect(calendarios(pedidos)).toContainEqual({ desde: '2026-10-01', hasta: '2026-10-31' });
  });

  it('on a phone, a list by day', async () => {
    simularPantalla({ ancho: 390 });
    api();
    renderizar(<CalendarioEquipo filtroDeArea={false} />);
    const lista = await screen.findByRole('list', { name: 'Ausencias por día' });
    await waitFor(() => expect(within(lista).getByText('martes 24/11/2026')).toBeInTheDocument());
    expect(within(lista).getByText('Carla Méndez: Ausente (pendiente)')).toHaveClass('calendario-lista__pendiente');
    expect(within(lista).getAllByText('Ana García: Vacaciones')).toHaveLength(5);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("'Descargar Excel' saves the month on screen as ausencias.xlsx, or says there is nothing to save", async () => {
    const descargas = capturarDescargas();
    let respuesta: [number, ArrayBuffer | null] = [200, new Uint8Array([80, 75]).buffer];
    const pedidos = api({ 'GET /ausencias/exportar': () => respuesta });
    const { usuario } = renderizar(<CalendarioEquipo filtroDeArea={false} />);
    await screen.findByRole('rowheader', { name: 'Carla Méndez' });
    await usuario.click(screen.getByRole('button', { name: 'Descargar Excel' }));
    await waitFor(() => expect(descargas.map((d) => d.nombre)).toEqual(['ausencias.xlsx']));
    expect(pedidosA(pedidos, 'GET /ausencias/exportar').map((p) => p.params)).toEqual([{ desde: '2026-11-01', hasta: '2026-11-30' }]);

    respuesta = [204, null];
    await usuario.click(screen.getByRole('button', { name: 'Mes siguiente' }));
    await usuario.click(screen.getByRole('button', { name: 'Descargar Excel' }));
    expect(await screen.findByText('No hay ausencias en el mes elegido.')).toBeInTheDocument();
    expect(pedidosA(pedidos, 'GET /ausencias/exportar').at(-1)?.params).toEqual({ desde: '2026-12-01', hasta: '2026-12-31' });
    expect(descargas).toHaveLength(1);
  });
});
