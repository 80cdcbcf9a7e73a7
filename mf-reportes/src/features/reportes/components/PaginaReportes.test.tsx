import * as shared from '@horas/shared';
import { PERFIL_ADMIN, useAuthStore, type Usuario, type UsuarioBasico } from '@horas/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import {
  archivoDePrueba, capturarDescargas, enOrden, errorHttp, pedidosA, renderizar, servidorFalso, unUsuario, type Rutas, type UsuarioDePrueba,
} from '@horas/shared/testing';
import { ESPERA_EXPORTACION_MS } from '../utils/exportarReporte';
import { PaginaReportes } from './PaginaReportes';

const usuario = (id: number, nombre: string, apellidos: string): UsuarioBasico => ({ id, nombre, apellidos });

const completo = (quien: UsuarioBasico, perfil = 'Senior', activo = true): Usuario => unUsuario({ ...quien, email: '', perfil, activo });

/** Signs in (in the store only) as this user; the page reads the profile from there. */
const sesionDe = (quien: UsuarioBasico, perfil = 'Senior') =>
  useAuthStore.setState({ token: 't', id: quien.id, perfil, usuario: completo(quien, perfil) });

const USUARIOS = 'GET /usuarios/usuarios';
const AREAS = 'GET /horas/areas';
/** horas.xlsx as the server streams it, spied on @horas/shared's export (its fetch is not axios' adapter). */
let getReporteXlsx: MockInstance<typeof shared.getReporteXlsx>;

beforeEach(() => {
  sesionDe(usuario(1, 'Admin', 'Sistema'), PERFIL_ADMIN);
  getReporteXlsx = vi.spyOn(shared, 'getReporteXlsx');
  // Timers run with real time, but the test moves the clock over the export's 2 seconds (spec §9).
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
});

/** The selectors' lists: two users, a client, an area; `rutas` change them. */
function renderPagina(rutas: Rutas = {}) {
  const pedidos = servidorFalso({
    [USUARIOS]: [200, [completo(usuario(3, 'Luis', 'Pérez')), completo(usuario(2, 'Ana', 'García'))]],
    'GET /clientes/cliente': [200, [{ id: 5, nombre: 'Acme', estado: true }]],
    [AREAS]: [200, [{ id: 1, nombre: 'Tecnología', activo: true }]],
    ...rutas,
  });
  const { usuario: user } = renderizar(<PaginaReportes />);
  return { user, modal: screen.getByRole('dialog', { name: 'Generar Reportes' }), pedidos };
}

/** Once 'Exportando...' shows (the export started with it): its 2 seconds pass at once. */
async function exportando() {
  const aviso = await dialogoConfirmacion('Exportando...');
  await act(() => vi.advanceTimersByTimeAsync(ESPERA_EXPORTACION_MS));
  return aviso;
}

/** antd's listbox for screen readers holds values; the visible options carry the label as title. */
const opcionesVisibles = () => Array.from(document.querySelectorAll('.ant-select-item-option'), (o) => o.getAttribute('title'));

/**
 * A modal.info/error dialog by its title. Not by role and name: in tests antd gives every dialog
 * the id 'test-id', so aria-labelledby points at the first modal's title.
 */
async function dialogoConfirmacion(titulo: string) {
  const [texto] = await screen.findAllByText(titulo, { selector: '.ant-modal-confirm-title' });
  return texto.closest('.ant-modal-confirm') as HTMLElement;
}

/** antd hides the radio input itself; a user clicks its label. */
const etiquetaDe = (filtro: string) => screen.getByRole('radio', { name: filtro }).closest('label')!;

async function elegir(user: UsuarioDePrueba, filtro: string, selector: string, opcion: string) {
  await user.click(etiquetaDe(filtro));
  const combo = await screen.findByRole('combobox', { name: selector });
  await waitFor(() => expect(combo).toBeEnabled());
  await user.click(combo);
  await user.click(await screen.findByTitle(opcion));
}

/** Typed whole, as a paste: key by key the picker re-renders its panel on every digit (slow in jsdom). */
function escribirFecha(etiqueta: string, fecha: string) {
  const campo = screen.getByLabelText(etiqueta);
  fireEvent.change(campo, { target: { value: fecha } });
  fireEvent.keyDown(campo, { key: 'Enter', code: 'Enter' });
}

/** Luis Pérez over November 2026, then 'Exportar Reporte'. */
async function exportarLuis(user: UsuarioDePrueba) {
  await elegir(user, 'Usuario', 'Seleccione un usuario...', 'Luis Pérez');
  escribirFecha('Fecha de Inicio', '01/11/2026');
  escribirFecha('Fecha de Fin', '30/11/2026');
  await user.click(within(screen.getByRole('dialog', { name: 'Generar Reportes' })).getByRole('button', { name: 'Exportar Reporte' }));
}

