import type { ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import esES from 'antd/locale/es_ES';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import { temaHoras } from './tema';

dayjs.locale('es');

/** antd in Spanish with the product theme; `App` gives screens message/modal hooks in that context. */
export function HorasProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={esES} theme={temaHoras}>
      <App>{children}</App>
    </ConfigProvider>
  );
}
