import { Layout } from 'antd';
import { Outlet } from 'react-router-dom';
import { BarraSuperior } from './BarraSuperior';

/** The frame of every signed-in screen: top bar, then the route's remote. */
export function Marco() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <BarraSuperior />
      <Layout.Content className="marco__contenido">
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
