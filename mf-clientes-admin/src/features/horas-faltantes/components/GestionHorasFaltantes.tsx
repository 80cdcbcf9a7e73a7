import { PanelAdministracion } from '../../../componentes/PanelAdministracion';
import { PanelHorasFaltantes } from './PanelHorasFaltantes';

/** The 'Horas faltantes' accordion: loaded when first opened. */
export function GestionHorasFaltantes() {
  return <PanelAdministracion clave="horas-faltantes" titulo="Horas faltantes"><PanelHorasFaltantes /></PanelAdministracion>;
}
