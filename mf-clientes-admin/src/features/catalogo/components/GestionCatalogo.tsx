import { PanelAdministracion } from '../../../componentes/PanelAdministracion';
import { PanelCatalogo } from './PanelCatalogo';

/** The 'Gestión de Catálogo' accordion: loaded when first opened. */
export function GestionCatalogo() {
  return <PanelAdministracion clave="catalogo" titulo="Gestión de Catálogo"><PanelCatalogo /></PanelAdministracion>;
}
