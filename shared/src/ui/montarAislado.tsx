import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Card } from 'antd';
import { configureApi } from '../api';
import { useAuthStore } from '../auth/useAuthStore';
import { HorasProviders } from './HorasProviders';
import { LoginForm } from './LoginForm';

interface RemotoAislado {
  titulo: string;
  Pantalla: ComponentType;
  apiUrl: string;
}

/** Its origin has its own localStorage: the team signs in here once, then sees the screen. */
function PaginaAislada({ titulo, Pantalla }: Omit<RemotoAislado, 'apiUrl'>) {
  const token = useAuthStore((s) => s.token);
  if (token) return <Pantalla />;
  return (
    <Card title={`${titulo} (modo aislado)`} style={{ maxWidth: 400, margin: '10vh auto' }}>
      <LoginForm />
    </Card>
  );
}

/** A remote run on its own port for its team, inside the same providers as in the shell. */
export function montarAislado({ titulo, Pantalla, apiUrl }: RemotoAislado) {
  configureApi({ baseURL: apiUrl });
  void useAuthStore.getState().restaurarSesion();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <HorasProviders>
        <BrowserRouter>
          <PaginaAislada titulo={titulo} Pantalla={Pantalla} />
        </BrowserRouter>
      </HorasProviders>
    </StrictMode>,
  );
}
