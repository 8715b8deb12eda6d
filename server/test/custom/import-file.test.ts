// Reading an uploaded .xlsx (issue 18 "Import"; server/src/domain/custom/import-file.ts): a small
// workbook whose worksheet the zip holds before its shared strings, as Excel and our writer save it,
// came out of the streaming reader as {sharedString: n} cells, so its header read as blank and the
// upload was refused as having no header. Every size must read as written.

import t from 'tap'
import { scoreFile, xlsxBytes } from '@report/fixtures/custom/import-files'
import { questionFile } from '@report/fixtures/custom/question-files'
import { readImportFile } from '../../src/domain/custom/import-file.ts'

t.test('an .xlsx reads as written at every size, text cells included', async (t) => {
  for (const rows of [1, 3, 40, 300]) {
    const file = scoreFile({ schoolId: '10001', grade: '高二', rows, problems: rows > 1 ? [{ kind: 'absent', row: 3, subject: '英语', mark: '缺考' }] : [] })
    const table = await readImportFile(await xlsxBytes(file), 'a.xlsx')
    t.same(table.headers, file.headers, `${rows} rows: headers`)
    t.same(table.rows, file.rows, `${rows} rows: cells`)
  }
  const q = questionFile({ schoolId: '10001', grade: '高二', rows: 5, subjectColumns: true, papers: [{ subject: '数学', questions: [10, 20] }], problems: [{ kind: 'absent', row: 4, subject: '数学' }] })
  const table = await readImportFile(await xlsxBytes(q), 'q.xlsx')
  t.same([table.headers, table.rows], [q.headers, q.rows], 'a per-question file with blank cells')
})
