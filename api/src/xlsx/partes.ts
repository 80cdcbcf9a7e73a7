/** The fixed parts of a one-sheet workbook, around `xl/worksheets/sheet1.xml` and its shared strings. */
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const TIPO = 'application/vnd.openxmlformats-officedocument.spreadsheetml';
const RELACION = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

export const RUTA_HOJA = 'xl/worksheets/sheet1.xml';
export const RUTA_TEXTOS = 'xl/sharedStrings.xml';

const escaparAtributo = (texto: string) =>
  texto.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

export function partesDelLibro(hoja: string): [ruta: string, contenido: string][] {
  return [
    ['[Content_Types].xml', `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      `<Override PartName="/xl/workbook.xml" ContentType="${TIPO}.sheet.main+xml"/>` +
      `<Override PartName="/${RUTA_HOJA}" ContentType="${TIPO}.worksheet+xml"/>` +
      `<Override PartName="/${RUTA_TEXTOS}" ContentType="${TIPO}.sharedStrings+xml"/>` +
      `<Override PartName="/xl/styles.xml" ContentType="${TIPO}.styles+xml"/></Types>`],
    ['_rels/.rels', `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
      `<Relationship Id="rId1" Type="${RELACION}/officeDocument" Target="xl/workbook.xml"/></Relationships>`],
    ['xl/workbook.xml', `${XML}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${RELACION}">` +
      `<sheets><sheet name="${escaparAtributo(hoja)}" sheetId="1" r:id="rId1"/></sheets></workbook>`],
    ['xl/_rels/workbook.xml.rels', `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
      `<Relationship Id="rId1" Type="${RELACION}/worksheet" Target="worksheets/sheet1.xml"/>` +
      `<Relationship Id="rId2" Type="${RELACION}/styles" Target="styles.xml"/>` +
      `<Relationship Id="rId3" Type="${RELACION}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`],
    // The minimal style sheet: one font, fill, border and cell format (the defaults every cell uses).
    ['xl/styles.xml', `${XML}<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">` +
      '<fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts>' +
      '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
      '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      '<cellXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/></cellXfs>' +
      '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>'],
  ];
}
