import { ZipWriter } from '@report/fixtures/tasks/zip'

// Hand-made .xlsx files for the upload tests: a workbook whose parts are given as text, or as a head,
// a body repeated many times and a tail, deflated as they are produced so that a part of hundreds of
// MiB becomes a file of a few hundred KB without ever being whole in memory (a decompression bomb).

const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships'

/** A part made of `head`, then `body` `times` times, then `tail`. */
export interface Repeated {
  head: string
  body: string
  times: number
  tail: string
}

export type PartText = string | Repeated

function* chunksOf(part: PartText): Iterable<Buffer> {
  if (typeof part === 'string') return yield Buffer.from(part, 'utf8')
  yield Buffer.from(part.head, 'utf8')
  // About 1 MiB at a time.
  const per = Math.max(1, Math.floor((1 << 20) / Math.max(1, Buffer.byteLength(part.body))))
  const block = Buffer.from(part.body.repeat(Math.min(per, part.times)), 'utf8')
  let left = part.times
  for (; left >= per; left -= per) yield block
  if (left > 0) yield Buffer.from(part.body.repeat(left), 'utf8')
  yield Buffer.from(part.tail, 'utf8')
}

export const sheetXml = (rows: string): string => `${HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${REL}"><sheetData>${rows}</sheetData></worksheet>`
export const sheetHead = `${HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${REL}"><sheetData>`
export const sheetTail = '</sheetData></worksheet>'
export const sstHead = `${HEAD}<sst xmlns="${MAIN}">`
export const sstTail = '</sst>'

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
/** An inline-string cell. */
export const textCell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${escape(text)}</t></is></c>`
/** A row of inline-string cells from column A. */
export const textRow = (r: number, cells: readonly string[]) => `<row r="${r}">${cells.map((c, i) => textCell(`${String.fromCharCode(65 + i)}${r}`, c)).join('')}</row>`
/** The header a score file starts with. */
export const HEADER_ROW = textRow(1, ['学号', '姓名', '语文'])

export interface WorkbookParts {
  sheet: PartText
  sharedStrings?: PartText
  styles?: PartText
  /** More entries, by name. */
  extra?: Readonly<Record<string, PartText>>
}

/** A workbook of one sheet (and shared strings and styles when given), each part deflated as it is produced. */
export async function xlsxFile(parts: WorkbookParts): Promise<Buffer> {
  const zip = new ZipWriter(Date.UTC(2026, 0, 1))
  const rels = [`<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>`]
  if (parts.sharedStrings !== undefined) rels.push(`<Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>`)
  if (parts.styles !== undefined) rels.push(`<Relationship Id="rId3" Type="${REL}/styles" Target="styles.xml"/>`)
  zip.add('[Content_Types].xml', Buffer.from(`${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>`))
  zip.add('_rels/.rels', Buffer.from(`${HEAD}<Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`))
  zip.add('xl/workbook.xml', Buffer.from(`${HEAD}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="成绩" sheetId="1" r:id="rId1"/></sheets></workbook>`))
  zip.add('xl/_rels/workbook.xml.rels', Buffer.from(`${HEAD}<Relationships xmlns="${PKG}">${rels.join('')}</Relationships>`))
  if (parts.styles !== undefined) await zip.addStream('xl/styles.xml', chunksOf(parts.styles))
  if (parts.sharedStrings !== undefined) await zip.addStream('xl/sharedStrings.xml', chunksOf(parts.sharedStrings))
  await zip.addStream('xl/worksheets/sheet1.xml', chunksOf(parts.sheet))
  for (const [name, part] of Object.entries(parts.extra ?? {})) await zip.addStream(name, chunksOf(part))
  return zip.finish()
}

const CENTRAL = 0x02014b50
const LOCAL = 0x04034b50

/** The same zip with `name`'s uncompressed size declared as `size` (a zip that lies about what it holds). */
export function declareSize(zip: Buffer, name: string, size: number): Buffer {
  const out = Buffer.from(zip)
  const directory = out.readUInt32LE(out.length - 22 + 16)
  for (let at = directory; out.readUInt32LE(at) === CENTRAL; ) {
    const nameLength = out.readUInt16LE(at + 28)
    const entryName = out.toString('utf8', at + 46, at + 46 + nameLength)
    if (entryName === name) {
      out.writeUInt32LE(size, at + 24)
      const local = out.readUInt32LE(at + 42)
      if (out.readUInt32LE(local) === LOCAL) out.writeUInt32LE(size, local + 22)
      return out
    }
    at += 46 + nameLength + out.readUInt16LE(at + 30) + out.readUInt16LE(at + 32)
  }
  throw new Error(`declareSize: no entry ${name}`)
}
