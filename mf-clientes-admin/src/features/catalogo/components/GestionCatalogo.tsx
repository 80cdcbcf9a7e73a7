import { Collapse } from 'antd';
import { PanelCatalogo } from './PanelCatalogo';

/** The 'Gestión de Catálogo' accordion: loaded when first opened. */
export function GestionCatalogo() {
  return <Collapse destroyOnHidden items={[{ key: 'catalogo', label: 'Gestión de Catálogo', children: <PanelCatalogo /> }]} />;
}
