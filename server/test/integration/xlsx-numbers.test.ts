// Issue 31 item 9: every xlsx the product writes keeps its figures numbers — a number cell under a
// number format (percent as a percent format), as the screen shows it — so Excel sorts and sums them;
// text only where it is text (学号 with its zeros, '--', 未考, names). The history comparison's tables and
// a report table with rates, read back by exceljs and by LibreOffice Calc (opened and saved again).
import t from 'tap'
import ExcelJS from 'exceljs'
import type { CompareView } from '@report/contracts/bff/contrast'
import type { ReportPageView, TableBlock } from '@report/contracts/bff/report-page'
import { leafColumns } from '../../src/domain/tables/columns.ts'
import { calcCell, resavedByLibreOffice } from '../helpers/libreoffice.ts'
import { shellRig, type ShellRig } from './shell-rig.ts'

const json = { 'content-type': 'application/json' }
const GRADE = 'demo-grade-admin'
const THREE = ['100152609200', '100152610090', '100152611100'].map((examid) => ({ examid, org: 0 }))

interface ReadCell {
  value: ExcelJS.CellValue
  numFmt: string | undefined
}

/** Every sheet cell as [row][column] (1-based rows of the sheet, 0-based columns), by exceljs and by LibreOffice. */
async function readBoth(file: Buffer): Promise<Array<[string, ReadCell[][]]>> {
  const out: Array<[string, ReadCell[][]]> = []
  for (const [reader, bytes] of [['exceljs', file], ['LibreOffice Calc', await resavedByLibreOffice(file)]] as const) {
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(bytes as unknown as ArrayBuffer)
    const sheet = book.worksheets[0]!
    const rows: ReadCell[][] = []
    sheet.eachRow({ includeEmpty: true }, (row, n) => {
      const cells: ReadCell[] = []
      for (let c = 1; c <= sheet.columnCount; c++) {
        const cell = row.getCell(c)
        cells.push({ value: calcCell(cell.value), numFmt: cell.numFmt })
      }
      rows[n] = cells
    })
    out.push([reader, rows])
  }
  return out
}

async function download(rig: ShellRig, cookie: string, ref: { source: string; params: Record<string, string>; filename?: string | undefined }): Promise<Buffer> {
  const res = await rig.app.inject({ url: `/report/bff/table-export?${new URLSearchParams({ source: ref.source, ...ref.params, ...(ref.filename ? { filename: ref.filename } : {}) }).toString()}`, headers: { cookie } })
  if (res.statusCode !== 200) throw new Error(`download: ${res.statusCode} ${res.body.slice(0, 200)}`)
  return res.rawPayload
}

/** The number a screen text shows: '687.67' → 687.67, '2.12%' → 0.0212, '+3' → 3. */
const screenNumber = (text: string): number => (text.endsWith('%') ? Number(text.slice(0, -1)) / 100 : Number(text))
const isFigure = (text: string) => /^[-+]?\d+(\.\d+)?%?$/.test(text)
const close = (a: number, b: number) => Math.abs(a - b) < 1e-9

