import { PanelAdministracion } from '../../../componentes/PanelAdministracion';
import { PanelHistorial } from './PanelHistorial';

/** The 'Historial de cambios' accordion: loaded when first opened. */
export function GestionHistorial() {
  return <PanelAdministracion clave="historial" titulo="Historial de cambios"><PanelHistorial /></PanelAdministracion>;
}
