// Table tests of the teacher diagnosis rules (spec 2 §3 teacher diagnosis, §6 report editing, §7 report templates).
import t from 'tap'
import { canEditReport, diagnosisRef, templateSetBody, toDiagnosisBlock } from '../../src/domain/reports/diagnosis.ts'
import { choosePaper } from '../../src/domain/reports/paper-choice.ts'

t.test('§6: the report-edit flag decides, and a PDF export never edits', async (t) => {
  const rows: Array<[{ reportEdit?: boolean }, boolean, boolean]> = [
    [{ reportEdit: true }, false, true],
    [{ reportEdit: true }, true, false],
    [{ reportEdit: false }, false, false],
    [{}, false, false],
  ]
  for (const [user, pdf, want] of rows) t.equal(canEditReport(user, pdf), want, `${JSON.stringify(user)} pdf=${pdf}`)
})

t.test('§7: the template is the page’s category and type plus the view’s focus', async (t) => {
  t.same(diagnosisRef({ category: 'teacher', type: '2' }, {}), { category: 'teacher', type: '2' })
  t.same(diagnosisRef({ category: 'teacher', type: '2' }, { lkschool: '10001', qxschool: '330702' }), { category: 'teacher', type: '2', schoolid: '10001', countyid: '330702' })
  t.same(diagnosisRef({ category: 'teacher', type: '2', name: 'x' }, { lkschool: '' }), { category: 'teacher', type: '2' }, 'an empty focus is no focus')
})

t.test('§3: the block of a saved template; the default name until one is saved', async (t) => {
  const ref = { category: 'teacher', type: '1' }
  t.same(toDiagnosisBlock({ name: '', data: '' }, ref, true), { kind: 'diagnosis', id: 'diagnosis', name: '教师诊断', html: '', editable: true, template: ref })
  t.equal(toDiagnosisBlock({ name: '  ', data: '' }, ref, false, '教师诊断（语文）').name, '教师诊断（语文）')
  t.same(toDiagnosisBlock({ name: '期中诊断', data: '<p>a</p>' }, ref, false), { kind: 'diagnosis', id: 'diagnosis', name: '期中诊断', html: '<p>a</p>', editable: false, template: ref })
})

t.test('§7: the save body becomes the set call (org a number, the html as it is)', async (t) => {
  const html = '<p><img src="data:image/png;base64,AAAA"></p>'
  t.same(templateSetBody({ examid: '1', org: '0', template: { category: 'teacher', type: '2', schoolid: '10001' }, name: ' 诊断 ', html }), {
    examid: '1',
    org: 0,
    report: { category: 'teacher', type: '2', schoolid: '10001' },
    name: '诊断',
    data: html,
  })
  t.same(templateSetBody({ examid: '1', template: { category: 'teacher', type: '2', schoolid: '' }, name: '', html: '' }), { examid: '1', report: { category: 'teacher', type: '2' }, name: '教师诊断', data: '' })
})

t.test('科目 filter: the chosen paper, else the first', async (t) => {
  const papers = [{ pindex: 1 }, { pindex: 2 }, { pindex: 5 }]
  const rows: Array<[string | undefined, number]> = [
    ['2', 2],
    ['5', 5],
    [undefined, 1],
    ['', 1],
    ['0', 1],
    ['9', 1],
    ['x', 1],
  ]
  for (const [raw, want] of rows) t.equal(choosePaper(papers, raw).pindex, want, String(raw))
  t.throws(() => choosePaper([], '1'))
})
