import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getHorasUsuario } from '../api';
import { useAppStore } from '../app/useAppStore';
import { cargarDatosDeSesion, claves, clienteConsultas } from '../datos';
import { ana, clientesDeAna as clientes, rutasDeAna, servidorFalso, tareasDeAna as tareas } from '../../testing';
import { CLAVE_RAIZ } from './almacenLocal';
import { ERROR_CREDENCIALES, ERROR_LOGIN, useAuthStore } from './useAuthStore';

const raiz = () => JSON.parse(localStorage.getItem(CLAVE_RAIZ) ?? '{}');

beforeEach(() => {
  useAuthStore.setState({ token: null, id: null, perfil: null, usuario: null, error: null });
  useAppStore.setState({ horasHabilitadas: false, clientes: [], tareasDefault: [], tareas: [] });
});

describe('login', () => {
  it('stores the token, fetches the profile and loads the data of spec §4', async () => {
    servidorFalso(rutasDeAna);

    await useAuthStore.getState().login(ana.email, 'Ana#2026');

    expect(useAuthStore.getState()).toMatchObject({ token: 't-ana', id: 2, perfil: 'Senior', usuario: ana, error: null });
    expect(localStorage.getItem('token')).toBe('t-ana');
    expect(useAppStore.getState()).toMatchObject({ horasHabilitadas: true, clientes, tareasDefault: tareas, tareas });
    expect(raiz().auth.state).toEqual({ id: 2, perfil: 'Senior', usuario: ana });
    expect(raiz().app.state.clientes).toEqual(clientes);
  });

  it("answers a 401 with 'Usuario o contraseña incorrectos'", async () => {
    servidorFalso({ 'POST /usuarios/login': [401, { mensaje: 'Credenciales inválidas' }] });

    await useAuthStore.getState().login(ana.email, 'mala');

    expect(useAuthStore.getState()).toMatchObject({ token: null, error: ERROR_CREDENCIALES });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("shows the server's wait message when too many attempts failed (429)", async () => {
    const mensaje = 'Demasiados intentos fallidos de inicio de sesión. Intente de nuevo en 15 minutos.';
    servidorFalso({ 'POST /usuarios/login': [429, { mensaje }] });

    await useAuthStore.getState().login(ana.email, 'Ana#2026');

    expect(useAuthStore.getState()).toMatchObject({ token: null, error: mensaje });
  });

  it('answers any other failure with the generic message', async () => {
    servidorFalso({ 'POST /usuarios/login': [500] });

    await useAuthStore.getState().login(ana.email, 'Ana#2026');

    expect(useAuthStore.getState().error).toBe(ERROR_LOGIN);
  });

  it('keeps going when one of the initial loads fails (only logged)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    servidorFalso({ ...rutasDeAna, 'GET /tareas/tareas': [500] });

    await useAuthStore.getState().login(ana.email, 'Ana#2026');

    expect(useAuthStore.getState().token).toBe('t-ana');
    expect(useAppStore.getState()).toMatchObject({ clientes, tareas: [] });
  });

  it('keeps the lists already loaded when a reload of them fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    useAppStore.setState({ horasHabilitadas: true, clientes, tareasDefault: tareas, tareas });
    servidorFalso({ ...rutasDeAna, 'GET /clientes/cliente/usuario': [500], 'GET /horas/horashabilitadas': [503] });

    await cargarDatosDeSesion();

    expect(useAppStore.getState()).toMatchObject({ horasHabilitadas: true, clientes, tareasDefault: tareas, tareas });
  });
});

