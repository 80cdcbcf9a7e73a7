import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, expect, it } from 'vitest';
import { LoginForm, useAuthStore } from '@horas/shared';
import { ana, renderizar, rutasDeAna, servidorFalso, type Rutas } from '@horas/shared/testing';
import { OpcionesDeLogin } from './OpcionesDeLogin';

const CON_SSO: Rutas = { 'GET /usuarios/login/opciones': [200, { restablecer: false, sso: { nombre: 'Empresa' } }] };

/** /login as the shell shows it (the form, with its error area, and the options under it), opened at `ruta`. */
function login(ruta: string, rutas: Rutas) {
  const pedidos = servidorFalso(rutas);
  window.history.replaceState(null, '', ruta);
  renderizar(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route path="/login" element={<><LoginForm /><OpcionesDeLogin /></>} />
        <Route path="/home" element={<p>pantalla /home</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return pedidos;
}

beforeEach(() => useAuthStore.setState({ token: null, id: null, perfil: null, usuario: null, error: null }));

it("offers 'Ingresar con {nombre}', a plain link to the API's start, when single sign-on is configured", async () => {
  login('/login', CON_SSO);
  const enlace = await screen.findByRole('link', { name: 'Ingresar con Empresa' });
  expect(enlace.getAttribute('href')).toMatch(/\/auth\/oidc$/);
});

it('shows no single sign-on without it, and never starts one by itself', async () => {
  const pedidos = login('/login', { 'GET /usuarios/login/opciones': [200, { restablecer: false, sso: null }] });
  await waitFor(() => expect(pedidos).toHaveLength(1));
  expect(screen.queryByRole('link', { name: /Ingresar con/ })).not.toBeInTheDocument();
});

it('exchanges #sso={codigo} for a session, takes it out of the address bar and goes to /home', async () => {
  const pedidos = login('/login#sso=codigo-de-un-uso', {
    ...CON_SSO, ...rutasDeAna,
    'POST /usuarios/login/sso': [200, { token: 't-ana', id: ana.id, perfil: ana.perfil, dispositivo: 'd-ana' }],
  });
  expect(window.location.hash).toBe('');
  expect(await screen.findByText('pantalla /home')).toBeInTheDocument();
  expect(pedidos.filter((p) => p.url === '/usuarios/login/sso').map((p) => JSON.parse(p.data as string))).toEqual([{ codigo: 'codigo-de-un-uso' }]);
  expect(useAuthStore.getState()).toMatchObject({ token: 't-ana', usuario: ana });
});

it('a code refused (used, expired) stays on /login with the failure message', async () => {
  login('/login#sso=usado', { ...CON_SSO, 'POST /usuarios/login/sso': [400, { mensaje: 'El inicio de sesión único no es válido o venció. Intente nuevamente.' }] });
  expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo iniciar sesión con Empresa. Intente nuevamente.');
  expect(screen.queryByText('pantalla /home')).not.toBeInTheDocument();
});

it.each([
  ['no-registrado', 'Su cuenta no está habilitada en Horas. Consulte con un administrador.'],
  ['desactivado', 'El usuario está desactivado. Consulte con un administrador.'],
  ['email-no-verificado', 'El proveedor no confirma su e-mail: no se puede vincular su cuenta.'],
  ['fallo', 'No se pudo iniciar sesión con Empresa. Intente nuevamente.'],
])('#sso-error=%s shows its message in the error area, once, without going anywhere', async (clave, mensaje) => {
  const pedidos = login(`/login#sso-error=${clave}`, CON_SSO);
  expect(window.location.hash).toBe('');
  expect(await screen.findByRole('alert')).toHaveTextContent(mensaje);
  expect(pedidos.map((p) => p.url)).toEqual(['/usuarios/login/opciones']);
});
