// The shared create rules (contracts/src/bff/contrast-rules.ts; issue 16 "Bad input") and the access
// and status rules of server/src/domain/contrast, table by table, each row naming its source.

import t from 'tap'
import { CONTRAST_MESSAGES as M, cohortGradeOn, cohortOf, contrastDraftErrors, contrastNameError, contrastScopeError, sharedSubjects, type ContrastDraft } from '@report/contracts/bff/contrast-rules'
import { contrastScopeOptions } from '../../src/domain/contrast/scopes.ts'
import { templateChoices } from '../../src/views/contrast/create.ts'
import { historyGrade, scopeLabel, toHistoryItem } from '../../src/domain/contrast/history.ts'
import { CONTRAST_NOTICES, contrastAccess, type ContrastAccessFacts } from '../../src/domain/contrast/access.ts'
import { toStatusView } from '../../src/domain/contrast/status.ts'
import { COMPARISON_UPGRADE } from '../../src/domain/exam-context/comparison-permissions.ts'

const exam = (examid: string, cohortKey = '高中|2025', subjects = ['语文', '数学', '英语']) => ({ examid, org: 0, cohortKey, subjects })
const draft = (over: Partial<ContrastDraft> = {}): ContrastDraft => ({ name: '高二三次考试', exams: [exam('1'), exam('2'), exam('3')], subjects: ['数学'], ...over })

t.test('create rules: every bad input has its message, a good draft none (issue 16 "Bad input")', async (t) => {
  const cases: [string, ContrastDraft, string[]][] = [
    ['a good draft', draft(), []],
    ['empty name', draft({ name: '  ' }), [M.nameEmpty]],
    ['name of 30 characters is fine', draft({ name: '对'.repeat(30) }), []],
    ['name of 31 characters', draft({ name: '对'.repeat(31) }), [M.nameTooLong]],
    ['one exam', draft({ exams: [exam('1')] }), [M.tooFew]],
    ['ten exams are fine', draft({ exams: Array.from({ length: 10 }, (_, i) => exam(String(i))) }), []],
    ['eleven exams', draft({ exams: Array.from({ length: 11 }, (_, i) => exam(String(i))) }), [M.tooMany]],
    ['the same exam twice (and so only one distinct)', draft({ exams: [exam('1'), exam('1')] }), [M.duplicate, M.tooFew]],
    ['another cohort', draft({ exams: [exam('1'), exam('2', '高中|2024')] }), [M.cohort]],
    ['no subject', draft({ subjects: [] }), [M.subjectsEmpty]],
    ['a subject one exam lacks', draft({ exams: [exam('1'), exam('2', '高中|2025', ['语文'])], subjects: ['数学'] }), [M.subjectMissing]],
  ]
  for (const [name, d, want] of cases) t.same(contrastDraftErrors(d), want, name)
  t.equal(contrastNameError('高二'), null)
  t.same(sharedSubjects([exam('1'), exam('2', '', ['英语', '语文'])]), ['语文', '英语'])
})

t.test('cohort (届) from grade and date: the school year starts in August', async (t) => {
  const cases: [string, string, string][] = [
    ['高二', '2026-11-10', '高中2025级'],
    ['高一', '2026-07-01', '高中2025级'],
    ['高二', '2026/09/20', '高中2025级'],
    ['高三', '2026-08-01', '高中2024级'],
    ['初一', '2025-10-01', '初中2025级'],
    ['三年级', '2026-03-01', '小学2023级'],
    ['研一', '2026-10-01', '研一（2026学年）'],
  ]
  for (const [grade, date, label] of cases) t.equal(cohortOf(grade, date).label, label, `${grade} ${date}`)
  t.equal(cohortOf('高一', '2026-07-01').key, cohortOf('高二', '2026-11-10').key, '高一 in June and 高二 in November are one cohort')
})

