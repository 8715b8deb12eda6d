// History comparison input rules (issue 16 "Bad input"; spec 2 §2 creat): pure, shared by the create
// form (answers as the user types) and the BFF (whose verdict counts).

export const CONTRAST_MIN_EXAMS = 2
export const CONTRAST_MAX_EXAMS = 10
export const CONTRAST_NAME_MAX = 30

/**
 * The scope (对比范围) a comparison is computed over (spec 2 §4 "Comparison and scope": 0 all, 1 school,
 * 3 county, 4 area): whose students the ranks, standard scores, rates and the 全体 reference count.
 * 0 is the default (analyzeType all, spec 1 §2 breadcrumb reset).
 */
export const CONTRAST_SCOPES = [0, 1, 3, 4] as const
export type ContrastScope = (typeof CONTRAST_SCOPES)[number]
export const CONTRAST_DEFAULT_SCOPE: ContrastScope = 0
export const CONTRAST_SCOPE_LABELS: Readonly<Record<ContrastScope, string>> = { 0: '全体', 1: '本校', 3: '本区县', 4: '所辖学校' }
/** The reference row of a comparison computed over each scope. */
export const CONTRAST_SCOPE_REFERENCE: Readonly<Record<ContrastScope, string>> = { 0: '全体', 1: '全校', 3: '全区县', 4: '所辖学校全体' }

export const CONTRAST_MESSAGES = {
  nameEmpty: '请输入对比名称',
  nameTooLong: `对比名称不能超过${CONTRAST_NAME_MAX}个字`,
  tooFew: `请至少选择${CONTRAST_MIN_EXAMS}次考试`,
  tooMany: `最多选择${CONTRAST_MAX_EXAMS}次考试`,
  duplicate: '不能重复选择同一次考试',
  cohort: '所选考试须为同一届学生（同一学段、同一入学年份）',
  subjectsEmpty: '请至少选择一个科目',
  subjectMissing: '所选科目须为每次考试都有的科目',
  scope: '请选择可用的对比范围',
} as const

/** contrastScopeError(scope, offered) = the message when the scope is not one the user is offered, else null. */
export function contrastScopeError(scope: number, offered: readonly number[]): string | null {
  return offered.includes(scope) ? null : CONTRAST_MESSAGES.scope
}

const GRADE_LEVELS: Readonly<Record<string, { stage: string; level: number }>> = {
  一年级: { stage: '小学', level: 1 }, 二年级: { stage: '小学', level: 2 }, 三年级: { stage: '小学', level: 3 },
  四年级: { stage: '小学', level: 4 }, 五年级: { stage: '小学', level: 5 }, 六年级: { stage: '小学', level: 6 },
  初一: { stage: '初中', level: 1 }, 初二: { stage: '初中', level: 2 }, 初三: { stage: '初中', level: 3 },
  高一: { stage: '高中', level: 1 }, 高二: { stage: '高中', level: 2 }, 高三: { stage: '高中', level: 3 },
}

/**
 * The cohort (届) of an exam from its grade and date: the school year starts in August (a date in
 * months 8–12 is in that year's school year, else the previous one's), and a cohort entered its stage
 * in schoolYear − (level − 1). 高二 on 2026-11-10 → 高中2025级. A grade the table does not know is its
 * own cohort per school year.
 */
export function cohortOf(grade: string, date: string): { key: string; label: string } {
  const [y, m] = date.split(/[-/.]/).map(Number)
  const year = Number.isFinite(y) ? y! : 0
  const schoolYear = (m ?? 1) >= 8 ? year : year - 1
  const known = GRADE_LEVELS[grade]
  if (!known) return { key: `${grade}|${schoolYear}`, label: `${grade}（${schoolYear}学年）` }
  const entry = schoolYear - (known.level - 1)
  return { key: `${known.stage}|${entry}`, label: `${known.stage}${entry}级` }
}

const STAGE_GRADES: Readonly<Record<string, readonly string[]>> = {
  小学: ['一年级', '二年级', '三年级', '四年级', '五年级', '六年级'],
  初中: ['初一', '初二', '初三'],
  高中: ['高一', '高二', '高三'],
}

/**
 * The grade a cohort is in on `today` (YYYY-MM-DD): 高中2025级 on 2027-03-01 is 高二; null once it has
 * left its stage (or before it entered), and for a grade the table does not know.
 */
export function cohortGradeOn(cohortKey: string, today: string): string | null {
  const [stage = '', entry = ''] = cohortKey.split('|')
  const grades = STAGE_GRADES[stage]
  const entryYear = Number(entry)
  if (!grades || !Number.isInteger(entryYear)) return null
  const [y, m] = today.split(/[-/.]/).map(Number)
  const schoolYear = (m ?? 1) >= 8 ? y! : y! - 1
  return grades[schoolYear - entryYear] ?? null
}

export interface ContrastDraftExam {
  examid: string
  org: number
  cohortKey: string
  subjects: readonly string[]
}

export interface ContrastDraft {
  name: string
  exams: readonly ContrastDraftExam[]
  subjects: readonly string[]
}

/** The name rule alone (the name field answers as the user types). */
export function contrastNameError(name: string): string | null {
  const trimmed = name.trim()
  if (!trimmed) return CONTRAST_MESSAGES.nameEmpty
  if ([...trimmed].length > CONTRAST_NAME_MAX) return CONTRAST_MESSAGES.nameTooLong
  return null
}

/** The subjects every chosen exam has, in the first exam's order. */
export function sharedSubjects(exams: readonly Pick<ContrastDraftExam, 'subjects'>[]): string[] {
  const [first, ...rest] = exams
  if (!first) return []
  return first.subjects.filter((s) => rest.every((e) => e.subjects.includes(s)))
}

/**
 * contrastDraftErrors(d) = every rule the draft breaks, in the order the form shows them: the name
 * (non-empty, at most 30 characters), 2–10 exams, no exam twice, one cohort, at least one subject and
 * only subjects every exam has. Empty when the draft can be created.
 */
export function contrastDraftErrors(draft: ContrastDraft): string[] {
  const errors: string[] = []
  const name = contrastNameError(draft.name)
  if (name) errors.push(name)
  const keys = draft.exams.map((e) => `${e.examid}:${e.org}`)
  if (new Set(keys).size !== keys.length) errors.push(CONTRAST_MESSAGES.duplicate)
  const distinct = new Set(keys).size
  if (distinct < CONTRAST_MIN_EXAMS) errors.push(CONTRAST_MESSAGES.tooFew)
  if (distinct > CONTRAST_MAX_EXAMS) errors.push(CONTRAST_MESSAGES.tooMany)
  if (new Set(draft.exams.map((e) => e.cohortKey)).size > 1) errors.push(CONTRAST_MESSAGES.cohort)
  if (draft.subjects.length === 0) errors.push(CONTRAST_MESSAGES.subjectsEmpty)
  else {
    const shared = new Set(sharedSubjects(draft.exams))
    if (draft.exams.length > 0 && draft.subjects.some((s) => !shared.has(s))) errors.push(CONTRAST_MESSAGES.subjectMissing)
  }
  return errors
}
