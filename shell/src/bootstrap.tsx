import { StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
// Before sign-in only the light part of @horas/shared loads (see pantallasConSesion.tsx).
import { configureApi, useAuthStore } from '@horas/shared/sesion';
import { App } from './App';
import { leerConfiguracion } from './remotos/configuracion';
import './global.css';

const contenedor = document.getElementById('root')!;
// /login arrives already drawn (login.html, plugin-login-estatico.ts): hydrated where that is what
// App draws (no session yet), drawn anew anywhere else.
const dibujado = contenedor.hasChildNodes();

function montar(arbol: ReactNode, hidratar: boolean) {
  if (hidratar) return void hydrateRoot(contenedor, arbol);
  contenedor.replaceChildren();
  createRoot(contenedor).render(arbol);
}

leerConfiguracion()
  .then(({ apiUrl }) => {
    configureApi({ baseURL: apiUrl });
    void useAuthStore.getState().restaurarSesion();
    const hidratar = dibujado && window.location.pathname === '/login' && !useAuthStore.getState().token;
    montar(
      <StrictMode>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </StrictMode>,
      hidratar,
    );
  })
  .catch((error: unknown) => {
    console.error(error);
    montar(<p role="alert">No se pudo iniciar la aplicación. Intente recargar la página.</p>, false);
  });