describe('Generar Reportes', () => {
  it('is open on arrival, beside the Crear reporte button, under the page title', () => {
    const { modal } = renderPagina();
    expect(modal).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, hidden: true })).toHaveAccessibleName('Generar Reportes');
    expect(screen.getByRole('button', { name: 'Crear reporte' })).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Cerrar' })).toBeEnabled();
  });

  it("offers 'Todos los usuarios' first and every user by full name, searchable without accents", async () => {
    const { user } = renderPagina();
    await user.click(etiquetaDe('Usuario'));
    const combo = await screen.findByRole('combobox', { name: 'Seleccione un usuario...' });
    await waitFor(() => expect(combo).toBeEnabled());
    await user.click(combo);
    await screen.findByTitle('Todos los usuarios');
    expect(opcionesVisibles()).toEqual(['Todos los usuarios', 'Ana García', 'Luis Pérez']);
    await user.type(combo, 'garcia');
    expect(opcionesVisibles()).toEqual(['Ana García']);
  });

  it.each([
    ['Cliente', 'Seleccione un cliente...', 'Acme'],
    ['Área', 'Seleccione un área...', 'Tecnología'],
  ])('filters by %s with its own selector', async (filtro, selector, opcion) => {
    const { user, modal } = renderPagina();
    await elegir(user, filtro, selector, opcion);
    expect(within(modal).getByText(opcion)).toBeInTheDocument();
    expect(within(modal).getByLabelText('Fecha de Inicio')).toBeInTheDocument();
  });

  it('enables Exportar Reporte only with both dates, and Volver clears them', async () => {
    const { user, modal } = renderPagina();
    await elegir(user, 'Usuario', 'Seleccione un usuario...', 'Ana García');
    const exportar = within(modal).getByRole('button', { name: 'Exportar Reporte' });
    expect(exportar).toBeDisabled();
    escribirFecha('Fecha de Inicio', '01/11/2026');
    expect(exportar).toBeDisabled();
    escribirFecha('Fecha de Fin', '30/11/2026');
    expect(exportar).toBeEnabled();

    await user.click(within(modal).getByRole('button', { name: 'Volver' }));
    await elegir(user, 'Usuario', 'Seleccione un usuario...', 'Ana García');
    expect(screen.getByLabelText('Fecha de Inicio')).toHaveValue('');
    expect(within(modal).getByRole('button', { name: 'Exportar Reporte' })).toBeDisabled();
  });

  it('shows Exportando... and the rows that have arrived, then downloads horas.xlsx; Exportar Reporte is busy meanwhile', async () => {
    const archivo = archivoDePrueba(3, true);
    getReporteXlsx.mockResolvedValue(archivo);
    const descargas = capturarDescargas();
    const { user, modal } = renderPagina();
    await exportarLuis(user);
    const exportar = within(modal).getByRole('button', { name: 'Exportar Reporte' });
    expect(exportar).toBeDisabled();
    expect(exportar).toHaveAttribute('aria-busy', 'true');

    const aviso = await exportando();
    expect(within(aviso).getByText('Por favor espera mientras se preparan los datos.')).toBeInTheDocument();
    expect(within(aviso).queryByRole('button')).not.toBeInTheDocument();
    expect(getReporteXlsx).toHaveBeenCalledWith({ tipo: 'usuario', id: 3, fechaDesde: '2026-11-01', fechaHasta: '2026-11-30' });
    await waitFor(() => expect(within(aviso).getByRole('status')).toHaveTextContent('Filas recibidas: 3 de 3'));
    expect(descargas).toEqual([]);
    archivo.soltar();
    await waitFor(() => expect(descargas.map((d) => d.nombre)).toEqual(['horas.xlsx']));
    await waitFor(() => expect(screen.queryByText('Exportando...')).not.toBeInTheDocument());
    await waitFor(() => expect(exportar).toBeEnabled());
    expect(within(modal).getByRole('button', { name: 'Exportar Reporte' })).toBe(exportar);
    expect(exportar).toHaveAttribute('aria-busy', 'false');
  });

  it.each([
    ['the server 403 mensaje', () => errorHttp(403, { mensaje: 'No tiene permisos para ver las horas de otros usuarios.' }), 'No tiene permisos para ver las horas de otros usuarios.', undefined],
    ['the server 404 mensaje', () => errorHttp(404, { mensaje: 'Usuario con ID 3 no encontrado' }), 'Usuario con ID 3 no encontrado', undefined],
    ['Error del servidor on a 500', () => errorHttp(500, { mensaje: 'Error interno del servidor.' }), 'Error del servidor',
      'Hubo un problema en el servidor al procesar tu solicitud. Por favor, intenta de nuevo más tarde.'],
    ['Oh no! without an answer', () => errorHttp(), 'Oh no!', 'La solicitud de exportar falló, por favor contactar al administrador!'],
  ])('after Exportando..., shows %s', async (_, error, titulo, contenido) => {
    getReporteXlsx.mockRejectedValue(error());
    const { user } = renderPagina();
    await exportarLuis(user);
    await exportando();
    const dialogo = await dialogoConfirmacion(titulo);
    expect(dialogo).toHaveClass('ant-modal-confirm-error');
    if (contenido) expect(within(dialogo).getByText(contenido)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Exportando...')).not.toBeInTheDocument());
  });

  it('says so when the range has no entries', async () => {
    getReporteXlsx.mockResolvedValue(null);
    const { user } = renderPagina();
    await exportarLuis(user);
    await exportando();
    const dialogo = await dialogoConfirmacion('No hay horas cargadas para este usuario en el rango de fechas seleccionado.');
    expect(dialogo).toHaveClass('ant-modal-confirm-info');
  });

  it('offers staff only their own hours: the Usuario filter with their own name, nothing to load', async () => {
    sesionDe(usuario(2, 'Ana', 'García'));
    getReporteXlsx.mockReturnValue(new Promise(() => undefined));
    const { user, modal, pedidos } = renderPagina();
    expect(within(modal).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Usuario']);
    await user.click(etiquetaDe('Usuario'));
    const combo = await screen.findByRole('combobox', { name: 'Seleccione un usuario...' });
    await user.click(combo);
    await screen.findByTitle('Ana García');
    expect(opcionesVisibles()).toEqual(['Ana García']);
    expect(pedidosA(pedidos, USUARIOS)).toEqual([]);

    await user.click(screen.getByTitle('Ana García'));
    escribirFecha('Fecha de Inicio', '01/11/2026');
    escribirFecha('Fecha de Fin', '30/11/2026');
    await user.click(within(modal).getByRole('button', { name: 'Exportar Reporte' }));
    await waitFor(() => expect(getReporteXlsx).toHaveBeenCalledWith({ tipo: 'usuario', id: 2, fechaDesde: '2026-11-01', fechaHasta: '2026-11-30' }));
  });

  it("lists deactivated users, clients and areas for the admin, marked '(Inactivo)'", async () => {
    const { user } = renderPagina({
      [USUARIOS]: [200, [completo(usuario(3, 'Luis', 'Pérez'), 'Junior', false), completo(usuario(2, 'Ana', 'García'))]],
      'GET /clientes/cliente': [200, [{ id: 5, nombre: 'Acme', estado: false }, { id: 6, nombre: 'Globex', estado: true }]],
      [AREAS]: [200, [{ id: 1, nombre: 'Tecnología', activo: false }]],
    });
    for (const [filtro, selector, esperadas] of [
      ['Usuario', 'Seleccione un usuario...', ['Todos los usuarios', 'Ana García', 'Luis Pérez (Inactivo)']],
      ['Cliente', 'Seleccione un cliente...', ['Acme (Inactivo)', 'Globex']],
      ['Área', 'Seleccione un área...', ['Tecnología (Inactivo)']],
    ] as const) {
      await user.click(etiquetaDe(filtro));
      const combo = await screen.findByRole('combobox', { name: selector });
      await waitFor(() => expect(combo).toBeEnabled());
      await user.click(combo);
      await waitFor(() => expect(opcionesVisibles()).toEqual(expect.arrayContaining([...esperadas])));
    }
  });

  it('reopens from scratch with Crear reporte after Cerrar', async () => {
    const { user, modal } = renderPagina();
    await elegir(user, 'Área', 'Seleccione un área...', 'Tecnología');
    await user.click(within(modal).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Generar Reportes' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Crear reporte' }));
    const nuevo = await screen.findByRole('dialog', { name: 'Generar Reportes' });
    expect(within(nuevo).getByRole('radio', { name: 'Área' })).not.toBeChecked();
    expect(within(nuevo).queryByLabelText('Fecha de Inicio')).not.toBeInTheDocument();
  });

  it('says when the options cannot be loaded and retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderPagina({ [AREAS]: enOrden([500], [200, [{ id: 1, nombre: 'Tecnología', activo: true }]]) });
    await user.click(etiquetaDe('Área'));
    expect(await screen.findByText('No se pudieron cargar las áreas')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('combobox', { name: 'Seleccione un área...' })).toBeInTheDocument();
  });
});
