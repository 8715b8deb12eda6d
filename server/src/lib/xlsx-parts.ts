/**
 * The package parts of an .xlsx besides its worksheets (ECMA-376 part 1 and OPC): content types,
 * relationships, workbook, styles and document properties. Small strings, written once per file.
 */

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships'

/** Excel's built-in number formats that need no <numFmt> entry. */
const BUILT_IN_FORMATS: Readonly<Record<string, number>> = {
  General: 0, '0': 1, '0.00': 2, '#,##0': 3, '#,##0.00': 4, '0%': 9, '0.00%': 10, '0.00E+00': 11,
  'mm-dd-yy': 14, 'd-mmm-yy': 15, 'h:mm': 20, 'h:mm:ss': 21, 'm/d/yy h:mm': 22, '@': 49,
}
const FIRST_CUSTOM_FORMAT = 164

export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** The workbook's cell formats (cellXfs): one per number format and weight that a cell uses. */
export class XlsxStyles {
  private readonly ids = new Map<string, number>([['|false', 0]])
  private readonly xfs: Array<{ numFmtId: number; bold: boolean }> = [{ numFmtId: 0, bold: false }]
  private readonly custom = new Map<string, number>()

  /** The style id of cells with this number format (none: General) and weight. */
  id(numFmt: string | undefined, bold: boolean): number {
    const key = `${numFmt ?? ''}|${bold}`
    let id = this.ids.get(key)
    if (id === undefined) {
      id = this.xfs.length
      this.xfs.push({ numFmtId: numFmt === undefined ? 0 : this.formatId(numFmt), bold })
      this.ids.set(key, id)
    }
    return id
  }

  private formatId(numFmt: string): number {
    const builtIn = BUILT_IN_FORMATS[numFmt]
    if (builtIn !== undefined) return builtIn
    let id = this.custom.get(numFmt)
    if (id === undefined) this.custom.set(numFmt, (id = FIRST_CUSTOM_FORMAT + this.custom.size))
    return id
  }

  xml(): string {
    const numFmts = [...this.custom].map(([code, id]) => `<numFmt numFmtId="${id}" formatCode="${escapeAttribute(code)}"/>`).join('')
    const xfs = this.xfs
      .map(({ numFmtId, bold }) =>
        `<xf numFmtId="${numFmtId}" fontId="${bold ? 1 : 0}" fillId="0" borderId="0" xfId="0"${numFmtId ? ' applyNumberFormat="1"' : ''}${bold ? ' applyFont="1"' : ''}/>`,
      )
      .join('')
    return (
      XML_HEAD +
      `<styleSheet xmlns="${MAIN_NS}">` +
      (this.custom.size ? `<numFmts count="${this.custom.size}">${numFmts}</numFmts>` : '') +
      '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
      '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
      '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      `<cellXfs count="${this.xfs.length}">${xfs}</cellXfs>` +
      '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
      '<dxfs count="0"/><tableStyles count="0"/></styleSheet>'
    )
  }
}

export const worksheetPath = (index: number) => `xl/worksheets/sheet${index + 1}.xml`

export function contentTypesXml(sheetCount: number): string {
  const sheets = Array.from(
    { length: sheetCount },
    (_, i) => `<Override PartName="/${worksheetPath(i)}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
  ).join('')
  return (
    XML_HEAD +
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
    sheets +
    '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
    '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>' +
    '<Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/>' +
    '</Types>'
  )
}

export function packageRelsXml(): string {
  return (
    XML_HEAD +
    `<Relationships xmlns="${PKG_REL_NS}">` +
    `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>` +
    `<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>` +
    `<Relationship Id="rId3" Type="${REL_NS}/extended-properties" Target="docProps/app.xml"/>` +
    '</Relationships>'
  )
}

/** Sheet i is relationship rId(i+1); styles come after the sheets. */
export function workbookXml(sheetNames: readonly string[]): string {
  const sheets = sheetNames.map((name, i) => `<sheet name="${escapeAttribute(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('')
  return XML_HEAD + `<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><bookViews><workbookView/></bookViews><sheets>${sheets}</sheets></workbook>`
}

export function workbookRelsXml(sheetCount: number): string {
  const sheets = Array.from({ length: sheetCount }, (_, i) => `<Relationship Id="rId${i + 1}" Type="${REL_NS}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`).join('')
  return XML_HEAD + `<Relationships xmlns="${PKG_REL_NS}">${sheets}<Relationship Id="rId${sheetCount + 1}" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`
}

export function coreXml(creator: string, created: Date): string {
  const when = created.toISOString().replace(/\.\d{3}Z$/, 'Z')
  return (
    XML_HEAD +
    '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" ' +
    'xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
    `<dc:creator>${escapeAttribute(creator)}</dc:creator>` +
    `<dcterms:created xsi:type="dcterms:W3CDTF">${when}</dcterms:created><dcterms:modified xsi:type="dcterms:W3CDTF">${when}</dcterms:modified>` +
    '</cp:coreProperties>'
  )
}

export function appXml(sheetNames: readonly string[]): string {
  const titles = sheetNames.map((name) => `<vt:lpstr>${escapeAttribute(name)}</vt:lpstr>`).join('')
  return (
    XML_HEAD +
    '<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties" xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes">' +
    '<Application>Microsoft Excel</Application>' +
    `<HeadingPairs><vt:vector size="2" baseType="variant"><vt:variant><vt:lpstr>Worksheets</vt:lpstr></vt:variant><vt:variant><vt:i4>${sheetNames.length}</vt:i4></vt:variant></vt:vector></HeadingPairs>` +
    `<TitlesOfParts><vt:vector size="${sheetNames.length}" baseType="lpstr">${titles}</vt:vector></TitlesOfParts>` +
    '</Properties>'
  )
}
