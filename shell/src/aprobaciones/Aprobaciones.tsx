import { RemotoRestringido } from '../remotos/RemotoRestringido';
import { useEsAprobador } from './useEsAprobador';

/** /aprobaciones: the approvers' screen (mf-aprobaciones), for administrators and responsables only. */
export function Aprobaciones() {
  return <RemotoRestringido id="mf_aprobaciones/Screen" permitido={useEsAprobador()} />;
}
