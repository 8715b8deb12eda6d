// examMerge end to end (issue 18): two exams of one cohort merged by 学号 — subjects from each, students
// of one exam only shown before confirming and 未考 in the other's subjects; a subject in both is a
// conflict settled by the user's choice; exams of two cohorts are refused.

import t from 'tap'
import { csvBytes, scoreFile, type ScoreFile } from '@report/fixtures/custom/import-files'
import { examById } from '@report/fixtures/dataset/exams'
import { examScores } from '@report/fixtures/scores/exam-scores'
import { shellRig, type ShellRig } from '../integration/shell-rig.ts'

const json = { 'content-type': 'application/json' }
const MIDTERM = '100152611100'

async function importFile(rig: ShellRig, cookie: string, file: ScoreFile, name: string): Promise<string> {
  const up = (await rig.app.inject({ method: 'POST', url: '/report/bff/custom/import/upload?fileName=f.csv', headers: { cookie, 'content-type': 'application/octet-stream' }, payload: Buffer.from(csvBytes(file, 'utf8')) })).json().data
  const res = await rig.app.inject({ method: 'POST', url: '/report/bff/custom/import/confirm', headers: { cookie, ...json }, payload: { draftId: up.draftId, grade: '高二', columns: up.columns, fullScores: up.fullScores, name } })
  return res.json().data.examid
}

t.test('merge two imports of one cohort: subjects of both, students of one only listed, then one exam', async (t) => {
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-school-admin')
  const a = scoreFile({ schoolId: '10001', grade: '高二', rows: 200, seed: 'a' })
  const b0 = scoreFile({ schoolId: '10001', grade: '高二', rows: 210, subjects: ['物理', '化学', '生物'], seed: 'b' })
  const b = { headers: b0.headers, rows: b0.rows.slice(10) }
  const ea = await importFile(rig, cookie, a, '语数英')
  const eb = await importFile(rig, cookie, b, '物化生')

  const page = (await rig.app.inject({ url: '/report/bff/custom/merge', headers: { cookie } })).json().data
  t.same(page.access.allowed, true)
  const listed = page.exams.filter((e: { examid: string }) => e.examid === ea || e.examid === eb)
  t.equal(listed.length, 2, 'both imports are offered')
  t.equal(listed[0].cohortKey, listed[1].cohortKey)

  const exams = [{ examid: ea, org: 2 }, { examid: eb, org: 2 }]
  const res = await rig.app.inject({ method: 'POST', url: '/report/bff/custom/merge/preview', headers: { cookie, ...json }, payload: { exams } })
  t.equal(res.statusCode, 200, res.body)
  const preview = res.json().data
  t.same(preview.subjects.map((s: { subject: string; conflict: boolean }) => [s.subject, s.conflict]), [['语文', false], ['数学', false], ['英语', false], ['物理', false], ['化学', false], ['生物', false]])
  t.equal(preview.students, 210)
  t.equal(preview.partialCount, 20)
  t.same(preview.conflicts, [
    '20 名学生只参加了部分考试：未参加的考试科目记为未考，这些学生不计总分（总分记为未考，不参与总分的平均分、各率和排名），已考科目仍计入各科统计',
    '合并后只有 190 名学生 6 科都有成绩、计算总分；其余 20 名学生缺少部分科目成绩，总分记为未考',
  ])
  t.match(preview.partial[0], { xuehao: a.rows[0]![0], missingFrom: '物化生' })
  t.match(preview.partial[19], { xuehao: b.rows[b.rows.length - 1]![0], missingFrom: '语数英' })

  const made = await rig.app.inject({ method: 'POST', url: '/report/bff/custom/merge/confirm', headers: { cookie, ...json }, payload: { exams, name: '高二合并', choices: {} } })
  t.equal(made.statusCode, 200, made.body)
  const merged = made.json().data
  t.match(merged, { org: 2, students: 210 })
  const dash = await rig.app.inject({ url: `/api/v3/exam/dashboard?examid=${merged.examid}&org=2`, headers: { cookie } })
  t.same(dash.json().data.papers.map((p: { subject: string; studentCount: number }) => [p.subject, p.studentCount]), [['语文', 200], ['数学', 200], ['英语', 200], ['物理', 200], ['化学', 200], ['生物', 200]])
  const page2 = await rig.app.inject({ url: `/report/bff/report-page?route=dashboard&examid=${merged.examid}&org=2&grade=${encodeURIComponent('高二')}`, headers: { cookie } })
  t.equal(page2.statusCode, 200)
})

t.test('a subject in both exams is a conflict; the chosen exam’s scores stay', async (t) => {
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-school-admin')
  const a = scoreFile({ schoolId: '10001', grade: '高二', rows: 50, subjects: ['语文'], seed: 'c' })
  const ea = await importFile(rig, cookie, a, '语文补考')
  const exams = [{ examid: MIDTERM, org: 0 }, { examid: ea, org: 2 }]
  const preview = (await rig.app.inject({ method: 'POST', url: '/report/bff/custom/merge/preview', headers: { cookie, ...json }, payload: { exams } })).json().data
  const chinese = preview.subjects.find((s: { subject: string }) => s.subject === '语文')
  t.equal(chinese.conflict, true)
  t.same(chinese.sources.map((s: { examid: string }) => s.examid), [MIDTERM, ea])
  t.match(preview.conflicts[0], /^“语文”在“.+”和“语文补考”中都有成绩，请选择保留哪一场的成绩$/)

  const made = (await rig.app.inject({ method: 'POST', url: '/report/bff/custom/merge/confirm', headers: { cookie, ...json }, payload: { exams, name: '用补考语文', choices: { 语文: ea } } })).json().data
  const students = await rig.app.inject({ method: 'POST', url: '/api/v4/exam/overview', headers: { cookie, ...json }, payload: { examid: made.examid, org: 2, pindex: 1, offset: 0, limit: 5 } })
  const all = students.json().data.totals.find((r: { group: { key: string } }) => r.group.key === 'all')
  t.equal(all.stats[0].total, 50, '语文: the 50 students of the chosen exam, the rest 未考')
})

