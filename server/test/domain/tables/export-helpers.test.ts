// The download name (Content-Disposition with filename* UTF-8), Excel sheet names, paged row streams
// and the exam sheet of the `exams` table-export source.
import t from 'tap'
import { attachmentDisposition, safeFilename } from '../../../src/domain/tables/content-disposition.ts'
import { pagedRows } from '../../../src/domain/tables/paged-rows.ts'
import { EXAM_SHEET_COLUMNS, examSheetRow } from '../../../src/domain/tables/exam-sheet.ts'
import { sheetName } from '../../../src/lib/xlsx-stream.ts'

t.test('attachmentDisposition', async (t) => {
  t.equal(
    attachmentDisposition('考试列表.xlsx'),
    `attachment; filename="export.xlsx"; filename*=UTF-8''%E8%80%83%E8%AF%95%E5%88%97%E8%A1%A8.xlsx`,
    'all-Chinese name: an ASCII stand-in plus the UTF-8 name',
  )
  t.equal(attachmentDisposition('rank 2024.xlsx'), `attachment; filename="rank 2024.xlsx"; filename*=UTF-8''rank%202024.xlsx`)
  t.equal(attachmentDisposition('高一(1)班.xlsx'), `attachment; filename="__(1)_.xlsx"; filename*=UTF-8''%E9%AB%98%E4%B8%80%281%29%E7%8F%AD.xlsx`)
  t.match(attachmentDisposition('../../etc/passwd'), /filename\*=UTF-8''_.._etc_passwd$/, 'no path separators, no leading dots')
  t.match(attachmentDisposition('a"b\r\nc.xlsx'), /filename="a_bc.xlsx"/, 'no quotes or line breaks in the header')
  t.equal(attachmentDisposition(''), `attachment; filename="export.xlsx"; filename*=UTF-8''export.xlsx`)
  t.equal(safeFilename('  ..名单*?.xlsx'), '名单__.xlsx')
})

t.test('sheetName: Excel rules, Chinese kept', async (t) => {
  t.equal(sheetName('考试列表'), '考试列表')
  t.equal(sheetName('高一[1]班: 数学/语文?'), '高一_1_班_ 数学_语文_')
  t.equal(sheetName("'引号'"), '引号')
  t.equal(sheetName('一'.repeat(40)).length, 31)
  t.equal(sheetName(''), 'Sheet')
  t.equal(sheetName('名单', new Set(['名单'])), '名单(2)', 'unique within the workbook')
  t.equal(sheetName('一'.repeat(40), new Set(['一'.repeat(31)])), `${'一'.repeat(28)}(2)`)
})

t.test('pagedRows: page after page until total, short page, maxRows or abort', async (t) => {
  const data = Array.from({ length: 23 }, (_, i) => i)
  const asked: Array<{ offset: number; limit: number }> = []
  const fetchPage = async (page: { offset: number; limit: number }) => {
    asked.push(page)
    return { items: data.slice(page.offset, page.offset + page.limit), total: data.length }
  }
  const all: number[] = []
  for await (const n of pagedRows(fetchPage, { pageSize: 10 })) all.push(n)
  t.same(all, data)
  t.same(asked, [{ offset: 0, limit: 10 }, { offset: 10, limit: 10 }, { offset: 20, limit: 3 }], 'the last page asks only for what is left')

  asked.length = 0
  const capped: number[] = []
  for await (const n of pagedRows(fetchPage, { pageSize: 10, maxRows: 12 })) capped.push(n)
  t.same(capped, data.slice(0, 12))
  t.same(asked, [{ offset: 0, limit: 10 }, { offset: 10, limit: 2 }])

  const short = pagedRows(async () => ({ items: [1, 2], total: 100 }), { pageSize: 10 })
  const got: number[] = []
  for await (const n of short) got.push(n)
  t.same(got, [1, 2], 'a short page ends the list even if total says more')

  const controller = new AbortController()
  const stream = pagedRows(fetchPage, { pageSize: 5, signal: controller.signal })
  const first = await stream.next()
  t.equal(first.value, 0)
  controller.abort(new Error('gone'))
  for (let i = 0; i < 4; i++) await stream.next()
  await t.rejects(stream.next(), /gone/, 'an aborted stream asks for no further page')

  asked.length = 0
  const lazy = pagedRows(fetchPage, { pageSize: 10 })
  t.equal(asked.length, 0, 'nothing is fetched before the first row is asked for')
  await lazy.next()
  t.equal(asked.length, 1)
})

t.test('examSheetRow', async (t) => {
  const row = examSheetRow({
    examid: '0012345', org: 0, grade: '高一', name: '期中考试', date: '2024/11/05', tagGroup: 'L', typeName: '期中', studentCount: 812, dashboardPath: '/report/exam/dashboard',
  })
  t.same(row, ['期中考试', '2024/11/05', '期中', '联考', '高一', 812, '0012345'])
  t.equal(row.length, EXAM_SHEET_COLUMNS.length)
  t.equal(EXAM_SHEET_COLUMNS[6]!.text, true, 'the exam id column is text')
})
