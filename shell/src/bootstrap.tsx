import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { configureApi, HorasProviders, useAuthStore } from '@horas/shared';
import { App } from './App';
import { leerConfiguracion } from './remotos/configuracion';
import './global.css';

const raiz = createRoot(document.getElementById('root')!);

leerConfiguracion()
  .then(({ apiUrl }) => {
    configureApi({ baseURL: apiUrl });
    void useAuthStore.getState().restaurarSesion();
    raiz.render(
      <StrictMode>
        <HorasProviders>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </HorasProviders>
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    console.error(error);
    raiz.render(<p role="alert">No se pudo iniciar la aplicación. Intente recargar la página.</p>);
  });
