import type { Usuario } from '@horas/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PanelUsuarios } from './PanelUsuarios';
import {
  abrirAcciones, accionDeFila, AREAS, cuerposA, elegirOpcion, enOrden, escribir, pedidosA, renderizar, retenida, servidorFalso, type Rutas,
} from '@horas/shared/testing';

const usuario = (id: number, nombre: string, apellidos: string, cambios: Partial<Usuario> = {}): Usuario => ({
  id, nombre, apellidos, email: `${nombre.toLowerCase()}@horas.test`, perfil: 'Senior', areas: [AREAS[0]], activo: true, areasResponsable: [],
  tieneContrasena: true, sso: false, invitacionVence: null, ...cambios,
});
const ana = usuario(2, 'Ana', 'García', { areas: [AREAS[0], AREAS[1]], areasResponsable: [AREAS[0].id] });
const raul = usuario(3, 'Raúl', 'Núñez', { perfil: 'Junior', areas: [AREAS[2]], activo: false });

const USUARIOS = 'GET /usuarios/usuarios';
const OPCIONES = 'GET /usuarios/login/opciones';
const CREAR = 'POST /usuarios/usuarios';
const rechazo = (mensaje: string): [number, unknown] => [409, { mensaje }];

/** The API of 'Gestión de Usuarios': Ana and Raúl, the perfiles and areas, no mail nor single sign-on; `rutas` change it. */
const api = (rutas: Rutas = {}) =>
  servidorFalso({
    [USUARIOS]: [200, [ana, raul]],
    'GET /usuarios/perfiles': [200, ['Administrador del sistema', 'Senior', 'Semi Senior', 'Junior']],
    'GET /horas/areas': [200, AREAS],
    [OPCIONES]: [200, { restablecer: false, sso: null }],
    [CREAR]: [201, usuario(9, 'Julia', 'Paz')],
    'PUT /usuarios/usuarios/:id': [200, ana],
    'PUT /usuarios/usuarios/:id/contrasena': [200, ana],
    'POST /usuarios/usuarios/:id/invitacion': [200, ana],
    ...rutas,
  });

/** The table's rows of users (each has its 'Acciones'), not its header. */
const filas = () => within(screen.getByRole('region', { name: 'Usuarios' })).getAllByRole('row')
  .filter((f) => within(f).queryByRole('button', { name: /^Acciones de / }));
/** The items of the 'Acciones' menu of `nombre`'s row, once open. */
const accionesDe = async (u: ReturnType<typeof renderizar>['usuario'], nombre: string) =>
  within(await abrirAcciones(u, nombre)).getAllByRole('menuitem').map((item) => item.textContent);
const dialogo = (titulo: string) => screen.findByRole('dialog', { name: titulo });
/** 'Gestión de Usuarios' on `rutas`, once the options of the login have answered, with 'Crear Usuario' open. */
async function abrirCrear(rutas: Rutas = {}) {
  const pedidos = api(rutas);
  const { usuario: u } = renderizar(<PanelUsuarios />);
  await screen.findByText('Ana García');
  await waitFor(() => expect(pedidosA(pedidos, OPCIONES)).toHaveLength(1));
  await u.click(screen.getByRole('button', { name: 'Crear Usuario' }));
  return { pedidos, u, modal: await dialogo('Crear Usuario') };
}
/** Julia Paz's e-mail, name and perfil (Junior) in 'Crear Usuario'. */
const datosDeJulia = async (u: ReturnType<typeof renderizar>['usuario'], modal: HTMLElement) => {
  escribir(within(modal).getByLabelText('E-mail'), 'julia.paz@horas.test');
  escribir(within(modal).getByLabelText('Nombre'), 'Julia');
  escribir(within(modal).getByLabelText('Apellidos'), 'Paz');
  await elegirOpcion(u, within(modal).getByLabelText('Perfil'), 'Junior');
};

