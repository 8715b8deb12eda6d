import { readFileSync } from 'node:fs'
import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, rgb } from 'pdf-lib'
import { FOOTER_FONT_PT } from './pdf-layout.ts'

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0]
type FontkitFont = ReturnType<Fontkit['create']>

/**
 * The footer of every printed page (spec 3 §9 'page-number footer', issue 17 '第 n 页 / 共 m 页'),
 * counted over the file the reader holds: a task's merged PDF numbers its pages 1..N across all its
 * reports, a report's own file 1..k. Chromium's footer template only knows the pages of the one
 * report it prints, so the renderer prints the footer band empty and writes the numbers here.
 */
export function pageNumberLabel(page: number, of: number): string {
  return `第 ${page} 页 / 共 ${of} 页`
}

const LABEL_CODE_POINTS = [...new Set([...pageNumberLabel(1234567890, 0)].map((c) => c.codePointAt(0)!))]

export class PageNumberFontError extends Error {}

/** A font the footer can be written in, parsed once per process and subset into each file. */
export interface PageNumberFont {
  readonly path: string
  readonly bytes: Uint8Array
  readonly font: FontkitFont
}

/**
 * Reads the footer's font: a TrueType font or collection (the first face holding every character of
 * the label). CFF-outline fonts (Noto CJK's .ttc) are refused: pdf-lib's subsetter writes them broken
 * (poppler: "Embedded font file may be invalid").
 */
export function loadPageNumberFont(path: string): PageNumberFont {
  let bytes: Uint8Array
  try {
    bytes = readFileSync(path)
  } catch (error) {
    throw new PageNumberFontError(`page-number font ${path}: ${(error as Error).message}`)
  }
  let parsed: FontkitFont | { fonts: FontkitFont[] }
  try {
    parsed = fontkit.create(bytes) as FontkitFont | { fonts: FontkitFont[] }
  } catch (error) {
    throw new PageNumberFontError(`page-number font ${path}: not a font (${(error as Error).message})`)
  }
  const faces = 'fonts' in parsed ? parsed.fonts : [parsed]
  const font = faces.find((face) => !isCff(face) && LABEL_CODE_POINTS.every((c) => face.hasGlyphForCodePoint(c)))
  if (!font) throw new PageNumberFontError(`page-number font ${path}: no TrueType face with the characters of ${pageNumberLabel(1, 1)}`)
  return { path, bytes, font }
}

function isCff(face: FontkitFont): boolean {
  const tables = (face as unknown as { directory?: { tables?: Record<string, unknown> } }).directory?.tables ?? {}
  return 'CFF ' in tables || 'CFF2' in tables
}

/** The footer band's text sits where Chromium's footer template put it: centred, 0.8 cm band, 8 px grey. */
const LABEL_COLOR = rgb(0.4, 0.4, 0.4)
const BASELINE_PT = 13.8

/** Writes 第 n 页 / 共 m 页 at the foot of every page of `doc`, m being the document's page count. */
export async function stampPageNumbers(doc: PDFDocument, numbers: PageNumberFont): Promise<void> {
  // pdf-lib parses the bytes it is given; hand it the face already parsed (and chosen in a collection).
  doc.registerFontkit({ create: () => numbers.font })
  const font = await doc.embedFont(numbers.bytes, { subset: true })
  const pages = doc.getPages()
  pages.forEach((page, index) => {
    const label = pageNumberLabel(index + 1, pages.length)
    const width = font.widthOfTextAtSize(label, FOOTER_FONT_PT)
    page.drawText(label, { x: (page.getWidth() - width) / 2, y: BASELINE_PT, size: FOOTER_FONT_PT, font, color: LABEL_COLOR })
  })
}

/** One printed report as its own file, its pages numbered 1..k. */
export async function numberPages(pdf: Uint8Array, numbers: PageNumberFont): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf)
  await stampPageNumbers(doc, numbers)
  return doc.save()
}