t.test('exams of two cohorts, or fewer than two, are refused with the rule’s message', async (t) => {
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-school-admin')
  // Every 届次 (the page shows the newest exam's by default, issue 33 item 7): another cohort's exam to refuse.
  const page = (await rig.app.inject({ url: '/report/bff/custom/merge?cohort=', headers: { cookie } })).json().data
  const mid = page.exams.find((e: { examid: string }) => e.examid === MIDTERM)
  const other = page.exams.find((e: { cohortKey: string }) => e.cohortKey !== mid.cohortKey)
  const cases: [object[], string][] = [
    [[{ examid: MIDTERM, org: 0 }], '请至少选择2场考试'],
    [[{ examid: MIDTERM, org: 0 }, { examid: other.examid, org: other.org }], '所选考试不属于同一届学生，不能合并'],
    [[{ examid: MIDTERM, org: 0 }, { examid: MIDTERM, org: 0 }], '同一场考试不能选两次'],
  ]
  for (const [exams, message] of cases) {
    const res = await rig.app.inject({ method: 'POST', url: '/report/bff/custom/merge/preview', headers: { cookie, ...json }, payload: { exams } })
    t.equal(res.statusCode, 400, message)
    t.equal(res.json().message, message)
  }
  const student = await rig.app.inject({ method: 'POST', url: '/report/bff/custom/merge/preview', headers: { cookie: await rig.signIn('demo-student'), ...json }, payload: { exams: [{ examid: MIDTERM, org: 0 }, { examid: MIDTERM, org: 0 }] } })
  t.equal(student.statusCode, 403)
})

t.test('issue 31 item 2: a 12-student import merged with the history and geography unit tests ranks on 总分 only those with all five papers', async (t) => {
  const rig = await shellRig(t)
  const cookie = await rig.signIn('demo-school-admin')
  const HISTORY = '100152610210'
  const GEOGRAPHY = '100152610120'
  const file = scoreFile({ schoolId: '10001', grade: '高二', rows: 12, seed: 'issue31' })
  const imported = await importFile(rig, cookie, file, '十二人语数英')
  const exams = [{ examid: imported, org: 2 }, { examid: HISTORY, org: 1 }, { examid: GEOGRAPHY, org: 1 }]

  // A teacher's hand count: 总分 = 语文 + 数学 + 英语 (the file) + 历史 + 地理 (the unit tests), for the students with all five.
  const scoreIn = (examid: string, xuehao: string) => {
    const cube = examScores(examById(examid)!)
    const i = cube.students.findIndex((s) => s.xuehao === xuehao)
    return i < 0 ? NaN : cube.papers[0]!.scores[i]!
  }
  const totals = file.rows.map((r) => [Number(r[3]), Number(r[4]), Number(r[5]), scoreIn(HISTORY, r[0]!), scoreIn(GEOGRAPHY, r[0]!)].reduce((a, b) => a + b, 0)).filter((x) => x === x)
  const students = examScores(examById(HISTORY)!).students.length
  t.ok(totals.length > 0 && totals.length <= 12, `${totals.length} students have all five papers`)

  const previewed = await rig.app.inject({ method: 'POST', url: '/report/bff/custom/merge/preview', headers: { cookie, ...json }, payload: { exams } })
  t.equal(previewed.statusCode, 200, previewed.body.slice(0, 300))
  const preview = previewed.json().data
  t.equal(preview.students, students)
  t.same(preview.conflicts, [
    `${students - 12} 名学生只参加了部分考试：未参加的考试科目记为未考，这些学生不计总分（总分记为未考，不参与总分的平均分、各率和排名），已考科目仍计入各科统计`,
    `合并后只有 ${totals.length} 名学生 5 科都有成绩、计算总分；其余 ${students - totals.length} 名学生缺少部分科目成绩，总分记为未考`,
  ])

  const merged = (await rig.app.inject({ method: 'POST', url: '/report/bff/custom/merge/confirm', headers: { cookie, ...json }, payload: { exams, name: '合并五科', choices: {} } })).json().data
  const page = (await rig.app.inject({ url: `/report/bff/report-page?route=dashboard&examid=${merged.examid}&org=2&grade=${encodeURIComponent('高二')}`, headers: { cookie } })).json().data
  const row = page.blocks.find((b: { id: string }) => b.id === 'papers').table.rows.find((r: { cells: { subject: string } }) => r.cells.subject === '总分').cells
  const mean = totals.reduce((a, b) => a + b, 0) / totals.length
  const pass = totals.filter((x) => x >= 0.6 * 650).length / totals.length
  t.equal(Number(row.manfen), 650)
  t.equal(Number(row.total), totals.length, '实考: the students with all five papers')
  t.equal(Number(row.absent), students - totals.length, '未考: everyone else')
  t.equal(Number(row.mean), Math.round(mean * 100) / 100, `平均分 ${mean.toFixed(2)} of 650`)
  t.equal(row.passRate, `${(pass * 100).toFixed(2)}%`, '及格率 among them')
})
