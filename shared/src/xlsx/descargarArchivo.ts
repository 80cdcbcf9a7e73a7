/** The browser keeps reading the blob after click() returns; free it only well after. */
const LIBERAR_TRAS_MS = 40_000;

/** Saves the file as a download, under `nombre`. */
export function descargarArchivo(archivo: Blob, nombre: string): void {
  const url = URL.createObjectURL(archivo);
  const enlace = document.createElement('a');
  enlace.href = url;
  enlace.download = nombre;
  enlace.rel = 'noopener';
  document.body.append(enlace);
  enlace.click();
  enlace.remove();
  setTimeout(() => URL.revokeObjectURL(url), LIBERAR_TRAS_MS);
}
