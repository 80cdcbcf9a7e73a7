import * as XLSX from 'xlsx';

/**
 * A workbook's first sheet as a spreadsheet program reads it (the `xlsx` package): its name, its
 * rows, each column's width in characters, and whether its header row is frozen.
 */
export function leerLibro(bytes: Uint8Array) {
  const datos = Buffer.from(bytes);
  const libro = XLSX.read(datos, { type: 'buffer', cellStyles: true });
  const hoja = libro.Sheets[libro.SheetNames[0]];
  // The xlsx package reads no panes: the sheet's own XML says whether the first row is frozen.
  const xml = XLSX.CFB.find(XLSX.CFB.read(datos, { type: 'buffer' }), '/xl/worksheets/sheet1.xml');
  const vista = /<sheetView\b[\s\S]*?<\/sheetView>/.exec(Buffer.from(xml?.content ?? []).toString())?.[0] ?? '';
  return {
    nombres: libro.SheetNames,
    filas: XLSX.utils.sheet_to_json<unknown[]>(hoja, { header: 1 }),
    anchos: (hoja['!cols'] ?? []).map((columna) => columna.width),
    encabezadoFijo: /<pane\b(?=[^>]*\bySplit="1")(?=[^>]*\bstate="frozen")[^>]*\/>/.test(vista),
  };
}
