import type { UsuarioDePrueba } from './renderizar';

/**
 * Enters a date (or a year) into an antd DatePicker as a user does, replacing what it held, and
 * leaves it with Tab, which keeps what was entered: Enter would also send the form around it.
 * Pasted whole: typed key by key, the picker draws its panel again on every digit, seconds of a
 * loaded machine's time for each date.
 */
export async function escribirFecha(usuario: UsuarioDePrueba, campo: HTMLElement, texto: string) {
  await usuario.click(campo);
  await usuario.clear(campo);
  await usuario.paste(texto);
  await usuario.keyboard('{Tab}');
}
