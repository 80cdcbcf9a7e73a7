import * as XLSX from 'xlsx';

/** What the layout of an exported sheet is, read back with the `xlsx` package: each column's width and whether row 1 is frozen. */
export function formatoDelLibro(bytes: Buffer) {
  const hoja = XLSX.read(bytes, { cellStyles: true });
  // The package reads no panes: the sheet's XML says whether the header row stays while scrolling.
  const xml = Buffer.from(XLSX.CFB.find(XLSX.CFB.read(bytes, { type: 'buffer' }), '/xl/worksheets/sheet1.xml')?.content ?? []).toString();
  return {
    anchos: (hoja.Sheets[hoja.SheetNames[0]]['!cols'] ?? []).map((columna) => columna.width),
    encabezadoFijo: /<pane\b(?=[^>]*\bySplit="1")(?=[^>]*\bstate="frozen")[^>]*\/>/.test(xml),
  };
}
