import { PDFDocument } from 'pdf-lib'
import { stampPageNumbers, type PageNumberFont } from './page-numbers.ts'

/**
 * A task's reports as one PDF, in the task's order, its pages numbered 1..N over the whole file.
 * Pages are copied as they are (text stays text, fonts stay embedded), so the merged file is as
 * searchable as each printed report.
 */
export async function mergePdfs(files: readonly Uint8Array[], title: string, numbers: PageNumberFont): Promise<Uint8Array> {
  if (files.length === 0) throw new Error('nothing to merge')
  const merged = await PDFDocument.create()
  for (const file of files) {
    const doc = await PDFDocument.load(file)
    const pages = await merged.copyPages(doc, doc.getPageIndices())
    for (const page of pages) merged.addPage(page)
  }
  await stampPageNumbers(merged, numbers)
  merged.setTitle(title)
  merged.setCreator('成绩分析报告')
  merged.setProducer('成绩分析报告 PDF renderer')
  return merged.save()
}
