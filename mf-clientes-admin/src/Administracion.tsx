import { PaginaAdministracion } from './features/administracion/components/PaginaAdministracion';

/** /administracion (administrators only; the shell never loads it for anyone else). */
export default function Administracion() {
  return <PaginaAdministracion />;
}
