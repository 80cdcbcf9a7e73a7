import type { UsuarioDePrueba } from './renderizar';

/**
 * Types a date (or a year) into an antd DatePicker as a user does, replacing what it held, and
 * leaves it with Tab, which keeps what was typed: Enter would also send the form around it.
 */
export async function escribirFecha(usuario: UsuarioDePrueba, campo: HTMLElement, texto: string) {
  await usuario.click(campo);
  await usuario.clear(campo);
  await usuario.type(campo, `${texto}{Tab}`);
}
