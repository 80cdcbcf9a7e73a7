import { act, screen, waitFor } from '@testing-library/react';
import { Suspense, use } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, expect, it } from 'vitest';
import { MENSAJES_CUENTAS, useAuthStore } from '@horas/shared';
import { ana, escribir, renderizar, rutasDeAna, servidorFalso, type Rutas } from '@horas/shared/testing';
import { OpcionesDeLogin } from '../login/OpcionesDeLogin';
import { PaginaOlvide } from './PaginaOlvide';
import { PaginaActivar, PaginaRestablecer } from './PaginasDeEnlace';

/** Suspends the first time it renders: React throws away that render of its siblings and repeats it. */
let espera: Promise<void> | null = null;
function SuspendeUnaVez() {
  espera ??= new Promise((resolver) => setTimeout(resolver, 10));
  use(espera);
  return null;
}

function pantalla(ruta: string, rutas: Rutas) {
  const pedidos = servidorFalso(rutas);
  window.history.replaceState(null, '', ruta);
  const resultado = renderizar(
    <MemoryRouter initialEntries={[ruta.split('#')[0]]}>
      <Routes>
        <Route path="/login" element={<OpcionesDeLogin />} />
        <Route path="/olvide" element={<><p>pantalla /olvide</p><PaginaOlvide /></>} />
        <Route path="/activar" element={<PaginaActivar />} />
        <Route path="/restablecer" element={<PaginaRestablecer />} />
        <Route path="/restablecer-interrumpida" element={<Suspense><PaginaRestablecer /><SuspendeUnaVez /></Suspense>} />
        <Route path="/home" element={<p>pantalla /home</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return { pedidos, ...resultado };
}

beforeEach(() => useAuthStore.setState({ token: null, id: null, perfil: null, usuario: null }));

it("/login offers '¿Olvidó su contraseña?' once the API says mail works, and not otherwise", async () => {
  pantalla('/login', { 'GET /usuarios/login/opciones': [200, { restablecer: true, sso: null }] });
  expect(await screen.findByRole('link', { name: '¿Olvidó su contraseña?' })).toHaveAttribute('href', '/olvide');
});

it("/login without mail configured shows no '¿Olvidó su contraseña?'", async () => {
  const { pedidos } = pantalla('/login', { 'GET /usuarios/login/opciones': [200, { restablecer: false, sso: null }] });
  await waitFor(() => expect(pedidos).toHaveLength(1));
  expect(screen.queryByRole('link', { name: '¿Olvidó su contraseña?' })).not.toBeInTheDocument();
});

it("/olvide sends the e-mail and shows the API's answer, the same whatever was typed", async () => {
  const { pedidos, usuario } = pantalla('/olvide', {
    'GET /usuarios/login/opciones': [200, { restablecer: true, sso: null }],
    'POST /usuarios/contrasena/olvido': [202, { mensaje: MENSAJES_CUENTAS.olvido }],
  });
  escribir(screen.getByLabelText('E-mail'), ' luis.perez@horas.local ');
  await usuario.click(screen.getByRole('button', { name: 'Enviar enlace' }));
  expect(await screen.findByText(MENSAJES_CUENTAS.olvido)).toBeInTheDocument();
  expect(JSON.parse(pedidos.find((p) => p.method === 'post')!.data as string)).toEqual({ email: 'luis.perez@horas.local' });
});

it('/olvide opened directly without a mail server says so in words for anyone, and offers no form', async () => {
  pantalla('/olvide', { 'GET /usuarios/login/opciones': [200, { restablecer: false, sso: null }] });
  expect(await screen.findByText('La recuperación de contraseña por correo no está disponible. Consulte con un administrador.')).toBeInTheDocument();
  expect(screen.queryByLabelText('E-mail')).not.toBeInTheDocument();
  expect(screen.queryByText(/SMTP_URL/)).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute('href', '/login');
});

async function elegir(usuario: ReturnType<typeof pantalla>['usuario'], contrasena: string) {
  escribir(screen.getByLabelText('Nueva contraseña'), contrasena);
  escribir(screen.getByLabelText('Repetir contraseña'), contrasena);
  await usuario.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
}

it("/activar: 'Elija su contraseña' with the link's token, then straight to /home signed in; the token leaves the address bar", async () => {
  const { pedidos, usuario } = pantalla('/activar#token-del-correo', {
    ...rutasDeAna,
    'POST /usuarios/activar': [200, { token: 't-ana', id: ana.id, perfil: ana.perfil, dispositivo: 'd-ana' }],
  });
  expect(screen.getByRole('heading', { name: 'Elija su contraseña' })).toBeInTheDocument();
  expect(window.location.hash).toBe('');
  await elegir(usuario, 'Elegida#2026');
  expect(await screen.findByText('pantalla /home')).toBeInTheDocument();
  expect(JSON.parse(pedidos.find((p) => p.url === '/usuarios/activar')!.data as string)).toEqual({ token: 'token-del-correo', contrasena: 'Elegida#2026' });
  expect(useAuthStore.getState()).toMatchObject({ token: 't-ana', usuario: ana });
});

it("/restablecer with a link no longer valid shows the API's message and the way to ask for a new one", async () => {
  const { usuario } = pantalla('/restablecer#usado', { 'POST /usuarios/contrasena/restablecer': [400, { mensaje: MENSAJES_CUENTAS.enlaceRestablecer }] });
  expect(screen.getByRole('heading', { name: 'Nueva contraseña' })).toBeInTheDocument();
  await elegir(usuario, 'Nueva#20265');
  expect(await screen.findByText(MENSAJES_CUENTAS.enlaceRestablecer)).toBeInTheDocument();
  await usuario.click(screen.getByRole('link', { name: '¿Olvidó su contraseña?' }));
  expect(await screen.findByText('pantalla /olvide')).toBeInTheDocument();
  expect(useAuthStore.getState().token).toBeNull();
});

it('/restablecer keeps the link\'s token when its first render is thrown away and repeated', async () => {
  // Awaited: React retries a suspended render only once the `act` it began in has ended.
  const { pedidos, usuario } = await act(async () => pantalla('/restablecer-interrumpida#token-del-correo', {
    ...rutasDeAna,
    'POST /usuarios/contrasena/restablecer': [200, { token: 't-ana', id: ana.id, perfil: ana.perfil, dispositivo: 'd-ana' }],
  }));
  expect(await screen.findByRole('heading', { name: 'Nueva contraseña' })).toBeInTheDocument();
  await waitFor(() => expect(window.location.hash).toBe(''));
  await elegir(usuario, 'Nueva#20265');
  expect(await screen.findByText('pantalla /home')).toBeInTheDocument();
  expect(JSON.parse(pedidos.find((p) => p.url === '/usuarios/contrasena/restablecer')!.data as string)).toMatchObject({ token: 'token-del-correo' });
});
