import { PaginaAusencias } from './features/ausencias/components/PaginaAusencias';

/** Exposed as `mf_ausencias/Screen`; the shell renders it at /ausencias inside its providers. */
export default function Screen() {
  return <PaginaAusencias />;
}
