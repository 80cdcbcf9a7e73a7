import { PanelAdministracion } from '../../../componentes/PanelAdministracion';
import { PanelUsuarios } from './PanelUsuarios';

/** The 'Gestión de Usuarios' accordion: loaded when first opened. */
export function GestionUsuarios() {
  return <PanelAdministracion clave="usuarios" titulo="Gestión de Usuarios"><PanelUsuarios /></PanelAdministracion>;
}
