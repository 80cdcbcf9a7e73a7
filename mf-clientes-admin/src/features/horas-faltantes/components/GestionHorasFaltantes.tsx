import { Collapse } from 'antd';
import { PanelHorasFaltantes } from './PanelHorasFaltantes';

/** The 'Horas faltantes' accordion: loaded when first opened. */
export function GestionHorasFaltantes() {
  return <Collapse destroyOnHidden items={[{ key: 'horas-faltantes', label: 'Horas faltantes', children: <PanelHorasFaltantes /> }]} />;
}
