/**
 * The fixed parts of an export's xlsx package (Office Open XML): content types, relationships,
 * a workbook of one sheet named "Records", and styles with one date format. The sheet itself
 * streams from xlsx-export.ts.
 */
const declaration = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const relationships = 'http://schemas.openxmlformats.org/package/2006/relationships';
const officeRelationships = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const spreadsheet = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const contentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

const contentTypes = `${declaration}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/xl/workbook.xml" ContentType="${contentType}.sheet.main+xml"/>
<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${contentType}.worksheet+xml"/>
<Override PartName="/xl/styles.xml" ContentType="${contentType}.styles+xml"/>
</Types>`;

const packageRelationships = `${declaration}<Relationships xmlns="${relationships}">
<Relationship Id="rId1" Type="${officeRelationships}/officeDocument" Target="xl/workbook.xml"/>
</Relationships>`;

const workbook = `${declaration}<workbook xmlns="${spreadsheet}" xmlns:r="${officeRelationships}">
<sheets><sheet name="Records" sheetId="1" r:id="rId1"/></sheets>
</workbook>`;

const workbookRelationships = `${declaration}<Relationships xmlns="${relationships}">
<Relationship Id="rId1" Type="${officeRelationships}/worksheet" Target="worksheets/sheet1.xml"/>
<Relationship Id="rId2" Type="${officeRelationships}/styles" Target="styles.xml"/>
</Relationships>`;

/** Cell style 0 is the default; style 1 shows a day serial as yyyy-mm-dd (custom format 164). */
const styles = `${declaration}<styleSheet xmlns="${spreadsheet}">
<numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy-mm-dd"/></numFmts>
<fonts count="1"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>
<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>
<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>
<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>
<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>
</styleSheet>`;

/** [path in the zip, content] */
export const xlsxPackageParts: readonly (readonly [string, string])[] = [
  ['[Content_Types].xml', contentTypes],
  ['_rels/.rels', packageRelationships],
  ['xl/workbook.xml', workbook],
  ['xl/_rels/workbook.xml.rels', workbookRelationships],
  ['xl/styles.xml', styles],
];
