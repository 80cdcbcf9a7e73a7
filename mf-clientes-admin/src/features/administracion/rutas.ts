/**
 * The URLs of 'Administración', apart from its sections' screens: /home's notice links here
 * without taking every panel into /home's download.
 */

/** Where the shell mounts this screen: the URLs of the sections are part of the product (issue 44). */
export const RAIZ_ADMINISTRACION = '/administracion';

/** A section's own URL; `ruta` may carry a query ('catalogo?vista=…'). */
export const urlDeSeccion = (ruta: string) => `${RAIZ_ADMINISTRACION}/${ruta}`;

export interface Seccion {
  /** Its path under /administracion. */
  ruta: string;
  titulo: string;
}

/** Shown first, and where 'Administración' opens, only while an empty Horas lacks something (PaginaAdministracion). */
export const PUESTA_EN_MARCHA: Seccion = { ruta: 'puesta-en-marcha', titulo: 'Puesta en marcha' };
