import { deflateRawSync } from 'node:zlib';
import type { ArchivoReporte } from '../src/api/reporteXlsx';

const filaXml = (n: number) => `<row r="${n}"><c t="inlineStr"><is><t>fila ${n}</t></is></c></row>`;

/**
 * The start of a workbook as the API writes horas.xlsx: a zip whose first entry is the sheet,
 * deflated, with `filas` data rows after the header row, followed by more of the zip.
 */
export function libroDePrueba(filas: number): Uint8Array {
  const xml = `<worksheet><sheetData>${Array.from({ length: filas + 1 }, (_, i) => filaXml(i + 1)).join('')}</sheetData></worksheet>`;
  const nombre = Buffer.from('xl/worksheets/sheet1.xml');
  const cabecera = Buffer.alloc(30);
  cabecera.writeUInt32LE(0x04034b50, 0);
  cabecera.writeUInt16LE(20, 4);
  cabecera.writeUInt16LE(0x0808, 6);
  cabecera.writeUInt16LE(8, 8);
  cabecera.writeUInt16LE(nombre.length, 26);
  const resto = Buffer.from([0x50, 0x4b, 0x07, 0x08, 1, 2, 3, 4, 0x50, 0x4b, 0x03, 0x04, 9, 9, 9]);
  return new Uint8Array(Buffer.concat([cabecera, nombre, deflateRawSync(xml), resto]));
}

/** A body that arrives in pieces of `tamano` bytes; `retener` keeps it open until `soltar()`. */
export function cuerpoEnTrozos(bytes: Uint8Array, tamano = 64, retener = false) {
  let soltar: () => void = () => undefined;
  const abierto = retener ? new Promise<void>((listo) => (soltar = listo)) : Promise.resolve();
  let desde = 0;
  const cuerpo = new ReadableStream<Uint8Array>({
    async pull(control) {
      if (desde >= bytes.length) {
        await abierto;
        control.close();
        return;
      }
      control.enqueue(bytes.slice(desde, (desde += tamano)));
    },
  });
  return { cuerpo, soltar: () => soltar() };
}

/** What getReporteXlsx answers for a file of `total` rows, in pieces. */
export const archivoDePrueba = (total: number, retener = false): ArchivoReporte & { soltar: () => void } => ({
  total,
  ...cuerpoEnTrozos(libroDePrueba(total), 64, retener),
});

/** A body that fails after its first bytes, as a connection cut in the middle of the file. */
export function archivoCortado(total: number): ArchivoReporte {
  let enviado = false;
  return {
    total,
    cuerpo: new ReadableStream<Uint8Array>({
      pull(control) {
        if (enviado) control.error(new TypeError('network error'));
        else control.enqueue(libroDePrueba(total).slice(0, 100));
        enviado = true;
      },
    }),
  };
}
