import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PanelCatalogo } from './PanelCatalogo';
import { abrirAcciones, accionDeFila, cuerposA, enOrden, escribir, pedidosA, renderizar, servidorFalso, type Rutas } from '@horas/shared/testing';

const AREAS = 'GET /horas/areas';
const ACTUALIZAR_AREA = 'PUT /horas/areas/:id';
const CREAR_TAREA = 'POST /tareas/tareas';
const rechazo = (mensaje: string): [number, unknown] => [409, { mensaje }];

/** The catalogue's API: two areas (Diseño inactive), a service, a task of it and a default task; writes accepted; `rutas` change it. */
function abrir(rutas: Rutas = {}) {
  const pedidos = servidorFalso({
    [AREAS]: [200, [{ id: 1, nombre: 'Desarrollo', activo: true }, { id: 2, nombre: 'Diseño', activo: false }]],
    'GET /servicios/servicios': [200, [{ id: 10, nombre: 'Backend', areaId: 1, activo: true }]],
    'GET /tareas/tareas': [200, [{ id: 100, nombre: 'Programación', servicioId: 10, activo: true }, { id: 900, nombre: 'Vacaciones', servicioId: null, activo: true }]],
    'POST /horas/areas': [201, {}],
    'POST /servicios/servicios': [201, {}],
    [CREAR_TAREA]: [201, {}],
    [ACTUALIZAR_AREA]: [200, {}],
    'PUT /servicios/servicios/:id': [200, {}],
    'PUT /tareas/tareas/:id': [200, {}],
    ...rutas,
  });
  return { pedidos, ...renderizar(<MemoryRouter><PanelCatalogo /></MemoryRouter>) };
}

const region = (nombre: string) => screen.getByRole('region', { name: nombre });
const fila = (zona: HTMLElement, texto: string) =>
  within(zona).getAllByRole('row').find((f) => within(f).queryByRole('cell', { name: texto }))!;

/** Fills the open name modal and sends it. */
async function nombrar(usuario: ReturnType<typeof renderizar>['usuario'], titulo: string, nombre: string, boton = 'Crear') {
  const modal = await screen.findByRole('dialog', { name: titulo });
  escribir(within(modal).getByLabelText('Nombre'), nombre);
  await usuario.click(within(modal).getByRole('button', { name: boton }));
  return modal;
}

