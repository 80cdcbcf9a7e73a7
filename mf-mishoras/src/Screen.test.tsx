import { getClientesUsuario, getMisHorasPorCliente, getMisHorasPorFecha, type Cliente } from '@horas/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import Screen from './Screen';
import { unaHora, unaRespuesta } from './test/fixtures';
import { renderConApp } from './test/render';

vi.mock('@horas/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@horas/shared')>()),
  getClientesUsuario: vi.fn(),
  getMisHorasPorCliente: vi.fn(),
  getMisHorasPorFecha: vi.fn(),
}));

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(getClientesUsuario).mockResolvedValue([{ id: 1, nombre: 'Acme' }, { id: 2, nombre: 'Globex' }] as Cliente[]);
});

const region = (nombre: string) => screen.getByRole('region', { name: nombre });

// Whole-screen flows: filters, API call and results wired together (details in the component tests).
describe('Mis Horas Registradas', () => {
  it("searches the user's client and names it in the summary", async () => {
    const user = userEvent.setup({ delay: null });
    vi.mocked(getMisHorasPorCliente).mockResolvedValue(unaRespuesta([unaHora({ cliente: { id: 2, nombre: 'Globex' } })], { clienteId: 2 }));
    renderConApp(<Screen />);
    expect(screen.getByRole('heading', { name: 'Mis Horas Registradas' })).toBeInTheDocument();
    expect(screen.getByText('Selecciona un filtro para ver tus horas registradas.')).toBeInTheDocument();

    await user.click(within(region('Filtrar por cliente')).getByLabelText('Cliente'));
    await user.click(await screen.findByTitle('Globex'));
    await user.click(screen.getByRole('button', { name: 'Buscar por Cliente' }));

    expect(getMisHorasPorCliente).toHaveBeenCalledWith({ clienteId: 2 });
    expect(await within(await screen.findByRole('region', { name: 'Resumen' })).findByText('Cliente Filtrado')).toBeInTheDocument();
    expect(within(region('Resumen')).getByText('Globex')).toBeInTheDocument();
  });

  it("shows the fallback error, then 'Limpiar Filtro' clears results and every filter", async () => {
    const user = userEvent.setup({ delay: null });
    vi.mocked(getMisHorasPorFecha).mockRejectedValue(new Error('Network Error'));
    renderConApp(<Screen />);
    const filtro = region('Filtrar por fecha específica todos los clientes');
    const fecha = within(filtro).getByLabelText('Fecha');

    await user.click(fecha);
    await user.type(fecha, '02/03/2026{Enter}');
    await user.click(within(filtro).getByRole('button', { name: 'Buscar por Fecha' }));
    expect(getMisHorasPorFecha).toHaveBeenCalledWith({ fecha: '2026-03-02' });
    expect(await screen.findByText('Error: Error al cargar las horas de la fecha')).toBeInTheDocument();

    await user.click(within(region('Filtrar por semana todos los clientes')).getByRole('button', { name: 'Limpiar Filtro' }));
    expect(screen.getByText('Selecciona un filtro para ver tus horas registradas.')).toBeInTheDocument();
    await waitFor(() => expect(fecha).toHaveValue(''));
  });
});
