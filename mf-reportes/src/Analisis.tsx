import { PaginaAnalisis } from './features/analisis/components/PaginaAnalisis';

/** Exposed as `mf_reportes/Analisis`; the shell renders it at /analisis inside its providers. */
export default function Analisis() {
  return <PaginaAnalisis />;
}
