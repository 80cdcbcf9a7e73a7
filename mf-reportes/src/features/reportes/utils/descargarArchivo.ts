const TIPO_XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The browser keeps reading the blob after click() returns; free it only well after. */
const LIBERAR_TRAS_MS = 40_000;

export function descargarArchivo(bytes: ArrayBuffer, nombre: string): void {
  const url = URL.createObjectURL(new Blob([bytes], { type: TIPO_XLSX }));
  const enlace = document.createElement('a');
  enlace.href = url;
  enlace.download = nombre;
  enlace.rel = 'noopener';
  document.body.append(enlace);
  enlace.click();
  enlace.remove();
  setTimeout(() => URL.revokeObjectURL(url), LIBERAR_TRAS_MS);
}
