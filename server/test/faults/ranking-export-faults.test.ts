// The ranking download (report-table source, its sheetPage path since issue 22) keeps the error duties
// of every view: a broken or failing upstream page before the first byte is an error body in the
// error shape, never a 500 and never an empty file.
import t from 'tap'
import ExcelJS from 'exceljs'
import { ERROR_SHAPE, faultRig, isErrorShape, SAMPLE_EXAM } from './rig.ts'

const EXPORT = `/report/bff/table-export?source=report-table&route=report-ranking&block=ranking&examid=${SAMPLE_EXAM.examid}&org=${SAMPLE_EXAM.org}`
const RANKING = '/**/irrank/table'

const CASES: Array<{ name: string; rule: { mode: 'malformed' | 'error'; status?: number }; status: number; code: string }> = [
  { name: 'malformed JSON', rule: { mode: 'malformed' }, status: 502, code: 'BFF_ERR_UPSTREAM_BAD_BODY' },
  { name: 'upstream 500', rule: { mode: 'error', status: 500 }, status: 502, code: 'BFF_ERR_UPSTREAM_UNAVAILABLE' },
]

t.test('a ranking download whose first upstream page fails answers the error shape', async (t) => {
  const rig = await faultRig(t)
  const ok = await rig.app.inject({ url: EXPORT, headers: { cookie: rig.cookie() } })
  t.equal(ok.statusCode, 200, 'the download works without faults (and warms the exam)')
  for (const c of CASES) {
    rig.faults.set([{ match: RANKING, ...c.rule }])
    const res = await rig.app.inject({ url: EXPORT, headers: { cookie: rig.cookie() } })
    t.equal(res.statusCode, c.status, c.name)
    t.match(res.json(), { ...ERROR_SHAPE, code: c.code }, `${c.name}: ${c.code}`)
    t.ok(isErrorShape(res.json()), `${c.name}: nothing but the error shape`)
    t.ok(Object.values(rig.faults.counts()).reduce((a, b) => a + b, 0) > 0, `${c.name}: the fault was met`)
  }
  rig.faults.set([])
})

t.test('a page that breaks after the file has started ends the download unfinished, never as a shorter file', async (t) => {
  const rig = await faultRig(t)
  rig.faults.set([{ match: RANKING, mode: 'malformed', skip: 2 }])
  const outcome = await rig.app.inject({ url: EXPORT, headers: { cookie: rig.cookie() } }).then(
    async (res) => {
      const workbook = new ExcelJS.Workbook()
      return workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer).then(() => 'a readable file', () => 'an unreadable file')
    },
    () => 'an aborted response',
  )
  t.not(outcome, 'a readable file', `the third page broke: ${outcome}`)
  t.ok(Object.values(rig.faults.counts()).reduce((a, b) => a + b, 0) > 0, 'the fault was met')
})
