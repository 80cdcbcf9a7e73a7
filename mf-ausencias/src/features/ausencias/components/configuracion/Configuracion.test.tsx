import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MENSAJES_AUSENCIA, PERFIL_ADMIN, useAuthStore } from '@horas/shared';
import {
  cuerposA, elegirOpcion, escribir, filasDeTabla, pedidosA, renderizar, servidorFalso, TIPOS_AUSENCIA, unSaldoAusencias, unUsuario, type Rutas,
} from '@horas/shared/testing';
import { Configuracion } from './Configuracion';

const TIPOS = [...TIPOS_AUSENCIA, { id: 5, nombre: 'Mudanza', requiereAprobacion: true, descuentaSaldo: false, permiteMedioDia: false, activo: false }];

function api(rutas: Rutas = {}) {
  return servidorFalso({
    'GET /ausencias/tipos': [200, TIPOS],
    'GET /ausencias/configuracion': [200, { diasVacacionesPorAño: 14 }],
    'GET /usuarios/usuarios': [200, [unUsuario({ id: 3, nombre: 'Luis', apellidos: 'Pérez' })]],
    'GET /ausencias/saldo': [200, unSaldoAusencias({ asignados: 14 })],
    ...rutas,
  });
}

const tipos = () => screen.getByRole('region', { name: 'Tipos de ausencia' });

beforeEach(() => useAuthStore.setState({ id: 1, perfil: PERFIL_ADMIN }));

describe("'Configuración'", { timeout: 180_000 }, () => {
  it('lists every type, the inactive ones marked; a new one is created, a duplicate name refused in the dialog', async () => {
    const pedidos = api({ 'POST /ausencias/tipos': [409, { mensaje: MENSAJES_AUSENCIA.tipoDuplicado }] });
    const { usuario } = renderizar(<Configuracion />);
    await waitFor(() => expect(filasDeTabla(tipos())).toHaveLength(5));
    expect(filasDeTabla(tipos())[3]).toBe('VacacionesSíSíSíEditarDesactivar');
    expect(filasDeTabla(tipos())[4]).toBe('Mudanza (Inactivo)SíNoNoEditarActivar');

    await usuario.click(screen.getByRole('button', { name: 'Nuevo tipo' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Nuevo tipo de ausencia' });
    escribir(within(dialogo).getByLabelText('Nombre'), 'Vacaciones');
    await usuario.click(within(dialogo).getByLabelText('Permite medio día'));
    await usuario.click(within(dialogo).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialogo).findByText(MENSAJES_AUSENCIA.tipoDuplicado)).toBeInTheDocument();
    expect(cuerposA(pedidos, 'POST /ausencias/tipos')).toEqual([{ nombre: 'Vacaciones', requiereAprobacion: true, descuentaSaldo: false, permiteMedioDia: true }]);
  });

  it("edits a type, and 'Activar' turns an inactive one on", async () => {
    const pedidos = api({ 'PUT /ausencias/tipos/:id': [200, TIPOS[0]] });
    const { usuario } = renderizar(<Configuracion />);
    await usuario.click(await screen.findByRole('button', { name: 'Editar Licencia' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Editar Licencia' });
    expect(within(dialogo).getByLabelText('Nombre')).toHaveValue('Licencia');
    await usuario.click(within(dialogo).getByLabelText('Requiere aprobación'));
    await usuario.click(within(dialogo).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(dialogo).not.toBeInTheDocument());
    await usuario.click(screen.getByRole('button', { name: 'Activar Mudanza' }));
    expect(await screen.findByText('Mudanza: activado')).toBeInTheDocument();
    expect(pedidosA(pedidos, 'PUT /ausencias/tipos/:id').map((p) => [p.url, JSON.parse(p.data as string)])).toEqual([
      ['/ausencias/tipos/3', { nombre: 'Licencia', requiereAprobacion: false, descuentaSaldo: false, permiteMedioDia: false }],
      ['/ausencias/tipos/5', { activo: true }],
    ]);
  });

  it("saves the company's vacation days and a person's for a year", async () => {
    const pedidos = api({
      'PUT /ausencias/configuracion': [200, { diasVacacionesPorAño: 20 }],
      'PUT /ausencias/asignaciones/3/2027': [200, unSaldoAusencias({ año: 2027, asignados: 22.5 })],
    });
    const { usuario } = renderizar(<Configuracion />);
    const porDefecto = await screen.findByLabelText('Días de vacaciones por año');
    expect(porDefecto).toHaveValue('14');
    escribir(porDefecto, '20');
    await usuario.click(screen.getAllByRole('button', { name: 'Guardar' })[0]);
    expect(await screen.findByText('Días de vacaciones guardados')).toBeInTheDocument();

    await elegirOpcion(usuario, 'Usuario', 'Luis Pérez');
    expect(await screen.findByText('Hoy tiene 14 días asignados en 2026.')).toBeInTheDocument();
    escribir(screen.getByLabelText('Año'), '2027');
    escribir(screen.getByLabelText('Días'), '22,5');
    await usuario.click(screen.getByRole('button', { name: 'Asignar' }));
    expect(await screen.findByText('Días asignados guardados')).toBeInTheDocument();
    expect(cuerposA(pedidos, 'PUT /ausencias/configuracion')).toEqual([{ diasVacacionesPorAño: 20 }]);
    expect(cuerposA(pedidos, 'PUT /ausencias/asignaciones/3/2027')).toEqual([{ dias: 22.5 }]);
  });

  it("assigns days only for a year the API admits: 9999 becomes 9998", async () => {
    const pedidos = api({ 'PUT /ausencias/asignaciones/3/9998': [200, unSaldoAusencias({ año: 9998, asignados: 10 })] });
    const { usuario } = renderizar(<Configuracion />);
    await elegirOpcion(usuario, 'Usuario', 'Luis Pérez');
    await usuario.clear(screen.getByLabelText('Año'));
    await usuario.type(screen.getByLabelText('Año'), '9999');
    await usuario.click(screen.getByLabelText('Días'));
    await usuario.type(screen.getByLabelText('Días'), '10');
    await usuario.click(screen.getByRole('button', { name: 'Asignar' }));
    expect(await screen.findByText('Días asignados guardados')).toBeInTheDocument();
    expect(screen.getByLabelText('Año')).toHaveValue('9998');
    expect(cuerposA(pedidos, 'PUT /ausencias/asignaciones/3/9998')).toEqual([{ dias: 10 }]);
  });
});
