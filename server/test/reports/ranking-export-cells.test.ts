// The ranking download's cells are the screen table's (spec 2 §9 下载表格: the file is the table the
// user sees, every page of it): header, order and every cell of every row, as the report-table view
// serves them page by page, for a city joint exam (school and county columns, ranks at every scope)
// and a school's exam, unsorted and sorted. Guards the export path's speed work (issue 22), and the
// file must read the same in LibreOffice (issue 22: 学号 with its leading zeros, text as text).
import t from 'tap'
import ExcelJS from 'exceljs'
import type { ReportPageView, TableBlock } from '@report/contracts/bff/report-page'
import type { TableView } from '@report/contracts/bff/table'
import { leafColumns } from '../../src/domain/tables/columns.ts'
import { calcCell, resavedByLibreOffice } from '../helpers/libreoffice.ts'
import { shellRig } from '../integration/shell-rig.ts'

const SCREEN_PAGE = 500

const CASES: Array<{ name: string; account: string; exam: string; sort?: string }> = [
  { name: 'city joint exam, screen order', account: 'demo-city', exam: 'examid=280162611180&org=0' },
  { name: 'city joint exam, sorted by 语文 ascending', account: 'demo-city', exam: 'examid=280162611180&org=0', sort: '&sortKey=p1.score&sortRule=asc' },
  { name: 'school exam, screen order', account: 'demo-school-admin', exam: 'examid=100152611100&org=0' },
]

/** What a screen cell becomes in the file: text columns as text (学号 keeps its zeros), absent as empty. */
function fileCell(value: string | number | undefined, text: boolean): string | number | null {
  if (value === undefined) return null
  return text ? String(value) : value
}

for (const c of CASES) {
  t.test(`the ranking download equals the screen table: ${c.name}`, async (t) => {
    const rig = await shellRig(t)
    const cookie = await rig.signIn(c.account)
    const view = (await rig.app.inject({ url: `/report/bff/report-page?route=report-ranking&${c.exam}`, headers: { cookie } })).json().data as ReportPageView
    const block = view.blocks.find((b): b is TableBlock => b.kind === 'table')!
    t.ok(block.export, 'the account may download')

    const screen: TableView[] = []
    for (let page = 1; ; page++) {
      const res = await rig.app.inject({ url: `/report/bff/report-table?route=report-ranking&block=ranking&${c.exam}${c.sort ?? ''}&page=${page}&pageSize=${SCREEN_PAGE}`, headers: { cookie } })
      t.equal(res.statusCode, 200)
      const table = res.json().data as TableView
      screen.push(table)
      if (page * SCREEN_PAGE >= table.paging!.total) break
    }
    const total = screen[0]!.paging!.total
    t.ok(total > 0, `${total} students on screen`)
    const leaves = leafColumns(screen[0]!.columns)

    const search = new URLSearchParams({ source: block.export!.source, ...block.export!.params })
    if (c.sort) for (const [key, value] of new URLSearchParams(c.sort.slice(1))) search.set(key, value)
    const res = await rig.app.inject({ url: `/report/bff/table-export?${search.toString()}`, headers: { cookie } })
    t.equal(res.statusCode, 200)
    const file = res.rawPayload
    const grouped = leaves.some((leaf) => leaf.path.length > 1)
    const headerRows = grouped ? 2 : 1

    for (const [reader, bytes] of [['exceljs', file], ['LibreOffice Calc (opened and saved again)', await resavedByLibreOffice(file)]] as const) {
      const workbook = new ExcelJS.Workbook()
      await workbook.xlsx.load(bytes as unknown as ArrayBuffer)
      const sheet = workbook.worksheets[0]!
      const titles = (sheet.getRow(headerRows).values as unknown[]).slice(1)
      t.same(
        titles.map((title, i) => title ?? sheet.getRow(1).getCell(i + 1).value),
        leaves.map((leaf) => (leaf.path.length > 1 ? leaf.path.slice(1).join('') : leaf.column.title)),
        `${reader}: the header is the screen’s leaf columns`,
      )
      t.equal(sheet.actualRowCount - headerRows, total, `${reader}: every student once`)

      let line = headerRows
      let mismatches = 0
      for (const table of screen) {
        for (const row of table.rows) {
          line++
          const expected = leaves.map(({ column }) => fileCell(row.cells[column.key], column.text === true))
          const got = leaves.map((_, i) => {
            const value = sheet.getRow(line).getCell(i + 1).value
            return value === undefined ? null : calcCell(value)
          })
          if (JSON.stringify(got) !== JSON.stringify(expected) && mismatches++ < 3) t.same(got, expected, `${reader}: row ${line} (${row.key})`)
        }
      }
      t.equal(mismatches, 0, `${reader}: all ${total} rows × ${leaves.length} cells equal the screen’s`)
    }
  })
}