describe('Gestión de Usuarios', () => {
  it('lists every user with perfil, areas and state, and searches ignoring accents and case', async () => {
    api();
    const { usuario } = renderizar(<PanelUsuarios />);
    await screen.findByText('Raúl Núñez');
    expect(filas().map((f) => f.textContent)).toEqual([
      expect.stringMatching(/Ana García.*ana@horas\.test.*Senior.*Desarrollo, Infraestructura.*Desarrollo.*Activo/),
      expect.stringMatching(/Raúl Núñez.*Junior.*Diseño.*—.*Inactivo/),
    ]);
    expect(screen.getByRole('columnheader', { name: 'Responsable de' })).toBeInTheDocument();
    escribir(screen.getByRole('searchbox', { name: 'Buscar usuario' }), 'RAUL nunez');
    await waitFor(() => expect(filas()).toHaveLength(1));
    expect(filas()[0]).toHaveTextContent('Raúl Núñez');
    // The field's two buttons are named in Spanish.
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeInTheDocument();
    await usuario.click(screen.getByRole('button', { name: 'Limpiar' }));
    await waitFor(() => expect(filas()).toHaveLength(2));
  });

  it('creates a user after checking each field, and shows the server refusal in the form', async () => {
    const { pedidos, u, modal } = await abrirCrear({ [CREAR]: enOrden(rechazo('Ya existe un usuario con ese e-mail.'), [201, usuario(9, 'Julia', 'Paz')]) });
    escribir(within(modal).getByLabelText('E-mail'), 'no-es-un-email');
    escribir(within(modal).getByLabelText('Contraseña'), 'corta');
    await u.click(within(modal).getByRole('button', { name: 'Crear' }));
    expect(await within(modal).findByText('El e-mail no es válido.')).toBeInTheDocument();
    for (const mensaje of ['El nombre es obligatorio.', 'Los apellidos son obligatorios.', 'El perfil es obligatorio.', 'La contraseña debe tener al menos 8 caracteres.']) {
      expect(await within(modal).findByText(mensaje)).toBeInTheDocument();
    }
    expect(pedidosA(pedidos, CREAR)).toEqual([]);

    await datosDeJulia(u, modal);
    await elegirOpcion(u, within(modal).getByLabelText('Áreas'), 'Desarrollo');
    escribir(within(modal).getByLabelText('Contraseña'), 'Inicial#2026');
    await u.click(within(modal).getByRole('button', { name: 'Crear' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent('Ya existe un usuario con ese e-mail.');
    // Its work done, the modal's button has its exact name again and takes the next try.
    expect(within(modal).getByRole('button', { name: 'Crear' })).toBeEnabled();

    await u.click(within(modal).getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Usuario creado correctamente')).toBeInTheDocument();
    expect(cuerposA(pedidos, CREAR).at(-1)).toEqual({
      email: 'julia.paz@horas.test', nombre: 'Julia', apellidos: 'Paz', perfil: 'Junior', areaIds: [1], areasResponsable: [], contrasena: 'Inicial#2026',
    });
    expect(pedidosA(pedidos, USUARIOS)).toHaveLength(2);
  });

  /** 'Crear Usuario' opened while the API has not yet said whether it sends mail; `responder` says it. */
  async function abrirAntesDeSaberSiHayCorreo() {
    const opciones = retenida();
    const pedidos = api({ [OPCIONES]: opciones.ruta });
    const { usuario: u } = renderizar(<PanelUsuarios />);
    await screen.findByText('Ana García');
    await u.click(screen.getByRole('button', { name: 'Crear Usuario' }));
    return { pedidos, u, modal: await dialogo('Crear Usuario'), responder: opciones.responder };
  }

  it('opened before the API says it sends mail, nothing is chosen for the first access until it says; then the invitation', async () => {
    const { u, modal, responder } = await abrirAntesDeSaberSiHayCorreo();
    expect(within(modal).getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toEqual([]);
    expect(within(modal).queryByLabelText('Contraseña')).not.toBeInTheDocument();
    await u.click(within(modal).getByRole('button', { name: 'Crear' }));
    expect(await within(modal).findByText('Elija cómo será el primer acceso.')).toBeInTheDocument();

    responder([200, { restablecer: true, sso: null }]);
    await waitFor(() => expect(within(modal).getByRole('radio', { name: 'Enviar invitación por correo' })).toBeChecked());
    expect(within(modal).queryByLabelText('Contraseña')).not.toBeInTheDocument();
  });

  it("'Contraseña inicial' chosen and a password typed before the API says it sends mail stay as they are when it says so", async () => {
    const { pedidos, u, modal, responder } = await abrirAntesDeSaberSiHayCorreo();
    await datosDeJulia(u, modal);
    await u.click(within(modal).getByRole('radio', { name: 'Contraseña inicial' }));
    escribir(await within(modal).findByLabelText('Contraseña'), 'Inicial#2026');

    responder([200, { restablecer: true, sso: null }]);
    await waitFor(() => expect(within(modal).getByRole('radio', { name: 'Enviar invitación por correo' })).toBeEnabled());
    expect(within(modal).getByRole('radio', { name: 'Contraseña inicial' })).toBeChecked();
    expect(within(modal).getByLabelText('Contraseña')).toHaveValue('Inicial#2026');
    await u.click(within(modal).getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Usuario creado correctamente')).toBeInTheDocument();
    expect(cuerposA(pedidos, CREAR)).toEqual([{
      email: 'julia.paz@horas.test', nombre: 'Julia', apellidos: 'Paz', perfil: 'Junior', areaIds: [], areasResponsable: [], contrasena: 'Inicial#2026',
    }]);
  });

  it("with mail configured, a new user is invited by default: no password typed; 'Contraseña inicial' still offers one", async () => {
    const { pedidos, u, modal } = await abrirCrear({ [OPCIONES]: [200, { restablecer: true, sso: null }] });
    expect(within(modal).getByRole('radio', { name: 'Enviar invitación por correo' })).toBeChecked();
    expect(within(modal).queryByText(/invitación por correo no está disponible/)).not.toBeInTheDocument();
    expect(within(modal).queryByLabelText('Contraseña')).not.toBeInTheDocument();
    await u.click(within(modal).getByRole('radio', { name: 'Contraseña inicial' }));
    expect(await within(modal).findByLabelText('Contraseña')).toBeInTheDocument();
    await u.click(within(modal).getByRole('radio', { name: 'Enviar invitación por correo' }));

    await datosDeJulia(u, modal);
    await u.click(within(modal).getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Usuario creado: le enviamos la invitación por correo')).toBeInTheDocument();
    expect(cuerposA(pedidos, CREAR)).toEqual([{
      email: 'julia.paz@horas.test', nombre: 'Julia', apellidos: 'Paz', perfil: 'Junior', areaIds: [], areasResponsable: [], invitar: true,
    }]);
  });

  it("shows a pending or expired invitation, and 'Reenviar invitación' sends a new one", async () => {
    const manana = new Date(Date.now() + 24 * 60 * 60_000);
    const dd = (d: Date) => `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
    const pedidos = api({
      [USUARIOS]: [200, [
        usuario(5, 'Julia', 'Paz', { tieneContrasena: false, invitacionVence: manana.toISOString() }),
        usuario(6, 'Pedro', 'Sosa', { tieneContrasena: false, invitacionVence: '2020-01-01T00:00:00.000Z' }),
        ana,
      ]],
    });
    const { usuario: u } = renderizar(<PanelUsuarios />);
    expect(await screen.findByText(`Invitación pendiente (vence ${dd(manana)})`)).toBeInTheDocument();
    expect(screen.getByText('Invitación vencida')).toBeInTheDocument();
    expect(await accionesDe(u, 'Ana García')).not.toContain('Reenviar invitación');
    await accionDeFila(u, 'Pedro Sosa', 'Reenviar invitación');
    expect(await screen.findByText('Invitación reenviada')).toBeInTheDocument();
    expect(pedidosA(pedidos, 'POST /usuarios/usuarios/6/invitacion')).toHaveLength(1);
  });

  it("shows who is linked ('SSO') and unlinks after a confirmation, showing a refusal", async () => {
    // Linked until the API unlinks her: it refuses the first time.
    let vinculada = true;
    const respuestas = enOrden(rechazo('El usuario no está vinculado al inicio de sesión único.'), [200, ana]);
    const pedidos = api({
      [USUARIOS]: () => [200, [{ ...ana, sso: vinculada }, raul]],
      'DELETE /usuarios/usuarios/:id/sso': () => {
        const respuesta = respuestas();
        if (respuesta[0] === 200) vinculada = false;
        return respuesta;
      },
    });
    const desvincular = () => pedidosA(pedidos, 'DELETE /usuarios/usuarios/:id/sso').map((p) => p.url);
    const { usuario: u } = renderizar(<PanelUsuarios />);
    await screen.findByText('Ana García');
    expect(filas()[0]).toHaveTextContent(/Activo\s*SSO/);
    expect(filas()[1]).not.toHaveTextContent('SSO');
    expect(await accionesDe(u, 'Raúl Núñez')).not.toContain('Desvincular SSO');
    await accionDeFila(u, 'Ana García', 'Desvincular SSO');
    const confirmacion = await dialogo('¿Desvincular a Ana García del inicio de sesión único?');
    expect(desvincular()).toEqual([]);
    await u.click(within(confirmacion).getByRole('button', { name: 'Desvincular SSO' }));
    expect(await screen.findByText('El usuario no está vinculado al inicio de sesión único.')).toBeInTheDocument();
    await accionDeFila(u, 'Ana García', 'Desvincular SSO');
    await u.click(within(await dialogo('¿Desvincular a Ana García del inicio de sesión único?')).getByRole('button', { name: 'Desvincular SSO' }));
    expect(await screen.findByText('Usuario desvinculado del inicio de sesión único')).toBeInTheDocument();
    expect(desvincular()).toEqual(['/usuarios/usuarios/2/sso', '/usuarios/usuarios/2/sso']);
    await waitFor(() => expect(filas()[0]).not.toHaveTextContent('SSO'));
  });

  it("with single sign-on, a new user may get in only through the provider: neither password nor invitation", async () => {
    const { pedidos, u, modal } = await abrirCrear({ [OPCIONES]: [200, { restablecer: false, sso: { nombre: 'Keycloak' } }] });
    expect(within(modal).getByLabelText('Contraseña')).toBeInTheDocument();
    await u.click(await within(modal).findByRole('radio', { name: 'Ingresa con Keycloak' }));
    // The form tells the dialog of the choice in a task of its own (antd's Form.useWatch): not within the click.
    await waitFor(() => expect(within(modal).queryByLabelText('Contraseña')).not.toBeInTheDocument());
    await datosDeJulia(u, modal);
    await u.click(within(modal).getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Usuario creado correctamente')).toBeInTheDocument();
    expect(cuerposA(pedidos, CREAR)).toEqual([{
      email: 'julia.paz@horas.test', nombre: 'Julia', apellidos: 'Paz', perfil: 'Junior', areaIds: [], areasResponsable: [],
    }]);
  });

  it('without single sign-on the creation offers no provider', async () => {
    const { modal } = await abrirCrear();
    expect(within(modal).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Enviar invitación por correo', 'Contraseña inicial']);
  });

  it("without mail, 'Enviar invitación por correo' is disabled and says why", async () => {
    const { modal } = await abrirCrear();
    expect(await within(modal).findByText('La invitación por correo no está disponible: el envío de correos no está configurado (SMTP_URL).')).toBeVisible();
    expect(within(modal).getByRole('radio', { name: 'Enviar invitación por correo' })).toBeDisabled();
    expect(within(modal).getByRole('radio', { name: 'Contraseña inicial' })).toBeChecked();
  });

  it('edits a user, sending the e-mail only when it changed', async () => {
    const pedidos = api();
    const { usuario: u } = renderizar(<PanelUsuarios />);
    await accionDeFila(u, 'Ana García', 'Editar');
    const modal = await dialogo('Editar Usuario');
    expect(within(modal).getByLabelText('E-mail')).toHaveValue('ana@horas.test');
    expect(within(modal).queryByLabelText('Primer acceso')).not.toBeInTheDocument();
    escribir(within(modal).getByLabelText('Apellidos'), 'García López');
    await u.click(within(modal).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Usuario actualizado correctamente')).toBeInTheDocument();
    expect(cuerposA(pedidos, 'PUT /usuarios/usuarios/2')).toEqual([{
      nombre: 'Ana', apellidos: 'García López', perfil: 'Senior', areaIds: [1, 2], areasResponsable: [1], activo: true,
    }]);
  });

  it("'Responsable de' offers only the areas chosen for the user, and loses an area taken out of them", async () => {
    const pedidos = api();
    const { usuario: u } = renderizar(<PanelUsuarios />);
    await accionDeFila(u, 'Ana García', 'Editar');
    const modal = await dialogo('Editar Usuario');
    const responsable = within(modal).getByLabelText('Responsable de');
    const areas = within(modal).getByLabelText('Áreas');
    const elegidas = () => Array.from(responsable.closest('.ant-form-item')!.querySelectorAll('.ant-select-selection-item'), (tag) => tag.getAttribute('title'));
    const ofrecidas = () =>
      Array.from(document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option'), (opcion) => opcion.getAttribute('title'));
    expect(elegidas()).toEqual(['Desarrollo']);
    await elegirOpcion(u, responsable, 'Infraestructura');
    expect(ofrecidas()).toEqual(['Desarrollo', 'Infraestructura']);
    expect(elegidas()).toEqual(['Desarrollo', 'Infraestructura']);

    // 'Infraestructura' out of 'Áreas' (Backspace takes out the last one): out of 'Responsable de' too.
    // (No Escape here: it would close the dialog.)
    await u.click(areas);
    await u.keyboard('{Backspace}');
    await waitFor(() => expect(elegidas()).toEqual(['Desarrollo']));
    await u.click(within(modal).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Usuario actualizado correctamente')).toBeInTheDocument();
    expect(cuerposA(pedidos, 'PUT /usuarios/usuarios/2')).toEqual([expect.objectContaining({ areaIds: [1], areasResponsable: [1] })]);
  });

  it("'Responsable de' waits for the user's areas", async () => {
    const { u, modal } = await abrirCrear();
    expect(within(modal).getByLabelText('Responsable de')).toBeDisabled();
    await elegirOpcion(u, within(modal).getByLabelText('Áreas'), 'Diseño');
    await waitFor(() => expect(within(modal).getByLabelText('Responsable de')).toBeEnabled());
  });

  it("a row's actions are in its 'Acciones' menu: red 'Desactivar' only there", async () => {
    api({ [USUARIOS]: [200, [{ ...ana, sso: true, tieneContrasena: false }, raul]] });
    const { usuario: u } = renderizar(<PanelUsuarios />);
    await screen.findByText('Ana García');
    // One button a row, nothing cut off: no 'Desactivar' (nor any other action) beside it.
    for (const fila of filas()) expect(within(fila).getAllByRole('button').map((b) => b.textContent)).toEqual(['Acciones']);
    expect(screen.queryByRole('button', { name: /Desactivar/ })).not.toBeInTheDocument();
    expect(await accionesDe(u, 'Ana García')).toEqual(['Editar', 'Restablecer contraseña', 'Jornada', 'Reenviar invitación', 'Desvincular SSO', 'Desactivar']);
    expect(screen.getByRole('menuitem', { name: 'Desactivar' })).toHaveClass('ant-dropdown-menu-item-danger');
    expect(await accionesDe(u, 'Raúl Núñez')).toEqual(['Editar', 'Restablecer contraseña', 'Jornada', 'Activar']);
  });

  it("deactivates and activates only on the confirmation's own button, and shows a refusal", async () => {
    const pedidos = api({ 'PUT /usuarios/usuarios/:id': enOrden(rechazo('Debe quedar al menos un administrador activo.'), [200, { ...raul, activo: true }]) });
    const { usuario: u } = renderizar(<PanelUsuarios />);
    await accionDeFila(u, 'Ana García', 'Desactivar');
    const confirmacion = await dialogo('¿Desactivar a Ana García?');
    expect(confirmacion).toHaveTextContent('No podrá iniciar sesión y sus sesiones abiertas terminan; sus horas se conservan.');
    expect(pedidosA(pedidos, 'PUT /usuarios/usuarios/:id')).toEqual([]);
    await u.click(within(confirmacion).getByRole('button', { name: 'Desactivar' }));
    expect(await screen.findByText('Debe quedar al menos un administrador activo.')).toBeInTheDocument();
    expect(cuerposA(pedidos, 'PUT /usuarios/usuarios/2')).toEqual([expect.objectContaining({ activo: false })]);

    await accionDeFila(u, 'Raúl Núñez', 'Activar');
    await u.click(within(await dialogo('¿Activar a Raúl Núñez?')).getByRole('button', { name: 'Activar' }));
    expect(await screen.findByText('Usuario activado')).toBeInTheDocument();
    expect(cuerposA(pedidos, 'PUT /usuarios/usuarios/3')).toEqual([{ nombre: 'Raúl', apellidos: 'Núñez', perfil: 'Junior', areaIds: [3], activo: true }]);
  });

  it("'Jornada' opens the user's jornadas", async () => {
    api({ 'GET /usuarios/usuarios/2/jornadas': [200, []], 'GET /horas/jornada-defecto': [200, []] });
    const { usuario: u } = renderizar(<PanelUsuarios />);
    await accionDeFila(u, 'Ana García', 'Jornada');
    const modal = await dialogo('Jornada de Ana García');
    expect(await within(modal).findByText('No tiene jornada propia: se aplica la jornada por defecto.')).toBeInTheDocument();
    await u.click(within(modal).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('resets a password once both fields match', async () => {
    const pedidos = api();
    const { usuario: u } = renderizar(<PanelUsuarios />);
    await accionDeFila(u, 'Ana García', 'Restablecer contraseña');
    const modal = await dialogo('Restablecer contraseña');
    escribir(within(modal).getByLabelText('Nueva contraseña'), 'Nueva#2026');
    escribir(within(modal).getByLabelText('Repetir contraseña'), 'Otra#2026');
    await u.click(within(modal).getByRole('button', { name: 'Restablecer' }));
    expect(await within(modal).findByText('Las contraseñas no coinciden.')).toBeInTheDocument();
    expect(pedidosA(pedidos, 'PUT /usuarios/usuarios/:id/contrasena')).toEqual([]);
    escribir(within(modal).getByLabelText('Repetir contraseña'), 'Nueva#2026');
    await u.click(within(modal).getByRole('button', { name: 'Restablecer' }));
    await waitFor(() => expect(cuerposA(pedidos, 'PUT /usuarios/usuarios/2/contrasena')).toEqual([{ contrasena: 'Nueva#2026' }]));
  });
});