t.test('access: spec 2 §6 students none, spec 1 §2 module hide, spec 1 §4 by school type and edition', async (t) => {
  const base: ContrastAccessFacts = { isStudent: false, schoolTypeNum: 0, versionCode: 'ultimate', versionName: '旗舰版', modules: { history_compare: 'able' }, count: 0, host: 'report.example.com', phone: '' }
  const all = { canCreate: true, canShow: true, canEdit: true, canDownload: true, notice: null, reason: 'ok' }
  const none = (notice: string | null, reason: string) => ({ canCreate: false, canShow: false, canEdit: false, canDownload: false, notice, reason })
  const cases: [string, Partial<ContrastAccessFacts>, object][] = [
    ['§4 type 0 ultimate: all', {}, all],
    ['§4 type 0 pro: all', { versionCode: 'pro', versionName: '专业版' }, all],
    ['§6 a student: none, whatever the edition', { isStudent: true }, none(CONTRAST_NOTICES.student, 'student')],
    ['§2 history_compare hide: none', { modules: { history_compare: 'hide' } }, none(CONTRAST_NOTICES.module, 'module')],
    ['an edition without comparison says so before a hidden module', { versionCode: 'trial', versionName: '体验版', modules: { history_compare: 'hide' } }, none(COMPARISON_UPGRADE, 'edition')],
    ['§4 no version: none, the version tip', { versionCode: '', versionName: '' }, none(COMPARISON_UPGRADE, 'edition')],
    ['trial plan: the version tip', { versionCode: 'trial', versionName: '体验版' }, none(COMPARISON_UPGRADE, 'edition')],
    ['§4 basic, count 3: create, show (< 4), no edit', { versionCode: 'basic', count: 3 }, { canCreate: true, canShow: true, canEdit: false, canDownload: true, notice: null, reason: 'ok' }],
    ['§4 basic, count 4: create, edit (> 3), no show, no download', { versionCode: 'basic', count: 4 }, { canCreate: true, canShow: false, canEdit: true, canDownload: false, notice: CONTRAST_NOTICES.showLimit, reason: 'limit' }],
    ['§4 type 1 with version name and code: all', { schoolTypeNum: 1, versionCode: 'group', versionName: '集团版' }, all],
    ['§4 type 1 without a version name: none', { schoolTypeNum: 1, versionCode: 'group', versionName: '' }, none(COMPARISON_UPGRADE, 'edition')],
  ]
  for (const [name, over, want] of cases) t.same(contrastAccess({ ...base, ...over }), want, name)
})

t.test('status: 排队中 → 生成中 → 已完成, or 失败 with 重试', async (t) => {
  const cases: [string, { status: number; progress: number; message: string }, object][] = [
    ['queued', { status: 0, progress: 0, message: '' }, { statusLabel: '排队中', done: false, canRetry: false, progress: 0, message: null }],
    ['building, progress rounded and kept under 100', { status: 1, progress: 99.7, message: '' }, { statusLabel: '生成中', done: false, canRetry: false, progress: 99 }],
    ['done: 100 %, rebuild offered', { status: 2, progress: 40, message: '' }, { statusLabel: '已完成', done: true, canRetry: true, progress: 100 }],
    ['failed: its message, retry offered', { status: 3, progress: 0, message: '生成失败，请点击重试' }, { statusLabel: '失败', done: false, canRetry: true, message: '生成失败，请点击重试' }],
    ['failed without a message', { status: 3, progress: 0, message: '' }, { message: '生成失败，请重试' }],
  ]
  for (const [name, b, want] of cases) t.match(toStatusView({ id: 'x', ...b }), want, name)
})

