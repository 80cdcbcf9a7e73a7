/**
 * Follows the rows of horas.xlsx while its bytes arrive. The server writes the sheet as the zip's
 * first entry, deflated, one `<row r="N">` per row: inflating the bytes as they come (natively,
 * DecompressionStream) and reading the last row number of each inflated piece says how many rows
 * have arrived. Only a progress figure: anything unexpected just stops it, never the download.
 */
const FIRMA_CABECERA_LOCAL = 0x04034b50;
const DEFLATE = 8;
const LARGO_CABECERA_LOCAL = 30;
const MARCA = new TextEncoder().encode('<row r="');
const COMILLA = 0x22;
/** Bytes around a piece's edge where a cut `<row r="N"` can lie. */
const BORDE = 16;

/** The number of the last `<row r="N"` in the bytes, searched from their end; 0 if there is none. */
export function ultimaFila(bytes: Uint8Array): number {
  for (let i = bytes.length - MARCA.length; i >= 0; i--) {
    let coincide = true;
    for (let j = 0; j < MARCA.length && coincide; j++) coincide = bytes[i + j] === MARCA[j];
    if (!coincide) continue;
    let numero = 0;
    let k = i + MARCA.length;
    for (; k < bytes.length && bytes[k] !== COMILLA; k++) numero = numero * 10 + bytes[k] - 48;
    // A tag cut at the end of the bytes: the one before it is the last whole one.
    if (k < bytes.length) return numero;
  }
  return 0;
}

const unir = (a: Uint8Array, b: Uint8Array) => {
  const junto = new Uint8Array(a.length + b.length);
  junto.set(a);
  junto.set(b, a.length);
  return junto;
};

/** `alAvanzar` gets the number of data rows seen so far (the header row is row 1). */
export function seguirFilas(alAvanzar: (filas: number) => void) {
  let inicio: Uint8Array = new Uint8Array(0);
  let inflador: WritableStreamDefaultWriter<BufferSource> | null = null;
  let detenido = false;
  const detener = () => {
    detenido = true;
    inflador?.abort().catch(() => undefined);
  };

  async function leer(inflado: ReadableStream<Uint8Array>) {
    const lector = inflado.getReader();
    let cola: Uint8Array = new Uint8Array(0);
    for (;;) {
      const { done, value } = await lector.read();
      if (done) return;
      // A piece with no whole tag may finish one cut at the end of the piece before.
      const fila = ultimaFila(value) || ultimaFila(unir(cola, value.subarray(0, BORDE)));
      cola = value.subarray(-BORDE);
      if (fila > 1) alAvanzar(fila - 1);
    }
  }

  /** The zip's first local header: where the sheet's deflated bytes start, once it is all here. */
  function datosDeLaHoja(trozo: Uint8Array): Uint8Array | null {
    inicio = unir(inicio, trozo);
    if (inicio.length < LARGO_CABECERA_LOCAL) return null;
    const vista = new DataView(inicio.buffer, inicio.byteOffset, inicio.byteLength);
    if (vista.getUint32(0, true) !== FIRMA_CABECERA_LOCAL || vista.getUint16(8, true) !== DEFLATE) {
      detener();
      return null;
    }
    const desde = LARGO_CABECERA_LOCAL + vista.getUint16(26, true) + vista.getUint16(28, true);
    return inicio.length < desde ? null : inicio.subarray(desde);
  }

  return {
    escribir(trozo: Uint8Array) {
      if (detenido) return;
      let datos: Uint8Array | null = trozo;
      if (!inflador) {
        datos = datosDeLaHoja(trozo);
        if (!datos) return;
        const flujo = new DecompressionStream('deflate-raw');
        inflador = flujo.writable.getWriter();
        // The sheet's deflate stream ends before the zip does: what follows it is refused, and that ends the count.
        leer(flujo.readable).catch(() => undefined).finally(() => (detenido = true));
      }
      inflador.write(datos as Uint8Array<ArrayBuffer>).catch(() => undefined);
    },
    terminar: detener,
  };
}
