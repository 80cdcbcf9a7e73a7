import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, expect, it } from 'vitest';
import { useAuthStore } from '@horas/shared';
import { RequiereSesion, SoloSinSesion } from './guardas';

function rutas(inicio: string) {
  render(
    <MemoryRouter initialEntries={[inicio]}>
      <Routes>
        <Route element={<SoloSinSesion />}>
          <Route path="/login" element={<p>pantalla de login</p>} />
        </Route>
        <Route element={<RequiereSesion />}>
          {['/home', '/Reportes', '/analisis', '/mishoras'].map((ruta) => (
            <Route key={ruta} path={ruta} element={<p>{`pantalla ${ruta}`}</p>} />
          ))}
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => useAuthStore.setState({ token: null }));

it.each(['/home', '/Reportes', '/analisis', '/mishoras'])('without a token %s goes to /login', (ruta) => {
  rutas(ruta);
  expect(screen.getByText('pantalla de login')).toBeInTheDocument();
});

it('with a token the guarded route shows', () => {
  useAuthStore.setState({ token: 't' });
  rutas('/Reportes');
  expect(screen.getByText('pantalla /Reportes')).toBeInTheDocument();
});

it('with a token /login goes to /home', () => {
  useAuthStore.setState({ token: 't' });
  rutas('/login');
  expect(screen.getByText('pantalla /home')).toBeInTheDocument();
});

it('losing the token (a 401, a logout) sends the visitor to /login at once', async () => {
  useAuthStore.setState({ token: 't' });
  rutas('/home');
  useAuthStore.getState().logout();
  expect(await screen.findByText('pantalla de login')).toBeInTheDocument();
});
