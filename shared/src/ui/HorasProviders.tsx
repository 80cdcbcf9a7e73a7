import type { ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import esES from 'antd/locale/es_ES';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import { clienteConsultas } from '../datos/clienteConsultas';
import { temaHoras } from './tema';

dayjs.locale('es');

/**
 * antd in Spanish with the product theme (`App` gives screens message/modal hooks in that context),
 * and the page's one query cache.
 */
export function HorasProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={clienteConsultas}>
      <ConfigProvider locale={esES} theme={temaHoras}>
        <App>{children}</App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
