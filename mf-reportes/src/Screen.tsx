import { PaginaReportes } from './features/reportes/components/PaginaReportes';

/** Exposed as `mf_reportes/Screen`; the shell renders it at /Reportes inside its providers. */
export default function Screen() {
  return <PaginaReportes />;
}
