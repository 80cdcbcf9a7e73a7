import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PERFIL_ADMIN, type Cliente, type Usuario } from '@horas/shared';
import { accionDeFila, AREAS, escribir, GRUPOS, renderizar, servidorFalso, unCliente, unUsuario, type Respuesta, type Rutas } from '@horas/shared/testing';
import { PaginaAdministracion } from './PaginaAdministracion';

const [BACKEND, FRONTEND] = GRUPOS[0].servicios;
const acme = unCliente({ id: 7, nombre: 'Acme', areas: [AREAS[0]], servicios: [BACKEND, FRONTEND] });
const globex = unCliente({ id: 8, nombre: 'Globex', estado: false, areas: [AREAS[1]], servicios: [] });
const admin = unUsuario({ id: 1, nombre: 'Admin', apellidos: 'Sistema', perfil: PERFIL_ADMIN });
const luis = unUsuario({ id: 3, nombre: 'Luis', apellidos: 'Gómez', email: 'luis@horas.test' });

const CATALOGO_COMPLETO: Rutas = {
  'GET /horas/areas': [200, [{ ...AREAS[0], activo: true }]],
  'GET /servicios/servicios': [200, [BACKEND]],
  'GET /tareas/tareas': [200, [{ id: 100, nombre: 'Programación', servicioId: BACKEND.id, activo: true }, { id: 900, nombre: 'Vacaciones', servicioId: null, activo: true }]],
};

/** Shows where the page's links lead, as the browser's address bar would. */
function Direccion() {
  const { pathname, search } = useLocation();
  return <output aria-label="Dirección">{pathname + search}</output>;
}

function abrir(ruta: string, { clientes = [acme, globex], usuarios = [admin, luis], rutas = CATALOGO_COMPLETO }: { clientes?: Cliente[]; usuarios?: Usuario[]; rutas?: Rutas } = {}) {
  const pedidos = servidorFalso({
    'GET /clientes/cliente/admin': [200, clientes],
    'GET /clientes/cliente/:id': (pedido) => [200, clientes.find((c) => pedido.url === `/clientes/cliente/${c.id}`)],
    'GET /usuarios/usuarios': [200, usuarios],
    'GET /usuarios/perfiles': [200, [PERFIL_ADMIN, 'Junior']],
    'GET /usuarios/login/opciones': [200, { restablecer: false, sso: null }],
    ...rutas,
  });
  // The browser's own history, as in the shell: the redirect compares the rendered address with it.
  window.history.replaceState(null, '', ruta);
  const vista = renderizar(
    <BrowserRouter>
      <Routes>
        <Route path="/administracion/*" element={<PaginaAdministracion />} />
      </Routes>
      <Direccion />
    </BrowserRouter>,
  );
  return { pedidos, ...vista };
}

const direccion = () => screen.getByRole('status', { name: 'Dirección' });
const secciones = () => screen.getByRole('navigation', { name: 'Secciones de administración' });
const seccionActual = () => screen.getByRole('heading', { level: 2 });