describe('Gestión de Catálogo', () => {
  it('lists areas with their state, services under their area and tasks under their service', async () => {
    const { usuario } = abrir();
    const areas = await screen.findByRole('region', { name: 'Áreas' });
    expect(fila(areas, 'Diseño')).toHaveTextContent('Inactivo');
    expect(within(await abrirAcciones(usuario, 'Diseño')).getByRole('menuitem', { name: 'Crear Servicio' })).toHaveAttribute('aria-disabled', 'true');
    // Every column is named for screen readers, the expand buttons' one too.
    expect(within(areas).getByRole('columnheader', { name: 'Ver servicios' })).toBeInTheDocument();
    expect(within(areas).getAllByRole('columnheader').filter((th) => !th.textContent)).toEqual([]);
    await usuario.click(within(fila(areas, 'Desarrollo')).getByRole('button', { name: 'Expandir fila' }));
    const servicios = region('Servicios de Desarrollo');
    expect(within(servicios).getByRole('columnheader', { name: 'Ver tareas' })).toBeInTheDocument();
    await usuario.click(within(fila(servicios, 'Backend')).getByRole('button', { name: 'Expandir fila' }));
    expect(fila(region('Tareas de Backend'), 'Programación')).toHaveTextContent('Activo');
  });

  it('creates an area, a service in it, a task in a service and a default task', async () => {
    const { usuario, pedidos } = abrir();
    await usuario.click(await screen.findByRole('button', { name: 'Crear Área' }));
    await nombrar(usuario, 'Crear Área', '  Soporte  ');
    await waitFor(() => expect(cuerposA(pedidos, 'POST /horas/areas')).toEqual([{ nombre: 'Soporte' }]));
    expect(await screen.findByText('Área creada correctamente')).toBeInTheDocument();

    await accionDeFila(usuario, 'Desarrollo', 'Crear Servicio');
    await nombrar(usuario, 'Crear Servicio', 'Frontend');
    await waitFor(() => expect(cuerposA(pedidos, 'POST /servicios/servicios')).toEqual([{ nombre: 'Frontend', areaId: 1 }]));

    await usuario.click(within(fila(region('Áreas'), 'Desarrollo')).getByRole('button', { name: 'Expandir fila' }));
    await accionDeFila(usuario, 'Backend', 'Crear Tarea');
    await nombrar(usuario, 'Crear Tarea', 'Revisión de código');
    await waitFor(() => expect(cuerposA(pedidos, CREAR_TAREA)).toEqual([{ nombre: 'Revisión de código', servicioId: 10 }]));

    await usuario.click(screen.getByRole('tab', { name: 'Tareas por defecto' }));
    expect(fila(region('Tareas por defecto'), 'Vacaciones')).toBeInTheDocument();
    await usuario.click(screen.getByRole('button', { name: 'Crear Tarea por defecto' }));
    await nombrar(usuario, 'Crear Tarea por defecto', 'Capacitación');
    await waitFor(() => expect(cuerposA(pedidos, CREAR_TAREA).at(-1)).toEqual({ nombre: 'Capacitación', servicioId: null }));
  });

  it('asks for a name before sending, and shows the server refusal of a taken one', async () => {
    const { usuario, pedidos } = abrir({ [ACTUALIZAR_AREA]: rechazo("Ya existe un área llamada 'Diseño'.") });
    await accionDeFila(usuario, 'Desarrollo', 'Renombrar');
    const modal = await nombrar(usuario, 'Renombrar Área', '   ', 'Guardar');
    expect(await within(modal).findByText('El nombre del área es obligatorio.')).toBeInTheDocument();
    expect(pedidosA(pedidos, ACTUALIZAR_AREA)).toEqual([]);

    await nombrar(usuario, 'Renombrar Área', 'Diseño', 'Guardar');
    expect(await within(modal).findByRole('alert')).toHaveTextContent("Ya existe un área llamada 'Diseño'.");
    expect(cuerposA(pedidos, 'PUT /horas/areas/1')).toEqual([{ nombre: 'Diseño' }]);
  });

  it('says when the catalogue could not be loaded, and loads it again on Reintentar', async () => {
    const { usuario } = abrir({
      [AREAS]: enOrden([503], [200, [{ id: 1, nombre: 'Desarrollo', activo: true }, { id: 2, nombre: 'Diseño', activo: false }]]),
    });
    expect(await screen.findByText('No se pudo cargar el catálogo')).toBeInTheDocument();
    await usuario.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(fila(await screen.findByRole('region', { name: 'Áreas' }), 'Desarrollo')).toBeInTheDocument();
  });

  it('opens a rename with the current name, also after a create', async () => {
    const { usuario } = abrir();
    await usuario.click(await screen.findByRole('button', { name: 'Crear Área' }));
    await nombrar(usuario, 'Crear Área', 'Soporte');
    expect(await screen.findByText('Área creada correctamente')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Crear Área' })).not.toBeInTheDocument());

    await accionDeFila(usuario, 'Desarrollo', 'Renombrar');
    const modal = await screen.findByRole('dialog', { name: 'Renombrar Área' });
    expect(within(modal).getByLabelText('Nombre')).toHaveValue('Desarrollo');
  });

  it("a row's actions are in its 'Acciones' menu: red 'Desactivar' only there", async () => {
    const { usuario } = abrir();
    const areas = await screen.findByRole('region', { name: 'Áreas' });
    expect(within(fila(areas, 'Desarrollo')).getAllByRole('button').map((b) => b.textContent)).toEqual([expect.anything(), 'Acciones']);
    expect(screen.queryByRole('button', { name: /Desactivar/ })).not.toBeInTheDocument();
    const menu = await abrirAcciones(usuario, 'Desarrollo');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Renombrar', 'Crear Servicio', 'Desactivar']);
    expect(within(menu).getByRole('menuitem', { name: 'Desactivar' })).toHaveClass('ant-dropdown-menu-item-danger');
  });

  it("deactivates and activates only on the confirmation's own button", async () => {
    const { usuario, pedidos } = abrir();
    await accionDeFila(usuario, 'Desarrollo', 'Desactivar');
    const confirmacion = await screen.findByRole('dialog', { name: "¿Desactivar el área 'Desarrollo'?" });
    expect(confirmacion).toHaveTextContent('Deja de ofrecerse para horas nuevas; las horas ya cargadas se conservan.');
    expect(pedidosA(pedidos, ACTUALIZAR_AREA)).toEqual([]);
    await usuario.click(within(confirmacion).getByRole('button', { name: 'Desactivar' }));
    expect(await screen.findByText('Área desactivada')).toBeInTheDocument();
    expect(cuerposA(pedidos, 'PUT /horas/areas/1')).toEqual([{ activo: false }]);

    await accionDeFila(usuario, 'Diseño', 'Activar');
    await usuario.click(within(await screen.findByRole('dialog', { name: "¿Activar el área 'Diseño'?" })).getByRole('button', { name: 'Activar' }));
    await waitFor(() => expect(cuerposA(pedidos, 'PUT /horas/areas/2')).toEqual([{ activo: true }]));
  });

  it("shows the server's mensaje when a change of state is refused", async () => {
    const { usuario } = abrir({ 'PUT /tareas/tareas/:id': rechazo('Tarea con ID 900 no encontrada') });
    await usuario.click(await screen.findByRole('tab', { name: 'Tareas por defecto' }));
    await accionDeFila(usuario, 'Vacaciones', 'Desactivar');
    const confirmacion = await screen.findByRole('dialog', { name: "¿Desactivar la tarea por defecto 'Vacaciones'?" });
    await usuario.click(within(confirmacion).getByRole('button', { name: 'Desactivar' }));
    expect(await screen.findByText('Tarea con ID 900 no encontrada')).toBeInTheDocument();
    expect(fila(region('Tareas por defecto'), 'Vacaciones')).toHaveTextContent('Activo');
  });
});
