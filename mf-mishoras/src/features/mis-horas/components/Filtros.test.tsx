import type { Cliente } from '@horas/shared';
import { screen } from '@testing-library/react';
import { Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { escribirFecha, nuevoUsuario, renderizar } from '@horas/shared/testing';
import { FiltroPorCliente } from './FiltroPorCliente';
import { FiltroPorFecha } from './FiltroPorFecha';
import { FiltroPorSemana } from './FiltroPorSemana';

const clientes = [{ id: 1, nombre: 'Acme' }, { id: 2, nombre: 'Globex' }, { id: 3, nombre: 'Municipalidad de Río Claro' }] as Cliente[];

function PorCliente({ onBuscar }: { onBuscar: () => void }) {
  const [form] = Form.useForm();
  return (
    <FiltroPorCliente form={form} clientes={{ lista: clientes, cargando: false, error: false, reintentar: vi.fn() }} buscando={false} onBuscar={onBuscar} onLimpiar={vi.fn()} />
  );
}

function PorSemana({ onBuscar }: { onBuscar: () => void }) {
  const [form] = Form.useForm();
  return <FiltroPorSemana form={form} buscando={false} onBuscar={onBuscar} onLimpiar={vi.fn()} />;
}

function PorFecha({ onBuscar }: { onBuscar: () => void }) {
  const [form] = Form.useForm();
  return <FiltroPorFecha form={form} buscando={false} onBuscar={onBuscar} onLimpiar={vi.fn()} />;
}

describe('Filtrar por cliente', () => {
  it('asks for a client, then searches a month with digits only', async () => {
    const user = nuevoUsuario();
    const onBuscar = vi.fn();
    renderizar(<PorCliente onBuscar={onBuscar} />);

    await user.click(screen.getByRole('button', { name: 'Buscar por Cliente' }));
    expect(await screen.findByText('Por favor seleccione un cliente')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Cliente'));
    // The visible option carries the name as its title (role=option nodes are antd's a11y shadow list).
    await user.click(await screen.findByTitle('Globex'));
    await user.click(screen.getByRole('radio', { name: 'Por mes y año' }));
    await user.type(await screen.findByLabelText('Mes'), '0x3');
    await user.type(screen.getByLabelText('Año'), '20266');
    expect(screen.getByLabelText('Mes')).toHaveValue('03');
    expect(screen.getByLabelText('Año')).toHaveValue('2026');
    await user.click(screen.getByRole('button', { name: 'Buscar por Cliente' }));

    expect(onBuscar).toHaveBeenCalledWith({ clienteId: 2, mes: 3, año: 2026 });
  });

  it("spells 'Período' as everywhere else", () => {
    renderizar(<PorCliente onBuscar={vi.fn()} />);
    expect(screen.getByText('Período')).toBeInTheDocument();
    expect(screen.queryByText('Periodo')).not.toBeInTheDocument();
  });

  it("finds the client whatever its accents and case: 'RIO' finds 'Río Claro'", async () => {
    const user = nuevoUsuario();
    const onBuscar = vi.fn();
    renderizar(<PorCliente onBuscar={onBuscar} />);
    await user.click(screen.getByLabelText('Cliente'));
    await user.type(screen.getByLabelText('Cliente'), 'RIO');
    await user.click(await screen.findByTitle('Municipalidad de Río Claro'));
    expect(screen.queryByTitle('Globex')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buscar por Cliente' }));
    expect(onBuscar).toHaveBeenCalledWith({ clienteId: 3 });
  });

  it('asks for the specific date and for both ends of a range', async () => {
    const user = nuevoUsuario();
    const onBuscar = vi.fn();
    renderizar(<PorCliente onBuscar={onBuscar} />);
    await user.click(screen.getByLabelText('Cliente'));
    await user.click(await screen.findByTitle('Acme'));

    await user.click(screen.getByRole('radio', { name: 'Fecha específica' }));
    await user.click(screen.getByRole('button', { name: 'Buscar por Cliente' }));
    expect(await screen.findByText('Por favor seleccione una fecha específica')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Rango de fechas' }));
    await user.click(screen.getByRole('button', { name: 'Buscar por Cliente' }));
    expect(await screen.findByText('Por favor seleccione las fechas de inicio y fin')).toBeInTheDocument();
    expect(onBuscar).not.toHaveBeenCalled();
  });
});

describe('Filtrar por semana todos los clientes', () => {
  it('asks for both dates, then sends them as YYYY-MM-DD', async () => {
    const user = nuevoUsuario();
    const onBuscar = vi.fn();
    renderizar(<PorSemana onBuscar={onBuscar} />);

    await user.click(screen.getByRole('button', { name: 'Buscar por Semana' }));
    expect(await screen.findByText('Por favor seleccione las fechas de inicio y fin de la semana')).toBeInTheDocument();

    await escribirFecha(user, screen.getByLabelText('Fecha de inicio'), '02/03/2026');
    await escribirFecha(user, screen.getByLabelText('Fecha de fin'), '08/03/2026');
    await user.click(screen.getByRole('button', { name: 'Buscar por Semana' }));
    expect(onBuscar).toHaveBeenCalledWith({ fechaInicio: '2026-03-02', fechaFin: '2026-03-08' });
  });
});

describe('Filtrar por fecha específica todos los clientes', () => {
  it('asks for the date, then sends it as YYYY-MM-DD', async () => {
    const user = nuevoUsuario();
    const onBuscar = vi.fn();
    renderizar(<PorFecha onBuscar={onBuscar} />);

    await user.click(screen.getByRole('button', { name: 'Buscar por Fecha' }));
    expect(await screen.findByText('Por favor seleccione una fecha')).toBeInTheDocument();

    await escribirFecha(user, screen.getByLabelText('Fecha'), '03/03/2026');
    await user.click(screen.getByRole('button', { name: 'Buscar por Fecha' }));
    expect(onBuscar).toHaveBeenCalledWith({ fecha: '2026-03-03' });
  });
});
