import { spawnSync } from 'node:child_process'
import { writeFileSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { PDFDocument } from 'pdf-lib'
import { FOOTER_HEIGHT } from '../../src/renderer/pdf-layout.ts'
import { loadPageNumberFont, numberPages, PageNumberFontError, pageNumberLabel } from '../../src/renderer/page-numbers.ts'
import { footers, pageNumbers, poppler } from './helpers.ts'

// Spec 3 §9 'Header 0.48 cm with page-number footer', issue 17 'a footer with 第 n 页 / 共 m 页':
// the renderer writes the numbers after printing, counted over the file the reader holds.

const A4 = [595.92, 841.92] as const

async function blank(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  for (let i = 0; i < pages; i++) doc.addPage([...A4])
  return doc.save()
}

t.test('the label reads 第 n 页 / 共 m 页', async (t) => {
  for (const [n, m, label] of [
    [1, 1, '第 1 页 / 共 1 页'],
    [12, 80, '第 12 页 / 共 80 页'],
  ] as const) t.equal(pageNumberLabel(n, m), label)
})

t.test('every page of a report gets its number of the report’s count, in an embedded font poppler reads', async (t) => {
  const pdf = await numberPages(await blank(3), pageNumbers)
  t.same(footers(pdf), [[1, 3], [2, 3], [3, 3]])
  const fonts = poppler('pdffonts', pdf)
  // pdf-lib names its subsets Name-1234, not ABCDEF+Name, so pdffonts' "sub" column says no: the size says it.
  t.match(fonts.out, /WenQuanYiZenHei\S*\s+CID TrueType\s+Identity-H\s+yes\s+\w+\s+yes/, 'embedded, with a ToUnicode map (selectable)')
  t.ok(pdf.length < 64 * 1024, `the font's subset only (${pdf.length} bytes; the font is ${pageNumbers.bytes.length})`)
  t.equal(fonts.err, '', 'poppler finds nothing wrong with the font')
})

t.test('the numbers sit centred in the footer band, below the report', async (t) => {
  const pdf = await numberPages(await blank(1), pageNumbers)
  const words = [...poppler('pdftotext', pdf, ['-bbox']).out.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">/g)].map((m) => m.slice(1).map(Number))
  t.equal(words.length, 7, '第 1 页 / 共 1 页: seven words')
  const left = Math.min(...words.map((w) => w[0]!))
  const right = Math.max(...words.map((w) => w[2]!))
  t.ok(Math.abs((left + right) / 2 - A4[0] / 2) < 1, `centred: ${left}–${right}`)
  const bandTop = A4[1] - (Number.parseFloat(FOOTER_HEIGHT) / 2.54) * 72
  t.ok(words.every((w) => w[1]! > bandTop && w[3]! < A4[1]), `inside the ${FOOTER_HEIGHT} band (below ${bandTop.toFixed(1)} pt)`)
})

t.test('a font the footer cannot be written in stops the renderer at start', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'page-font-'))
  writeFileSync(join(dir, 'not-a-font.ttf'), 'plain text')
  for (const [path, reason] of [
    [join(dir, 'missing.ttc'), /ENOENT/],
    [join(dir, 'not-a-font.ttf'), /not a font/],
    // Noto Sans CJK is CFF: pdf-lib's subsetter writes it broken.
    ['/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', /no TrueType face/],
  ] as const) {
    const error = (() => {
      try {
        loadPageNumberFont(path)
      } catch (e) {
        return e
      }
    })()
    t.ok(error instanceof PageNumberFontError, path)
    t.match((error as Error).message, reason)
  }
})

t.test('the renderer does not start with a font it cannot write the numbers in: exit 2 naming it', async (t) => {
  const { NODE_OPTIONS: _loaders, ...env } = process.env
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/renderer/main.ts'], {
    cwd: new URL('../../../', import.meta.url).pathname,
    env: { ...env, RENDERER_PAGE_NUMBER_FONT: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', RENDERER_BFF_URL: 'http://127.0.0.1:9', RENDERER_CONSUMER_KEY: 'page-numbers-test-renderer-key' },
    encoding: 'utf8',
    // A hang guard: loading the renderer through tsx took over a minute at a load average of 26 (issue 29).
    timeout: 300_000,
  })
  t.equal(run.status, 2, run.stderr)
  t.match(run.stderr, /page-number font \/usr\/share\/fonts\/opentype\/noto\/NotoSansCJK-Regular\.ttc: no TrueType face/)
})
