import type { ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import esES from 'antd/locale/es_ES';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import { clienteConsultas } from '../datos/clienteConsultas';
import { temaHoras } from './tema';
import { useMenosMovimiento } from './useMenosMovimiento';

dayjs.locale('es');

const temaSinMovimiento = { ...temaHoras, token: { ...temaHoras.token, motion: false } };

/**
 * antd in Spanish with the product theme (`App` gives screens message/modal hooks in that context),
 * and the page's one query cache. Modals, menus and panels open without motion, and buttons send
 * no wave, for whoever asked their system for less of it (WCAG 2.3.3).
 */
export function HorasProviders({ children }: { children: ReactNode }) {
  const menosMovimiento = useMenosMovimiento();
  return (
    <QueryClientProvider client={clienteConsultas}>
      <ConfigProvider locale={esES} theme={menosMovimiento ? temaSinMovimiento : temaHoras} wave={{ disabled: menosMovimiento }}>
        <App>{children}</App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
