import { Collapse } from 'antd';
import { PanelHistorial } from './PanelHistorial';

/** The 'Historial de cambios' accordion: loaded when first opened. */
export function GestionHistorial() {
  return <Collapse destroyOnHidden items={[{ key: 'historial', label: 'Historial de cambios', children: <PanelHistorial /> }]} />;
}
