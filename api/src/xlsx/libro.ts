import { Readable } from 'node:stream';
import ZipStream from 'zip-stream';
import { partesDelLibro, RUTA_HOJA, RUTA_TEXTOS } from './partes';
import { TextosCompartidos, xmlDeHoja } from './xml';

export const TIPO_XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The fastest deflate: the sheet's XML is repetitive enough to shrink well even so, for far less CPU. */
const NIVEL_DEFLATE = 1;

export interface HojaEnLotes {
  hoja: string;
  columnas: readonly string[];
  lotes: AsyncIterable<(string | number)[][]>;
  /** Distinct texts the shared strings table may hold (then inline). */
  maxTextosCompartidos?: number;
}

/**
 * A one-sheet workbook as a stream, written while `lotes` are read: the sheet is the zip's first
 * entry (so a client can follow its rows as they arrive), its shared strings and the fixed parts
 * come after it. Only a batch or two is held at a time: the sheet is pulled as the zip (and the
 * socket behind it) drains.
 */
export function libroEnStream({ hoja, columnas, lotes, maxTextosCompartidos }: HojaEnLotes): Readable {
  const zip = new ZipStream({ zlib: { level: NIVEL_DEFLATE } });
  const textos = new TextosCompartidos(maxTextosCompartidos);
  const xml = Readable.from(xmlDeHoja(columnas, lotes, textos), { highWaterMark: 1 });
  const fallar = (error: Error) => {
    xml.destroy();
    zip.destroy(error);
  };
  // The shared strings are complete once the sheet is: they follow it.
  let partes: [string, string][] | undefined;
  const siguiente = (error?: Error | null): void => {
    if (error) return fallar(error);
    partes ??= [[RUTA_TEXTOS, textos.xml()], ...partesDelLibro(hoja)];
    const parte = partes.shift();
    if (!parte) {
      zip.finalize();
      return;
    }
    zip.entry(parte[1], { name: parte[0] }, siguiente);
  };
  xml.on('error', fallar);
  zip.on('close', () => xml.destroy());
  zip.entry(xml, { name: RUTA_HOJA }, siguiente);
  return zip as unknown as Readable;
}
