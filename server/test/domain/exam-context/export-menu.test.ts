// Table tests for spec 1 §2 "Export menu (config-view): Left menu: download reports; export answer cards
// (only if the exam has paper cards and is not an experience exam); exam settings (only for permitted
// roles); export reports; export transcripts (only when the school type number is 0). Exam-config and
// report-export need a purchased version, otherwise a version tip is shown. An advertisement shows on
// export-excel if the school has not paid." (§9: "School type number 0 enables transcript export.")
import t from 'tap'
import { exportAd, exportMenu, type ExportMenuFacts } from '../../../src/domain/exam-context/export-menu.ts'

const facts: ExportMenuFacts = { base: { examid: 'E1', org: 0, grade: '高一' }, org: 0, hasPaperCard: true, isTrialExam: false, canConfigureExam: true, isStudent: false, schoolTypeNum: 0, paid: true }
const keys = (patch: Partial<ExportMenuFacts>) => exportMenu({ ...facts, ...patch }).map((e) => `${e.key}${e.needsVersionTip ? '*' : ''}`)

t.test('exportMenu table (* = version tip)', async (t) => {
  const rows: Array<[ref: string, patch: Partial<ExportMenuFacts>, want: string[]]> = [
    ['paid school admin, marking-platform exam: everything', {}, ['export-excel', 'answer-card', 'exam-config', 'report-export', 'transcript-export']],
    ['§2 answer cards only with paper cards: an exam without scanned cards', { hasPaperCard: false }, ['export-excel', 'exam-config', 'report-export', 'transcript-export']],
    ['§2 paper cards decide, not the org: an org 1 exam with scanned cards', { org: 1, hasPaperCard: true }, ['export-excel', 'answer-card', 'exam-config', 'report-export', 'transcript-export']],
    ['§2 answer cards not for an experience exam', { isTrialExam: true }, ['export-excel', 'exam-config', 'report-export', 'transcript-export']],
    ['§2 exam settings only for permitted roles (the settings rule of §4 says no)', { canConfigureExam: false }, ['export-excel', 'answer-card', 'report-export', 'transcript-export']],
    ['§2 exam settings where the settings rule says yes, school type 1', { canConfigureExam: true, schoolTypeNum: 1 }, ['export-excel', 'answer-card', 'exam-config', 'report-export']],
        ['§2 no exam settings when the settings rule says no', { canConfigureExam: false }, ['export-excel', 'answer-card', 'report-export', 'transcript-export']],
    ['§2 transcripts only for school type 0', { schoolTypeNum: 1 }, ['export-excel', 'answer-card', 'exam-config', 'report-export']],
    ['§2 not purchased: exam-config and report-export carry the version tip', { paid: false }, ['export-excel', 'answer-card', 'exam-config*', 'report-export*', 'transcript-export']],
    ['students export nothing', { isStudent: true }, []],
  ]
  for (const [ref, patch, want] of rows) t.same(keys(patch), want, ref)
})

t.test('entries: labels and links with examid, org, grade', async (t) => {
  const menu = exportMenu(facts)
  t.same(menu.map((e) => e.label), ['下载报告', '导出答题卡', '考试设置', '导出报告', '导出成绩单'])
  t.equal(menu[0]!.href, '/report/config-view/export-excel?examid=E1&org=0&grade=%E9%AB%98%E4%B8%80')
})

t.test('exportAd table (§2 advertisement when the school has not paid)', async (t) => {
  t.equal(exportAd(false, false), true)
  t.equal(exportAd(true, false), false)
  t.equal(exportAd(false, true), false, 'students see no menu and no advertisement')
})
