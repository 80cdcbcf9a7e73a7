import { puertoBase } from '@horas/shared/federation';
import { URL_API } from './entorno';

/**
 * The shared API's OpenID provider, started by the run as one more webServer
 * (support/proveedorOidc.ts) on base + 1012, with Horas registered as a confidential client.
 */
export const ISSUER_OIDC = `http://127.0.0.1:${puertoBase() + 1012}`;
/** Its line on stdout once it listens: the run waits for it (playwright.config.ts). */
export const AVISO_PROVEEDOR_LISTO = 'Proveedor OpenID listo';
export const CLIENTE_OIDC = { id: 'horas-e2e', secreto: 'secreto-del-cliente-horas-e2e' };
export const REDIRECCION_OIDC = `${URL_API}/auth/oidc/callback`;
/** The provider's name on the login page's button: 'Ingresar con Empresa'. */
export const NOMBRE_OIDC = 'Empresa';
