import * as shared from '@horas/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PanelUsuarios } from './PanelUsuarios';
import { AREAS, elegirOpcion, errorConMensaje, escribir, renderizar, servidorFalso } from '@horas/shared/testing';

vi.mock('@horas/shared', async (original) => ({
  ...(await original<typeof shared>()),
  getUsuariosAdmin: vi.fn(),
  getPerfiles: vi.fn(),
  getAreas: vi.fn(),
  crearUsuario: vi.fn(),
  actualizarUsuario: vi.fn(),
  restablecerContrasena: vi.fn(),
  getOpcionesLogin: vi.fn(),
  reenviarInvitacion: vi.fn(),
  desvincularSso: vi.fn(),
}));

const api = vi.mocked(shared);

const usuario = (id: number, nombre: string, apellidos: string, cambios: Partial<shared.Usuario> = {}): shared.Usuario => ({
  id, nombre, apellidos, email: `${nombre.toLowerCase()}@horas.test`, perfil: 'Senior', areas: [AREAS[0]], activo: true, areasResponsable: [],
  tieneContrasena: true, sso: false, invitacionVence: null, ...cambios,
});
const ana = usuario(2, 'Ana', 'García', { areas: [AREAS[0], AREAS[1]], areasResponsable: [AREAS[0].id] });
const raul = usuario(3, 'Raúl', 'Núñez', { perfil: 'Junior', areas: [AREAS[2]], activo: false });

/** The table's rows of users (each has its 'Editar'), not its header. */
const filas = () => within(screen.getByRole('region', { name: 'Usuarios' })).getAllByRole('row')
  .filter((f) => within(f).queryByRole('button', { name: /^Editar / }));
const dialogo = (titulo: string) => screen.findByRole('dialog', { name: titulo });
/** Julia Paz's e-mail, name and perfil (Junior) in 'Crear Usuario'. */
const datosDeJulia = async (u: ReturnType<typeof renderizar>['usuario'], modal: HTMLElement) => {
  escribir(within(modal).getByLabelText('E-mail'), 'julia.paz@horas.test');
  escribir(within(modal).getByLabelText('Nombre'), 'Julia');
  escribir(within(modal).getByLabelText('Apellidos'), 'Paz');
  await elegirOpcion(u, within(modal).getByLabelText('Perfil'), 'Junior');
};

beforeEach(() => {
  vi.clearAllMocks();
  api.getUsuariosAdmin.mockResolvedValue([ana, raul]);
  api.getPerfiles.mockResolvedValue(['Administrador del sistema', 'Senior', 'Semi Senior', 'Junior']);
  api.getAreas.mockResolvedValue(AREAS);
  api.crearUsuario.mockResolvedValue(usuario(9, 'Julia', 'Paz'));
  api.actualizarUsuario.mockResolvedValue(ana);
  api.restablecerContrasena.mockResolvedValue(ana);
  api.getOpcionesLogin.mockResolvedValue({ restablecer: false, sso: null });
  api.reenviarInvitacion.mockResolvedValue(ana);
});