describe('logout', () => {
  it("removes token, the user's saved hours and the week; resets all but horasHabilitadas", async () => {
    servidorFalso(rutasDeAna);
    await useAuthStore.getState().login(ana.email, 'Ana#2026');
    localStorage.setItem('horas-2', '{}');
    localStorage.setItem('semanaActual', '"2026-01-05"');

    useAuthStore.getState().logout();

    for (const clave of ['token', 'horas-2', 'semanaActual']) expect(localStorage.getItem(clave)).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ token: null, id: null, perfil: null, usuario: null });
    expect(useAppStore.getState()).toMatchObject({ horasHabilitadas: true, clientes: [], tareasDefault: [], tareas: [] });
  });

  it("empties the page's query cache: the next person on this browser sees nothing of the last", async () => {
    servidorFalso(rutasDeAna);
    await useAuthStore.getState().login(ana.email, 'Ana#2026');
    clienteConsultas.setQueryData(claves.semana(2, '2026-11-16'), [{ descripcion: 'De Ana' }]);
    expect(clienteConsultas.getQueryData(claves.clientesUsuario)).toEqual(clientes);

    useAuthStore.getState().logout();

    expect(clienteConsultas.getQueryCache().getAll()).toEqual([]);
  });

  it('a 401 on any call ends the session and empties the cache too', async () => {
    servidorFalso({ ...rutasDeAna, 'GET /horas/horasusuario/2': [401, { mensaje: 'Sesión expirada' }] });
    await useAuthStore.getState().login(ana.email, 'Ana#2026');
    expect(clienteConsultas.getQueryCache().getAll()).not.toEqual([]);

    await expect(getHorasUsuario(2)).rejects.toThrow();

    expect(useAuthStore.getState().token).toBeNull();
    expect(clienteConsultas.getQueryCache().getAll()).toEqual([]);
  });
});

describe('the device value (dispositivo) of each e-mail', () => {
  it('is kept per e-mail across logout and sent with the next login of that e-mail only', async () => {
    let emitidos = 0;
    const pedidos = servidorFalso({
      ...rutasDeAna,
      'POST /usuarios/login': (pedido) => (JSON.parse(pedido.data).contrasena === 'mala'
        ? [401, { mensaje: 'Usuario o contraseña incorrectos' }]
        : [200, { token: 't-ana', id: ana.id, perfil: ana.perfil, dispositivo: `d-${++emitidos}` }]),
    });
    const { login, logout } = useAuthStore.getState();
    const luis = 'luis.perez@horas.local';

    await login(ana.email, 'Ana#2026');
    logout();
    await login(luis, 'Luis#2026');
    logout();
    await login(' Ana.Garcia@Horas.local ', 'mala');
    await login(' Ana.Garcia@Horas.local ', 'Ana#2026');
    logout();
    await login(ana.email, 'Ana#2026');

    const enviados = pedidos.filter((p) => p.url === '/usuarios/login').map((p) => JSON.parse(p.data));
    expect(enviados).toEqual([
      { email: ana.email, contrasena: 'Ana#2026' },
      { email: luis, contrasena: 'Luis#2026' },
      { email: ' Ana.Garcia@Horas.local ', contrasena: 'mala', dispositivo: 'd-1' },
      { email: ' Ana.Garcia@Horas.local ', contrasena: 'Ana#2026', dispositivo: 'd-1' },
      { email: ana.email, contrasena: 'Ana#2026', dispositivo: 'd-3' },
    ]);
    expect(localStorage.getItem(`horas-dispositivo-${ana.email}`)).toBe('d-4');
    expect(localStorage.getItem(`horas-dispositivo-${luis}`)).toBe('d-2');
  });
});

describe('restaurarSesion', () => {
  it('confirms a stored token with /usuarios/usuarios/me and restores the session', async () => {
    servidorFalso(rutasDeAna);
    localStorage.setItem('token', 't-guardado');

    await useAuthStore.getState().restaurarSesion();

    expect(useAuthStore.getState()).toMatchObject({ token: 't-guardado', id: 2, perfil: 'Senior', usuario: ana });
    expect(useAppStore.getState().tareas).toEqual(tareas);
  });

  it('does nothing without a stored token', async () => {
    const pedidos = servidorFalso(rutasDeAna);

    await useAuthStore.getState().restaurarSesion();

    expect(pedidos).toHaveLength(0);
  });
});
