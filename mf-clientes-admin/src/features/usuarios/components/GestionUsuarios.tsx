import { Collapse } from 'antd';
import { PanelUsuarios } from './PanelUsuarios';

/** The 'Gestión de Usuarios' accordion: loaded when first opened. */
export function GestionUsuarios() {
  return <Collapse destroyOnHidden items={[{ key: 'usuarios', label: 'Gestión de Usuarios', children: <PanelUsuarios /> }]} />;
}
