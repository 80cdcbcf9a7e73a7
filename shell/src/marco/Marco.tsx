import { Suspense } from 'react';
import { Layout } from 'antd';
import { Outlet } from 'react-router-dom';
import { HorasProviders } from '@horas/shared';
import { Cargando } from '../Cargando';
import { AvisoVersionNueva } from '../version/AvisoVersionNueva';
import { BarraSuperior } from './BarraSuperior';

/** The frame of every signed-in screen, in the product's antd providers: top bar, a new release's notice, then the route's remote. */
export function Marco() {
  return (
    <HorasProviders>
      <Layout style={{ minHeight: '100vh' }}>
        <BarraSuperior />
        <AvisoVersionNueva />
        <Layout.Content className="marco__contenido">
          <Suspense fallback={<Cargando />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </HorasProviders>
  );
}
