import t from 'tap'
import { PDFDocument } from 'pdf-lib'
import { mergePdfs } from '../../src/renderer/merge-pdfs.ts'
import { PDF_PAGE_HEIGHT_PX, PDF_PAGE_WIDTH_PX } from '../../src/renderer/pdf-layout.ts'
import { footers, pageNumbers } from './helpers.ts'

// Issue 17: a task's reports merged into one file, in the task's order, pages as printed (A4 at
// 793.7 × 1122.01 px, spec 3 §9: 595.3 × 841.5 pt), numbered 第 n 页 / 共 N 页 over the whole file.
const A4 = [PDF_PAGE_WIDTH_PX * 0.75, PDF_PAGE_HEIGHT_PX * 0.75] as const

async function report(pages: number, marker: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  for (let i = 0; i < pages; i++) doc.addPage([A4[0], A4[1] - marker])
  return doc.save()
}

t.test('merges reports in order, every page kept at its size', async (t) => {
  const merged = await PDFDocument.load(await mergePdfs([await report(2, 0), await report(1, 1), await report(3, 2)], '期中考试分析报告', pageNumbers))
  t.equal(merged.getPageCount(), 6)
  t.same(merged.getPages().map((p) => Math.round(A4[1] - p.getHeight())), [0, 0, 1, 2, 2, 2], 'the first report, then the second, then the third')
  t.equal(Math.round(merged.getPage(0).getWidth() * 10) / 10, 595.3)
  t.equal(merged.getTitle(), '期中考试分析报告')
})

t.test('the merged file numbers its pages 1..N across its reports, not per report', async (t) => {
  const merged = await mergePdfs([await report(2, 0), await report(1, 1), await report(3, 2)], '期中考试分析报告', pageNumbers)
  t.same(footers(merged), [[1, 6], [2, 6], [3, 6], [4, 6], [5, 6], [6, 6]])
})

t.test('one report merges to itself; none is an error; a broken file is an error', async (t) => {
  const one = await mergePdfs([await report(4, 0)], 'x', pageNumbers)
  t.equal((await PDFDocument.load(one)).getPageCount(), 4)
  t.same(footers(one), [[1, 4], [2, 4], [3, 4], [4, 4]])
  await t.rejects(mergePdfs([], 'x', pageNumbers))
  await t.rejects(mergePdfs([Buffer.from('not a pdf')], 'x', pageNumbers))
})
