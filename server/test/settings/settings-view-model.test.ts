// The view models of /config/* and /examSync as pure mappers (spec 1 §2; spec 2 §4's 'done' or
// 'synced / published' counts), without the upstream.
import t from 'tap'
import type { CfgCommon, CfgGrade } from '@report/contracts/upstream/settings'
import { chooseSyncExam, syncChanges, toExamSyncView } from '../../src/domain/settings/exam-sync-view.ts'
import { SETTINGS_NOTICES } from '../../src/domain/settings/settings-access.ts'
import { toSettingsView } from '../../src/domain/settings/settings-view.ts'

const grade: CfgGrade = { grades: [{ grade: '高一', subjects: [] }, { grade: '高二', subjects: [] }], extraPages: [] }
const common = (version: number): CfgCommon => ({
  grade: '高二',
  version,
  savedAt: version ? '2026-11-26T06:00:00.000Z' : null,
  config: { rankScale: { cutoffs: [50, 100] } } as unknown as CfgCommon['config'],
})
const facts = { access: { allowed: true, canEdit: true, notice: null }, page: 'rankScale' as const, grade, isUsed: true, embedded: false, hideDoc: false }

t.test('toSettingsView', async (t) => {
  const v = toSettingsView({ ...facts, common: common(2), exams: { latest: 2, exams: [{ examid: 'a', org: 0, name: 'A', time: '2026-11-10', version: 1 }, { examid: 'b', org: 0, name: 'B', time: '2026-11-20', version: 2 }] } })
  t.same(v.values, { cutoffs: [50, 100] })
  t.equal(v.versionLabel, '当前设置：第 2 版（2026/11/26 14:00 保存）', 'saved at 06:00 UTC: 14:00 in Beijing')
  t.same(v.exams.map((e) => [e.versionLabel, e.outdated]), [['第 1 版', true], ['第 2 版', false]])
  t.same(v.sections[0]!.fields[0], { kind: 'number-list', path: 'cutoffs', label: '分界名次', itemLabel: '前', suffix: '名' })
  t.equal(v.neverSet, null)
  t.ok(v.docLink)

  const hidden = toSettingsView({ ...facts, hideDoc: true, isUsed: false, common: common(0), exams: null })
  t.equal(hidden.docLink, null)
  t.match(hidden.neverSet, /还未设置过默认参数/)
  t.equal(hidden.versionLabel, '当前设置：系统默认')

  const refused = toSettingsView({ ...facts, access: { allowed: false, canEdit: false, notice: SETTINGS_NOTICES.student }, common: null, exams: null })
  t.same([refused.allowed, refused.notice, refused.menu, refused.sections], [false, SETTINGS_NOTICES.student, [], []])
  const classType = toSettingsView({ ...facts, page: 'classType', common: common(0), exams: null })
  t.same([classType.allowed, classType.notice], [false, '该设置项不对本单位开放'])
  t.equal(classType.menu.length, 2, 'the menu stays to move on from there')
})

t.test('toExamSyncView', async (t) => {
  const exams = [
    { examid: 's', org: 0, name: '已同步联考', grade: '高二', time: '2026-11-19', isSync: true },
    { examid: 'u', org: 0, name: '未同步联考', grade: '高三', time: '2026-11-18', isSync: false },
  ]
  t.equal(chooseSyncExam(exams, null)?.examid, 'u', 'the first exam not yet synced')
  t.equal(chooseSyncExam(exams, 's:0')?.examid, 's')
  t.equal(chooseSyncExam([], null), null)
  const detail = {
    examid: 'u', name: '未同步联考', isRoot: true, isSync: false, running: true,
    papers: [
      { pindex: 1, subject: '语文', isPublish: true, syncSchoolCount: 6, publishSchoolCount: 6 },
      { pindex: 2, subject: '数学', isPublish: false, syncSchoolCount: 2, publishSchoolCount: 6 },
    ],
    schools: [{ schoolid: '1', name: '一中', syncedPapers: 2, totalPapers: 2 }, { schoolid: '2', name: '二中', syncedPapers: 1, totalPapers: 2 }],
    result: null,
  }
  const v = toExamSyncView(exams, exams[1]!, detail, true)
  t.equal(v.exam!.changes, null, 'nothing to say before a sync is done')
  t.match(v.exam, { state: '同步中', summary: '已发布 1 / 2 科', canStart: false })
  t.same(v.exam!.papers.map((p) => p.status), ['已完成', '2 / 6'])
  t.same(v.exam!.schools.map((s) => s.status), ['已完成', '1 / 2 科'])
  t.equal(v.refreshMs, 1500)
  t.same(v.exams.map((e) => e.label), ['2026/11/19 已同步联考（已同步）', '2026/11/18 未同步联考（未同步）'])
  const idle = toExamSyncView(exams, exams[1]!, { ...detail, running: false }, true)
  t.match(idle.exam, { state: '未同步', canStart: true, notice: null, addDataHref: /^\/report\/examSync\/addData\?/ })
  t.equal(idle.refreshMs, null)
  // Syncing changes the exam for the whole school: below its manager, the state and who can (issue 30).
  const reader = toExamSyncView(exams, exams[1]!, { ...detail, running: false }, false)
  t.match(reader.exam, { state: '未同步', canStart: false, addDataHref: null, notice: '只有学校管理员可以同步成绩' })
  t.equal(toExamSyncView([], null, null, true).notice, '暂无需要同步成绩的联考')
})

t.test('syncChanges: what a finished sync added and moved (issue 33 item 1)', async (t) => {
  const f = (pindex: number, subject: string, students: number, schools: number, mean: number | null) => ({ pindex, subject, students, schools, mean })
  const before = [f(0, '总分', 3000, 6, 320.5), f(1, '语文', 3000, 6, 98.2), f(4, '物理', 1000, 2, 61.04)]
  const after = [f(0, '总分', 3000, 6, 352.75), f(1, '语文', 3000, 6, 98.2), f(4, '物理', 2950, 6, 58.3)]
  const changes = syncChanges({ before, after })!
  t.equal(changes.summary, '本次同步为 1 个科目补入 1950 条学生成绩（最多一科新增 4 所学校），各报告已按同步后的成绩重新计算')
  t.same(changes.rows, [
    { subject: '总分', schools: '6', students: '3000', mean: '320.50 → 352.75', moved: true },
    { subject: '语文', schools: '6', students: '3000', mean: '98.20', moved: false },
    { subject: '物理', schools: '2 → 6', students: '1000 → 2950', mean: '61.04 → 58.30', moved: true },
  ])
  t.equal(syncChanges({ before, after: null }), null, 'still syncing')
  t.equal(syncChanges(null), null, 'no sync started here')
  t.equal(syncChanges({ before, after: before })!.summary, '本次同步没有新增成绩，各报告的数据与同步前相同')
})
