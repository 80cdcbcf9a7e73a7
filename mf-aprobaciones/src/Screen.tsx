import { PaginaAprobaciones } from './features/aprobaciones/components/PaginaAprobaciones';

/** Exposed as `mf_aprobaciones/Screen`; the shell renders it at /aprobaciones inside its providers. */
export default function Screen() {
  return <PaginaAprobaciones />;
}