describe("'Administración'", () => {
  it("opens on 'Usuarios', and each section has its own URL, reached from its navigation", async () => {
    const { usuario } = abrir('/administracion');
    await waitFor(() => expect(direccion()).toHaveTextContent('/administracion/usuarios'));
    expect(seccionActual()).toHaveTextContent('Usuarios');
    expect(within(secciones()).getAllByRole('link').map((enlace) => [enlace.textContent, enlace.getAttribute('href')])).toEqual([
      ['Usuarios', '/administracion/usuarios'],
      ['Clientes', '/administracion/clientes'],
      ['Catálogo', '/administracion/catalogo'],
      ['Jornadas y feriados', '/administracion/jornadas-y-feriados'],
      ['Horas faltantes', '/administracion/horas-faltantes'],
      ['Historial', '/administracion/historial'],
    ]);
    expect(within(secciones()).getByRole('link', { name: 'Usuarios' })).toHaveAttribute('aria-current', 'page');

    await usuario.click(within(secciones()).getByRole('link', { name: 'Jornadas y feriados' }));
    expect(direccion()).toHaveTextContent('/administracion/jornadas-y-feriados');
    expect(seccionActual()).toHaveTextContent('Jornadas y feriados');
    expect(screen.getByRole('heading', { level: 3, name: 'Jornada por defecto' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Feriados' })).toBeInTheDocument();
  });

  it('keeps a section clicked while it still loads: the redirect to the first section does not undo the click', async () => {
    // The lists answer in the same moment as the click. React Router renders the click as a
    // transition, so the lists' update renders first, on the address before the click.
    let abrirPuerta!: () => void;
    const puerta = new Promise<void>((r) => (abrirPuerta = r));
    const trasLaPuerta = (respuesta: Respuesta) => async () => { await puerta; return respuesta; };
    abrir('/administracion', {
      rutas: Object.fromEntries(Object.entries({ ...CATALOGO_COMPLETO, 'GET /usuarios/usuarios': [200, [admin, luis]], 'GET /clientes/cliente/admin': [200, [acme, globex]] } satisfies Record<string, Respuesta>)
        .map(([ruta, respuesta]) => [ruta, trasLaPuerta(respuesta)])),
    });
    expect(screen.getByLabelText('Cargando la administración')).toBeInTheDocument();

    await act(async () => {
      fireEvent.click(within(secciones()).getByRole('link', { name: 'Jornadas y feriados' }));
      abrirPuerta();
      for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
    });
    await waitFor(() => expect(seccionActual()).toHaveTextContent('Jornadas y feriados'));
    expect(direccion()).toHaveTextContent('/administracion/jornadas-y-feriados');
    expect(window.location.pathname).toBe('/administracion/jornadas-y-feriados');
  });

  it("lists the clients with their state, areas and number of services; searches by name or area", async () => {
    abrir('/administracion/clientes');
    const tabla = await screen.findByRole('region', { name: 'Clientes' });
    await within(tabla).findByText('Acme');
    const filas = within(tabla).getAllByRole('row').slice(1).map((fila) => within(fila).getAllByRole('cell').slice(0, 4).map((celda) => celda.textContent));
    expect(filas).toEqual([['Acme', 'Activo', 'Desarrollo', '2'], ['Globex', 'Inactivo', 'Infraestructura', '0']]);

    escribir(screen.getByRole('searchbox', { name: 'Buscar cliente' }), 'infraestructura');
    await waitFor(() => expect(within(tabla).queryByText('Acme')).not.toBeInTheDocument());
    expect(within(tabla).getByText('Globex')).toBeInTheDocument();
    escribir(screen.getByRole('searchbox', { name: 'Buscar cliente' }), 'nadie');
    expect(await within(tabla).findByText('Ningún cliente coincide con la búsqueda.')).toBeInTheDocument();
  });

  it("opens 'Consultar Cliente' and 'Editar Cliente' from a client's 'Acciones', with that client chosen", async () => {
    const { usuario } = abrir('/administracion/clientes');
    await accionDeFila(usuario, 'Acme', 'Consultar');
    const consulta = await screen.findByRole('dialog', { name: 'Consultar Cliente' });
    expect(await within(consulta).findByText('Frontend')).toBeInTheDocument();
    await usuario.click(within(consulta).getByRole('button', { name: 'Cerrar' }));

    await accionDeFila(usuario, 'Globex', 'Editar');
    const edicion = await screen.findByRole('dialog', { name: 'Editar Cliente' });
    expect(await within(edicion).findByRole('heading', { name: 'Globex' })).toBeInTheDocument();
    expect(within(edicion).getByRole('tab', { name: 'Datos' })).toBeInTheDocument();
  });
});

describe("'Puesta en marcha'", () => {
  const VACIO: Rutas = { 'GET /horas/areas': [200, []], 'GET /servicios/servicios': [200, []], 'GET /tareas/tareas': [200, []] };

  it('on an empty Horas, opens first, each missing piece linked to where it is created', async () => {
    const { usuario } = abrir('/administracion', { clientes: [], usuarios: [admin], rutas: VACIO });
    await waitFor(() => expect(direccion()).toHaveTextContent('/administracion/puesta-en-marcha'));
    expect(seccionActual()).toHaveTextContent('Puesta en marcha');
    expect(within(secciones()).getAllByRole('link')[0]).toHaveTextContent('Puesta en marcha');
    const pasos = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(pasos.map((paso) => within(paso).getByRole('link').textContent)).toEqual([
      'Ir a Catálogo', 'Ir a Catálogo', 'Ir a Catálogo', 'Ir a Tareas por defecto', 'Ir a Clientes', 'Ir a Usuarios',
    ]);
    expect(pasos[0]).toHaveTextContent('Áreas: Al menos un área activa.');

    await usuario.click(within(pasos[3]).getByRole('link'));
    expect(direccion()).toHaveTextContent('/administracion/catalogo?vista=tareas-por-defecto');
    expect(await screen.findByRole('tab', { name: 'Tareas por defecto', selected: true })).toBeInTheDocument();
  });

  it("ticks what exists: a catalogue but no client and nobody else yet", async () => {
    abrir('/administracion/puesta-en-marcha', { clientes: [globex], usuarios: [admin, { ...luis, activo: false }] });
    const pasos = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(pasos.map((paso) => (within(paso).queryByRole('link') ? 'pendiente' : paso.textContent?.endsWith('Hecho') && 'hecho'))).toEqual([
      'hecho', 'hecho', 'hecho', 'hecho', 'pendiente', 'pendiente',
    ]);
  });

  it('is gone once everything exists: its URL opens the first section', async () => {
    abrir('/administracion/puesta-en-marcha');
    await waitFor(() => expect(direccion()).toHaveTextContent('/administracion/usuarios'));
    expect(within(secciones()).queryByRole('link', { name: 'Puesta en marcha' })).not.toBeInTheDocument();
  });
});
