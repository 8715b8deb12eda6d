// Spec 1 §3: "trueId (examid:org)" and "Total report names: school-level (union) analysis report, overall
// unified-exam analysis report, school analysis report", derived when the platform leaves them out.
import t from 'tap'
import { completeExam, completeExamInfoAll, totalReportNameOf } from '../../../src/domain/upstream-facts/complete-exam.ts'

const county = (n: number) => ({ key: 'c', name: '区', schools: Array.from({ length: n }, (_, i) => ({ key: `s${i}`, name: `校${i}`, studentCount: 1 })) })

t.test('totalReportNameOf table', async (t) => {
  const rows: Array<[ref: string, scale: number, schools: number[], want: string]> = [
    ['scale 2 joint → school-level (union) report', 2, [3], '校级（联考）分析报告'],
    ['scale 3 over several schools → overall unified-exam report', 3, [2, 1], '统考总体分析报告'],
    ['scale 3 seen from one school → school report', 3, [1], '学校分析报告'],
    ['scale 1 → school report', 1, [], '学校分析报告'],
  ]
  for (const [ref, scale, schools, want] of rows) t.equal(totalReportNameOf({ scale, school_map: schools.map(county) }), want, ref)
})

t.test('completeExam: trueId examid:org when empty, kept when given', async (t) => {
  t.equal(completeExam({ examid: '123-456', org: 1, trueId: '' }).trueId, '123-456:1')
  t.equal(completeExam({ examid: 'e', org: 0, trueId: 'x:y' }).trueId, 'x:y')
})

t.test('completeExamInfoAll keeps a stated total report name', async (t) => {
  const base = { examid: 'e', org: 0, trueId: '', scale: 2, school_map: [] } as unknown as Parameters<typeof completeExamInfoAll>[0]
  t.equal(completeExamInfoAll({ ...base, totalReportName: '' }).totalReportName, '校级（联考）分析报告')
  t.equal(completeExamInfoAll({ ...base, totalReportName: '我的报告' }).totalReportName, '我的报告')
})
