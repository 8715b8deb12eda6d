import { Value } from 'typebox/value'
import type { SettingsView } from '@report/contracts/bff/settings'
import { EXAM_OWN_PAGES, type ExamCfgs, type ExamOwnPage } from '@report/contracts/upstream/exam-settings'
import { PAGE_CONFIG_SCHEMAS, type CfgCommon, type CfgExamList, type CfgGrade, type SettingsPage } from '@report/contracts/upstream/settings'
import type { SettingsAccess } from './settings-access.ts'
import { settingsSections } from './settings-forms.ts'
import { offeredPages, PAGE_META, settingsHref, settingsMenu } from './settings-menu.ts'
import { formatDate, formatDateTime } from '@report/contracts/format/date-time'

export const SETTINGS_TEXTS = {
  note: '保存后的设置仅对新发布的考试分析生效，已发布的考试可在下方“重新发布”后按最新设置计算。',
  neverSet: '您还未设置过默认参数，当前显示的是系统默认值，请根据本校情况设置并保存。',
  unavailable: '该设置项不对本单位开放',
  noGrade: '暂无可设置的年级',
  docLabel: '使用说明',
  docHref: '/report/help',
  saved: '设置已保存，将用于之后发布的考试分析',
  examNote: '本考试单独设置只对该考试生效，保存后该考试的报告立即按此计算；其他考试仍按年级设置。',
  examSaved: '已保存为本考试的单独设置，该考试的报告已按此计算',
  examFollows: '已恢复为年级设置，该考试的报告按年级设置计算',
} as const

/** Whether an exam may have its own settings of page p (segment steps, rank-band cut-offs). */
export const isExamOwnPage = (page: SettingsPage): page is ExamOwnPage => (EXAM_OWN_PAGES as readonly string[]).includes(page)

/** The page of exam e's own settings of page p. */
export function examSettingsHref(page: ExamOwnPage, grade: string, exam: { examid: string; org: number }): string {
  return `${settingsHref(page, grade)}&${new URLSearchParams({ examid: exam.examid, org: String(exam.org) }).toString()}`
}

/** chooseGrade(grades, asked) = the grade asked for when it is one of the list, else the first (spec 1 §2). */
export function chooseGrade(grades: readonly string[], asked: string | undefined): string | null {
  if (asked && grades.includes(asked)) return asked
  return grades[0] ?? null
}

export function versionLabel(version: number): string {
  return version === 0 ? '系统默认' : `第 ${version} 版`
}

export interface SettingsFacts {
  access: SettingsAccess
  page: SettingsPage
  grade: CfgGrade
  /** Null when there is no grade to show (or access is refused). */
  common: CfgCommon | null
  isUsed: boolean
  exams: CfgExamList | null
  embedded: boolean
  /** The marking platform hides the usage document (spec 1 §2). */
  hideDoc: boolean
  /** The exam's own settings when the page is asked for one exam (/obt/v1/exam/cfgs), else absent. */
  examCfgs?: ExamCfgs | null
}

/** toSettingsView(facts) = the page's view model. */
export function toSettingsView(f: SettingsFacts): SettingsView {
  const offered = offeredPages(f.embedded, f.grade.extraPages)
  const gradeName = f.common?.grade ?? f.grade.grades[0]?.grade ?? ''
  const meta = PAGE_META[f.page]
  const refused = (notice: string): SettingsView => ({
    allowed: false,
    notice,
    canEdit: false,
    menu: f.access.allowed ? settingsMenu(f.page, gradeName, offered) : [],
    grades: [],
    grade: gradeName,
    page: f.page,
    title: meta.label,
    description: meta.description,
    note: SETTINGS_TEXTS.note,
    neverSet: null,
    docLink: null,
    versionLabel: '',
    values: null,
    sections: [],
    exams: [],
    exam: null,
  })
  if (!f.access.allowed) return refused(f.access.notice ?? '')
  if (!offered.includes(f.page)) return refused(SETTINGS_TEXTS.unavailable)
  if (!f.common) return refused(SETTINGS_TEXTS.noGrade)
  // The page's values as its schema names them: a field the platform adds is ignored, never handed on to the form (issue 32).
  const values = Value.Clean(PAGE_CONFIG_SCHEMAS[f.page], structuredClone(f.common.config[f.page])) as typeof f.common.config[typeof f.page]
  const latest = f.exams?.latest ?? f.common.version
  const page = f.page
  const grade: SettingsView = {
    allowed: true,
    notice: f.access.notice,
    canEdit: f.access.canEdit,
    menu: settingsMenu(f.page, gradeName, offered),
    grades: f.grade.grades.map((g) => ({ value: g.grade, label: g.grade })),
    grade: gradeName,
    page: f.page,
    title: meta.label,
    description: meta.description,
    note: SETTINGS_TEXTS.note,
    neverSet: f.isUsed ? null : SETTINGS_TEXTS.neverSet,
    docLink: f.hideDoc ? null : { label: SETTINGS_TEXTS.docLabel, href: SETTINGS_TEXTS.docHref },
    versionLabel: `当前设置：${versionLabel(f.common.version)}${f.common.savedAt ? `（${formatDateTime(f.common.savedAt)} 保存）` : ''}`,
    values,
    sections: settingsSections(f.page, values),
    exams: (f.exams?.exams ?? []).map((e) => ({
      examid: e.examid,
      org: e.org,
      name: e.name,
      time: formatDate(e.time),
      versionLabel: versionLabel(e.version),
      outdated: e.version < latest,
      ownHref: isExamOwnPage(page) ? examSettingsHref(page, gradeName, e) : null,
    })),
    exam: null,
  }
  const exam = f.examCfgs
  if (!exam || !isExamOwnPage(page)) return grade
  // One exam's own settings: its values (its own, else its grade's version it was published against), no publishing list.
  const own = exam.own.includes(page)
  const examValues = Value.Clean(PAGE_CONFIG_SCHEMAS[page], structuredClone(exam[page])) as typeof exam[typeof page]
  return {
    ...grade,
    note: SETTINGS_TEXTS.examNote,
    neverSet: null,
    versionLabel: `${exam.name}：${own ? '本考试单独设置' : `沿用年级设置（${versionLabel(exam.version)}）`}`,
    values: examValues,
    sections: settingsSections(page, examValues),
    exams: [],
    exam: { examid: exam.examid, org: exam.org, name: exam.name, own, gradeHref: settingsHref(page, gradeName) },
  }
}