describe('Gestión de Usuarios', () => {
  it('lists every user with perfil, areas and state, and searches ignoring accents and case', async () => {
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
    const { usuario: u } = renderizar(<PanelUsuarios />);
    await screen.findByText('Ana García');
    await u.click(screen.getByRole('button', { name: 'Crear Usuario' }));
    const modal = await dialogo('Crear Usuario');
    escribir(within(modal).getByLabelText('E-mail'), 'no-es-un-email');
    escribir(within(modal).getByLabelText('Contraseña'), 'corta');
    await u.click(within(modal).getByRole('button', { name: 'Crear' }));
    expect(await within(modal).findByText('El e-mail no es válido.')).toBeInTheDocument();
    for (const mensaje of ['El nombre es obligatorio.', 'Los apellidos son obligatorios.', 'El perfil es obligatorio.', 'La contraseña debe tener al menos 8 caracteres.']) {
      expect(await within(modal).findByText(mensaje)).toBeInTheDocument();
    }
    expect(api.crearUsuario).not.toHaveBeenCalled();

    await datosDeJulia(u, modal);
    await elegirOpcion(u, within(modal).getByLabelText('Áreas'), 'Desarrollo');
    escribir(within(modal).getByLabelText('Contraseña'), 'Inicial#2026');
    api.crearUsuario.mockRejectedValueOnce(errorConMensaje('Ya existe un usuario con ese e-mail.'));
    await u.click(within(modal).getByRole('button', { name: 'Crear' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent('Ya existe un usuario con ese e-mail.');
    // Its work done, the modal's button has its exact name again and takes the next try.
    expect(within(modal).getByRole('button', { name: 'Crear' })).toBeEnabled();

    await u.click(within(modal).getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Usuario creado correctamente')).toBeInTheDocument();
    expect(api.crearUsuario).toHaveBeenLastCalledWith({
      email: 'julia.paz@horas.test', nombre: 'Julia', apellidos: 'Paz', perfil: 'Junior', areaIds: [1], areasResponsable: [], contrasena: 'Inicial#2026',
    });
    expect(api.getUsuariosAdmin).toHaveBeenCalledTimes(2);
  });

  it("with mail configured, a new user is invited by default: no password typed; 'Contraseña inicial' still offers one", async () => {
    api.getOpcionesLogin.mockResolvedValue({ restablecer: true, sso: null });
    const { usuario: u } = renderizar(<PanelUsuarios />);
    await screen.findByText('Ana García');
    await waitFor(() => expect(api.getOpcionesLogin).toHaveBeenCalled());
    await u.click(screen.getByRole('button', { name: 'Crear Usuario' }));
    const modal = await dialogo('Crear Usuario');
    expect(within(modal).getByRole('radio', { name: 'Enviar invitación por correo' })).toBeChecked();
    expect(within(modal).queryByLabelText('Contraseña')).not.toBeInTheDocument();
    await u.click(within(modal).getByRole('radio', { name: 'Contraseña inicial' }));
    expect(await within(modal).findByLabelText('Contraseña')).toBeInTheDocument();
    await u.click(within(modal).getByRole('radio', { name: 'Enviar invitación por correo' }));

    await datosDeJulia(u, modal);
    await u.click(within(modal).getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Usuario creado: le enviamos la invitación por correo')).toBeInTheDocument();
    expect(api.crearUsuario).toHaveBeenCalledWith({
      email: 'julia.paz@horas.test', nombre: 'Julia', apellidos: 'Paz', perfil: 'Junior', areaIds: [], areasResponsable: [], invitar: true,
    });
  });

  it("shows a pending or expired invitation, and 'Reenviar invitación' sends a new one", async () => {
    const manana = new Date(Date.now() + 24 * 60 * 60_000);
    const dd = (d: Date) => `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
    api.getUsuariosAdmin.mockResolvedValue([
      usuario(5, 'Julia', 'Paz', { tieneContrasena: false, invitacionVence: manana.toISOString() }),
      usuario(6, 'Pedro', 'Sosa', { tieneContrasena: false, invitacionVence: '2020-01-01T00:00:00.000Z' }),
      ana,
    ]);
    const { usuario: u } = renderizar(<PanelUsuarios />);
    expect(await screen.findByText(`Invitación pendiente (vence ${dd(manana)})`)).toBeInTheDocument();
    expect(screen.getByText('Invitación vencida')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reenviar invitación a Ana García' })).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Reenviar invitación a Pedro Sosa' }));
    expect(await screen.findByText('Invitación reenviada')).toBeInTheDocument();
    expect(api.reenviarInvitacion).toHaveBeenCalledWith(6);
  });

  it("shows who is linked ('SSO') and unlinks after a confirmation, showing a refusal", async () => {
    api.getUsuariosAdmin.mockResolvedValue([{ ...ana, sso: true }, raul]);
    const { usuario: u } = renderizar(<PanelUsuarios />);
    await screen.findByText('Ana García');
    expect(filas()[0]).toHaveTextContent(/Activo\s*SSO/);
    expect(filas()[1]).not.toHaveTextContent('SSO');
    expect(screen.queryByRole('button', { name: 'Desvincular SSO de Raúl Núñez' })).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Desvincular SSO de Ana García' }));
    expect(await screen.findByText('¿Desvincular a Ana García del inicio de sesión único?')).toBeInTheDocument();
    expect(api.desvincularSso).not.toHaveBeenCalled();
    api.desvincularSso.mockRejectedValueOnce(errorConMensaje('El usuario no está vinculado al inicio de sesión único.'));
    await u.click(screen.getByRole('button', { name: 'Desvincular SSO' }));
    expect(await screen.findByText('El usuario no está vinculado al inicio de sesión único.')).toBeInTheDocument();
    api.desvincularSso.mockResolvedValueOnce(ana);
    api.getUsuariosAdmin.mockResolvedValue([ana, raul]);
    await u.click(screen.getByRole('button', { name: 'Desvincular SSO de Ana García' }));
    await u.click(await screen.findByRole('button', { name: 'Desvincular SSO' }));
    expect(await screen.findByText('Usuario desvinculado del inicio de sesión único')).toBeInTheDocument();
    expect(api.desvincularSso).toHaveBeenLastCalledWith(2);
    await waitFor(() => expect(filas()[0]).not.toHaveTextContent('SSO'));
  });

  it("with single sign-on, a new user may get in only through the provider: neither password nor invitation", async () => {
    api.getOpcionesLogin.mockResolvedValue({ restablecer: false, sso: { nombre: 'Keycloak' } });
    const { usuario: u } = renderizar(<PanelUsuarios />);
    await screen.findByText('Ana García');
    await u.click(screen.getByRole('button', { name: 'Crear Usuario' }));
    const modal = await dialogo('Crear Usuario');
    await u.click(await within(modal).findByRole('radio', { name: 'Ingresa con Keycloak' }));
    expect(within(modal).queryByLabelText('Contraseña')).not.toBeInTheDocument();
    await datosDeJulia(u, modal);
    await u.click(within(modal).getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Usuario creado correctamente')).toBeInTheDocument();
    expect(api.crearUsuario).toHaveBeenCalledWith({
      email: 'julia.paz@horas.test', nombre: 'Julia', apellidos: 'Paz', perfil: 'Junior', areaIds: [], areasResponsable: [],
    });
  });

  it('without single sign-on the creation offers no provider', async () => {
    const { usuario: u } = renderizar(<PanelUsuarios />);
    await screen.findByText('Ana García');
    await waitFor(() => expect(api.getOpcionesLogin).toHaveBeenCalled());
    await u.click(screen.getByRole('button', { name: 'Crear Usuario' }));
    const modal = await dialogo('Crear Usuario');
    expect(within(modal).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Enviar invitación por correo', 'Contraseña inicial']);
  });

  it('edits a user, sending the e-mail only when it changed', async () => {
    const { usuario: u } = renderizar(<PanelUsuarios />);
    await u.click(await screen.findByRole('button', { name: 'Editar Ana García' }));
    const modal = await dialogo('Editar Usuario');
    expect(within(modal).getByLabelText('E-mail')).toHaveValue('ana@horas.test');
    expect(within(modal).queryByLabelText('Primer acceso')).not.toBeInTheDocument();
    escribir(within(modal).getByLabelText('Apellidos'), 'García López');
    await u.click(within(modal).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Usuario actualizado correctamente')).toBeInTheDocument();
    expect(api.actualizarUsuario).toHaveBeenCalledWith(2, {
      nombre: 'Ana', apellidos: 'García López', perfil: 'Senior', areaIds: [1, 2], areasResponsable: [1], activo: true,
    });
  });

  it("'Responsable de' offers only the areas chosen for the user, and loses an area taken out of them", async () => {
    const { usuario: u } = renderizar(<PanelUsuarios />);
    await u.click(await screen.findByRole('button', { name: 'Editar Ana García' }));
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
    expect(api.actualizarUsuario).toHaveBeenCalledWith(2, expect.objectContaining({ areaIds: [1], areasResponsable: [1] }));
  });

  it("'Responsable de' waits for the user's areas", async () => {
    const { usuario: u } = renderizar(<PanelUsuarios />);
    await screen.findByText('Ana García');
    await u.click(screen.getByRole('button', { name: 'Crear Usuario' }));
    const modal = await dialogo('Crear Usuario');
    expect(within(modal).getByLabelText('Responsable de')).toBeDisabled();
    await elegirOpcion(u, within(modal).getByLabelText('Áreas'), 'Diseño');
    await waitFor(() => expect(within(modal).getByLabelText('Responsable de')).toBeEnabled());
  });

  it('deactivates and activates after a confirmation, and shows a refusal', async () => {
    const { usuario: u } = renderizar(<PanelUsuarios />);
    await u.click(await screen.findByRole('button', { name: 'Desactivar Ana García' }));
    expect(await screen.findByText('¿Desactivar a Ana García?')).toBeInTheDocument();
    expect(api.actualizarUsuario).not.toHaveBeenCalled();
    api.actualizarUsuario.mockRejectedValueOnce(errorConMensaje('Debe quedar al menos un administrador activo.'));
    await u.click(screen.getByRole('button', { name: 'Desactivar' }));
    expect(await screen.findByText('Debe quedar al menos un administrador activo.')).toBeInTheDocument();
    expect(api.actualizarUsuario).toHaveBeenCalledWith(2, expect.objectContaining({ activo: false }));

    await u.click(screen.getByRole('button', { name: 'Activar Raúl Núñez' }));
    await u.click(await screen.findByRole('button', { name: 'Activar' }));
    expect(await screen.findByText('Usuario activado')).toBeInTheDocument();
    expect(api.actualizarUsuario).toHaveBeenLastCalledWith(3, { nombre: 'Raúl', apellidos: 'Núñez', perfil: 'Junior', areaIds: [3], activo: true });
  });

  it("'Jornada' opens the user's jornadas", async () => {
    servidorFalso({ 'GET /usuarios/usuarios/2/jornadas': [200, []], 'GET /horas/jornada-defecto': [200, []] });
    const { usuario: u } = renderizar(<PanelUsuarios />);
    await u.click(await screen.findByRole('button', { name: 'Jornada de Ana García' }));
    const modal = await dialogo('Jornada de Ana García');
    expect(await within(modal).findByText('No tiene jornada propia: se aplica la jornada por defecto.')).toBeInTheDocument();
    await u.click(within(modal).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('resets a password once both fields match', async () => {
    const { usuario: u } = renderizar(<PanelUsuarios />);
    await u.click(await screen.findByRole('button', { name: 'Restablecer contraseña de Ana García' }));
    const modal = await dialogo('Restablecer contraseña');
    escribir(within(modal).getByLabelText('Nueva contraseña'), 'Nueva#2026');
    escribir(within(modal).getByLabelText('Repetir contraseña'), 'Otra#2026');
    await u.click(within(modal).getByRole('button', { name: 'Restablecer' }));
    expect(await within(modal).findByText('Las contraseñas no coinciden.')).toBeInTheDocument();
    expect(api.restablecerContrasena).not.toHaveBeenCalled();
    escribir(within(modal).getByLabelText('Repetir contraseña'), 'Nueva#2026');
    await u.click(within(modal).getByRole('button', { name: 'Restablecer' }));
    await waitFor(() => expect(api.restablecerContrasena).toHaveBeenCalledWith(2, { contrasena: 'Nueva#2026' }));
  });
});
