import axios from 'axios';

/**
 * A download's error arrives as the file would have (a stream, bytes): read it as the JSON it is,
 * so `mensajeDeError` finds the server's `mensaje`.
 */
export async function leerCuerpoDeError(error: unknown): Promise<void> {
  const respuesta = axios.isAxiosError(error) ? error.response : undefined;
  if (!respuesta) return;
  const datos: unknown = respuesta.data;
  let texto: string;
  if (datos instanceof ReadableStream) texto = await new Response(datos).text().catch(() => '');
  else if (datos instanceof ArrayBuffer || ArrayBuffer.isView(datos)) texto = new TextDecoder().decode(datos);
  else return;
  try {
    respuesta.data = JSON.parse(texto);
  } catch {
    respuesta.data = texto;
  }
}