t.test('history comparison: 平均分, 超均率, the rates, 实考 and 名次变化 are numbers with their formats; 学号 and names text', async (t) => {
  const env = { UPSTREAM_CONTRAST_QUEUE_MS: '0', UPSTREAM_CONTRAST_BUILD_MS: '0' }
  const saved = { ...process.env }
  Object.assign(process.env, env)
  const rig = await shellRig(t).finally(() => {
    for (const key of Object.keys(env)) if (saved[key] === undefined) delete process.env[key]
    else process.env[key] = saved[key]
  })
  const cookie = await rig.signIn(GRADE)
  const made = await rig.app.inject({ method: 'POST', url: '/report/bff/contrast/create', headers: { cookie, ...json }, payload: { name: '三次考试', exams: THREE, subjects: ['语文', '数学'] } })
  const id = made.json().data.id as string
  for (let i = 0; i < 200; i++) {
    const s = (await rig.app.inject({ url: `/report/bff/contrast/${id}/status`, headers: { cookie } })).json().data
    if (s.done || s.status === 3) break
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  const school: CompareView = (await rig.app.inject({ url: `/report/bff/compare/school?school=10001&id=${id}`, headers: { cookie } })).json().data
  const classCompare: CompareView = (await rig.app.inject({ url: `/report/bff/compare/class?school=10001&class=${school.units[0]!.key}&id=${id}`, headers: { cookie } })).json().data

  const units = school.tables[0]!
  const students = classCompare.tables[1]!
  const FORMATS: Record<string, RegExp> = { 实考: /^0$/, 未考: /^0$/, 平均分: /^0\.00$/, 超均率: /^0\.00%$/, 优秀率: /^0\.00%$/, 良好率: /^0\.00%$/, 及格率: /^0\.00%$/, 排名: /^0$/, 名次变化: /^\+0;-0;0$/, 全体排名: /^0$/, 班级排名: /^0$/, Z分: /^0\.0000$/, T分: /^0\.00$/, 总进退: /^\+0;-0;0$/ }
  for (const table of [units, students]) {
    const file = await download(rig, cookie, table.export!)
    const grouped = table.columns.some((c) => c.group)
    const first = grouped ? 3 : 2
    for (const [reader, rows] of await readBoth(file)) {
      let figures = 0
      table.rows.forEach((row, r) => {
        row.cells.forEach((text, c) => {
          const got = rows[first + r]?.[c]
          const title = table.columns[c]!.title
          const where = `${reader} ${table.title} row ${r + 1} ${title}`
          if (['姓名', '学号', '班级', '单位'].includes(title)) {
            t.equal(got?.value, text, `${where}: text as written`)
            return
          }
          if (isFigure(text) && FORMATS[title]) {
            figures++
            if (typeof got?.value !== 'number' || !close(got.value, screenNumber(text))) t.fail(`${where}: ${JSON.stringify(got?.value)} is not the number ${text}`)
            if (!FORMATS[title].test(got?.numFmt ?? '')) t.fail(`${where}: format ${got?.numFmt}`)
          } else if (text === '--' || text === '未考') t.equal(got?.value ?? null, text, `${where}: ${text} stays text`)
        })
      })
      t.ok(figures > 20, `${reader} ${table.title}: ${figures} figure cells, each a number with its format`)
    }
  }
  // 学号 keeps its leading zeros when it has them (a text column): the first student's, as on screen.
  t.match(students.columns.map((c) => c.title).slice(0, 3), ['姓名', '学号', '班级'])
})

t.test('a report table: the rates\' 比率 are numbers under 0.00%, counts under 0, as the screen shows them', async (t) => {
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-school-admin')
  const view = (await rig.app.inject({ url: '/report/bff/report-page?route=subject-report&examid=100152611100&org=0&pindex=2', headers: { cookie } })).json().data as ReportPageView
  const block = view.blocks.find((b): b is TableBlock => b.kind === 'table' && b.id === 'rates')!
  const leaves = leafColumns(block.table.columns)
  const file = await download(rig, cookie, block.export!)
  for (const [reader, rows] of await readBoth(file)) {
    let percents = 0
    block.table.rows.forEach((row, r) => {
      leaves.forEach(({ column }, c) => {
        const shown = row.cells[column.key]
        const got = rows[3 + r]?.[c]
        const where = `${reader} row ${r + 1} ${column.key}`
        if (column.format?.kind === 'percent' && typeof shown === 'string' && shown.endsWith('%')) {
          percents++
          if (typeof got?.value !== 'number' || !close(got.value, screenNumber(shown))) t.fail(`${where}: ${JSON.stringify(got?.value)} is not ${shown}`)
          if (got?.numFmt !== '0.00%') t.fail(`${where}: format ${got?.numFmt}`)
        } else if (column.format?.kind === 'integer' && typeof shown === 'number') {
          if (got?.value !== shown || got.numFmt !== '0') t.fail(`${where}: ${JSON.stringify(got)} for ${shown}`)
        }
      })
    })
    t.ok(percents >= 8, `${reader}: ${percents} percent cells, each a number under 0.00%`)
  }
})
