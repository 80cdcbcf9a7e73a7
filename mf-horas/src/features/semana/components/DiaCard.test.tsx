import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { renderizar, unaHora } from '@horas/shared/testing';
import { DiaCard } from './DiaCard';

const lunes = dayjs('2026-11-16');
const acciones = { onAgregar: vi.fn(), onEditar: vi.fn(), onEliminar: vi.fn() };
const motivo = 'Fuera del período de carga: se pueden cargar horas del 01/09/2026 al 30/11/2026.';

describe('DiaCard', () => {
  it('shows weekday, date, day total and each entry with client, task and hours', () => {
    const conCliente = unaHora({ horas: 1.5, fechaCarga: '16/11/2026' });
    const sinCliente = unaHora({ horas: 0.25, clienteId: null, cliente: null, servicio: null, tarea: { nombre: 'Capacitación' } });
    renderizar(<DiaCard dia={lunes} horas={[conCliente, sinCliente]} motivoBloqueo={null} {...acciones} />);

    const tarjeta = screen.getByRole('region', { name: 'Lunes 16/11/2026' });
    expect(within(tarjeta).getByText('Lunes')).toBeInTheDocument();
    expect(within(tarjeta).getByText('16/11/2026')).toBeInTheDocument();
    expect(within(tarjeta).getByText('1.75 hs')).toBeInTheDocument();
    const [primera, segunda] = within(tarjeta).getAllByRole('listitem');
    expect(within(primera).getByText('Acme')).toBeInTheDocument();
    expect(within(primera).getByText('Programación')).toBeInTheDocument();
    expect(within(primera).getByText('1.50 hs')).toBeInTheDocument();
    expect(within(segunda).queryByText('Acme')).not.toBeInTheDocument();
    expect(within(segunda).getByText('Capacitación')).toBeInTheDocument();
    expect(within(segunda).getByText('0.25 hs')).toBeInTheDocument();
  });

  it("says 'No hay horas cargadas' on an empty day", () => {
    renderizar(<DiaCard dia={lunes} horas={[]} motivoBloqueo={null} {...acciones} />);
    expect(screen.getByText('No hay horas cargadas')).toBeInTheDocument();
    expect(screen.getByText('0.00 hs')).toBeInTheDocument();
  });

  it("while the week loads with nothing known of the day, shows neither a total nor 'No hay horas cargadas'", () => {
    renderizar(<DiaCard dia={lunes} horas={[]} motivoBloqueo={null} cargando {...acciones} />);
    expect(screen.queryByText('No hay horas cargadas')).not.toBeInTheDocument();
    expect(screen.queryByText('0.00 hs')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar hora' })).toBeInTheDocument();
  });

  it('a locked day says why on keyboard focus and on hover', async () => {
    renderizar(<DiaCard dia={lunes} horas={[]} motivoBloqueo={motivo} {...acciones} />);
    expect(screen.getByRole('button', { name: 'Agregar hora' })).toBeDisabled();
    const bloqueo = screen.getByRole('group');
    expect(bloqueo).toHaveAccessibleDescription(motivo);

    await userEvent.tab();
    expect(bloqueo).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(motivo);
    await userEvent.tab();
    await userEvent.hover(bloqueo);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(motivo);
  });

  it("marks a past day without hours 'Sin horas', beside the spec's 'No hay horas cargadas'", () => {
    renderizar(<DiaCard dia={lunes} horas={[]} motivoBloqueo={null} marca={{ tipo: 'sin-horas' }} {...acciones} />);
    expect(screen.getByText('Sin horas')).toBeInTheDocument();
    expect(screen.getByText('No hay horas cargadas')).toBeInTheDocument();
  });

  it("names a holiday in its header, instead of 'Sin horas'", () => {
    renderizar(<DiaCard dia={lunes} horas={[]} motivoBloqueo={null} marca={{ tipo: 'feriado', nombre: 'Día de la Soberanía' }} {...acciones} />);
    expect(within(screen.getByRole('region', { name: 'Lunes 16/11/2026' })).getByText('Día de la Soberanía')).toBeInTheDocument();
    expect(screen.queryByText('Sin horas')).not.toBeInTheDocument();
  });

  it('an open day has nothing to explain', () => {
    renderizar(<DiaCard dia={lunes} horas={[]} motivoBloqueo={null} {...acciones} />);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('hands the day and the entry to its actions', async () => {
    const hora = unaHora();
    renderizar(<DiaCard dia={lunes} horas={[hora]} motivoBloqueo={null} {...acciones} />);
    await userEvent.click(screen.getByRole('button', { name: 'Agregar hora' }));
    await userEvent.click(screen.getByRole('button', { name: 'Editar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    expect(acciones.onAgregar).toHaveBeenCalledWith(lunes);
    expect(acciones.onEditar).toHaveBeenCalledWith(hora);
    expect(acciones.onEliminar).toHaveBeenCalledWith(hora);
  });

  it('disables add, edit and delete outside the editing window', () => {
    renderizar(<DiaCard dia={lunes} horas={[unaHora()]} motivoBloqueo={motivo} {...acciones} />);
    for (const nombre of ['Agregar hora', 'Editar', 'Eliminar']) {
      expect(screen.getByRole('button', { name: nombre })).toBeDisabled();
    }
  });
});
