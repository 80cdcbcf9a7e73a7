import { Collapse } from 'antd';
import type { ReactNode } from 'react';
import './panelAdministracion.css';

interface Props {
  clave: string;
  /** The accordion's title: 'Gestión de Usuarios'… */
  titulo: string;
  /** Mounted when the panel is opened, unmounted when it is closed. */
  children: ReactNode;
}

/** One accordion of the administration on /home: its content is mounted, and its data asked, when it is opened. */
export function PanelAdministracion({ clave, titulo, children }: Props) {
  return <Collapse className="panel-administracion" destroyOnHidden items={[{ key: clave, label: titulo, children }]} />;
}
