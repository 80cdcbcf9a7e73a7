import { puertoBase } from '@horas/shared/federation';

/**
 * The shared API's mail server (`SMTP_URL`), started by the run as one more webServer
 * (support/servidorDeCorreo.ts): SMTP on base + 1010, and what it received read over HTTP on
 * base + 1011, since specs run in other processes.
 */
export const PUERTO_SMTP = puertoBase() + 1010;
export const PUERTO_BUZON = puertoBase() + 1011;
export const URL_BUZON = `http://127.0.0.1:${PUERTO_BUZON}`;
/** Its line on stdout once both ports listen: the run waits for it (playwright.config.ts). */
export const AVISO_BUZON_LISTO = 'Buzón de correo listo';

export interface CorreoLeido {
  asunto: string;
  texto: string;
}

/** The mails delivered to `email` so far, oldest first. */
export async function correosPara(email: string): Promise<CorreoLeido[]> {
  const respuesta = await fetch(`${URL_BUZON}/correos?para=${encodeURIComponent(email)}`);
  return (await respuesta.json()) as CorreoLeido[];
}