t.test('spec 2 §4 scope (0 all, 1 school, 3 county, 4 area): what each account may pick, 全体 the default first', async (t) => {
  const user = (accountType: 'city' | 'county' | 'school', over: { isVSchool?: boolean; isMVSchool?: boolean; managed?: string[] } = {}) => ({
    accountType,
    isVSchool: over.isVSchool ?? false,
    managedSchoolIds: over.managed ?? [],
    auth: { isVSchool: over.isVSchool ?? false, isMVSchool: over.isMVSchool ?? false },
  })
  const cases: [string, ReturnType<typeof user>, number[]][] = [
    ['a school account (spec 1 §6: topRole 7–11): 全体 or 本校', user('school'), [0, 1]],
    ['a multi-school owner: also the schools it manages', user('school', { managed: ['10001', '10002', '10004'] }), [0, 1, 4]],
    ['an owner of one school is a school account', user('school', { managed: ['10001'] }), [0, 1]],
    ['a virtual school: no school of its own, its member schools', user('school', { isVSchool: true }), [0, 4]],
    ['a county account (topRole 2, 4, 6): its county', user('county'), [0, 3]],
    ['a city account (topRole 1): its area, the city', user('city'), [0, 4]],
  ]
  for (const [name, u, want] of cases) t.same(contrastScopeOptions(u).map((o) => o.value), want, name)
  t.same(contrastScopeOptions(user('school')).map((o) => o.label), ['全体', '本校'])
  t.equal(contrastScopeError(1, [0, 1]), null)
  t.equal(contrastScopeError(3, [0, 1]), M.scope, 'a scope the user is not offered is refused')
  t.same([scopeLabel(0), scopeLabel(1), scopeLabel(3), scopeLabel(4), scopeLabel(2)], ['全体', '本校', '本区县', '所辖学校', '范围 2'])
  const item = { id: 'ct1', name: '对比', status: 2, progress: 100, message: '', grade: '高二', exams: [], subjects: ['数学'], scope: 1, createdAt: '', updatedAt: '' }
  t.equal(toHistoryItem(item, { canShow: true }, '2026-11-28').scope, '本校', 'the history list says which scope each comparison counts')
})

t.test('historyGrade: the 年级 column names the grade the compared cohort is in today (issue 33 item 5)', async (t) => {
  const exams = (...times: string[]) => times.map((time, i) => ({ examid: `e${i}`, org: 0, name: `考试${i}`, time }))
  const cases: [string, string, ReturnType<typeof exams>, string, string][] = [
    ['the walk: 高一 exams of last school year, the cohort is in 高二 now', '高一', exams('2025-11-10', '2026-01-20'), '2026-11-28', '高二（高中2025级）'],
    ['compared this school year: the grade it was compared in', '高二', exams('2026-09-20', '2026-11-10'), '2026-11-28', '高二（高中2025级）'],
    ['the grade of the newest exam dates the cohort, whatever order the exams come in', '高二', exams('2026-11-10', '2025-11-10'), '2026-11-28', '高二（高中2025级）'],
    ['a cohort that has left its stage', '高三', exams('2024-11-10', '2025-04-01'), '2026-11-28', '高中2022级（已毕业）'],
    ['初中 too', '初一', exams('2025-10-01'), '2026-09-01', '初二（初中2025级）'],
    ['a grade the table does not know stays as given', '培优班', exams('2025-10-01'), '2026-11-28', '培优班'],
    ['no exam dates it', '高一', [], '2026-11-28', '高一'],
  ]
  for (const [name, grade, list, today, want] of cases) t.equal(historyGrade({ grade, exams: list }, today), want, name)
  t.equal(cohortGradeOn('高中|2025', '2027-07-31'), '高二', 'the school year turns in August')
  t.equal(cohortGradeOn('高中|2025', '2027-08-01'), '高三')
  t.equal(cohortGradeOn('高中|2027', '2026-11-28'), null, 'not yet entered')
})

t.test('templateChoices: what a saved report template (spec 2 §7 user_template) gives back to the create page', async (t) => {
  const tpl = (data: string) => ({ name: '历史对比', data })
  const cases: [string, ReturnType<typeof tpl> | null, unknown][] = [
    ['no template', null, null],
    ['not JSON', tpl('{'), null],
    ['no subjects', tpl('{"subjects":[]}'), null],
    ['subjects only (saved before scopes)', tpl('{"subjects":["数学"]}'), { subjects: ['数学'] }],
    ['subjects and scope', tpl('{"subjects":["数学",3],"scope":1}'), { subjects: ['数学'], scope: 1 }],
    ['a scope that is not an integer is left out', tpl('{"subjects":["数学"],"scope":"1"}'), { subjects: ['数学'] }],
  ]
  for (const [name, template, want] of cases) t.same(templateChoices(template), want, name)
})
