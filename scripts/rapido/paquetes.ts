import { CARPETAS_FRONT } from '../../shared/apps';

/** The workspace packages (pnpm-workspace.yaml), each with its own type-check. */
const PAQUETES = [...CARPETAS_FRONT, 'shared', 'api', 'e2e', 'mono'];
/** Folders with unit tests but no package of their own: the root's scripts, deploy/'s scripts. */
const CARPETAS_SIN_PAQUETE = ['scripts', 'deploy'];
/** Packages without unit or component tests of their own. */
const SIN_PRUEBAS = new Set(['e2e', 'mono']);

export interface Plan {
  lint: string[];
  typecheck: string[];
  pruebas: string[];
}

/**
 * From the paths a change touched (relative to the repository), what to check of the folders they
 * are in; a path outside them (README, root configs) asks for nothing.
 */
export function planDeCambios(archivos: string[]): Plan {
  const tocadas = [...PAQUETES, ...CARPETAS_SIN_PAQUETE].filter((carpeta) => archivos.some((archivo) => archivo.startsWith(`${carpeta}/`)));
  return {
    lint: tocadas,
    typecheck: tocadas.filter((carpeta) => PAQUETES.includes(carpeta)),
    pruebas: tocadas.filter((carpeta) => !SIN_PRUEBAS.has(carpeta)),
  };
}
