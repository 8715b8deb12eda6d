import type { ExamListItem } from '@report/contracts/bff/exams'
import type { TaskRow } from '@report/contracts/bff/tasks'
import type { WorkTopView } from '@report/contracts/bff/work-top'
import { TAB_LABELS } from '../tasks/panel.ts'

export const RECENT_EXAMS = 6
export const RUNNING_TASKS = 10

const TAG_TEXT: Readonly<Record<ExamListItem['tagGroup'], string>> = { X: '校内考试', L: '联考', Z: '走班', C: '自定义' }

export interface WorkFacts {
  displayName: string
  exams: readonly ExamListItem[]
  examTotal: number
  tasks: readonly TaskRow[]
  tasksIncomplete: boolean
  /** spec 1 §6: history comparison is not for students, simple accounts, or a hidden history_compare module. */
  canCompare: boolean
  contrastCount: number | null
  versionHref: string
}

/** 'YYYY/MM/DD HH:mm' sorts as text; '--' (unknown) goes last. */
const newestFirst = (a: TaskRow, b: TaskRow) => (a.createdAt === b.createdAt ? 0 : a.createdAt === '--' ? 1 : b.createdAt === '--' ? -1 : a.createdAt < b.createdAt ? 1 : -1)

function progressText(row: TaskRow): string {
  return row.progress.mode === 'value' ? `${Math.round(row.progress.value)}%` : row.statusText
}

/**
 * The work overview (/workTop, issue 21): the latest exams as the exam list orders them, the export
 * tasks still generating (newest first, at most ten), and the history comparisons for those who may
 * compare; plus the auxiliary pages as shortcuts.
 */
export function workTopView(facts: WorkFacts): WorkTopView {
  return {
    greeting: `${facts.displayName}，您好`,
    recentExams: facts.exams.slice(0, RECENT_EXAMS).map((exam) => ({
      name: exam.name,
      date: exam.date,
      grade: exam.grade,
      tags: [TAG_TEXT[exam.tagGroup], exam.typeName].filter(Boolean),
      href: exam.dashboardPath,
    })),
    examTotal: facts.examTotal,
    runningTasks: facts.tasks
      .filter((row) => row.state === 'generating')
      .sort(newestFirst)
      .slice(0, RUNNING_TASKS)
      .map((row) => ({ kind: TAB_LABELS[row.kind], name: row.name, createdAt: row.createdAt, progress: progressText(row) })),
    tasksIncomplete: facts.tasksIncomplete,
    comparisons: facts.canCompare ? { count: facts.contrastCount, href: '/report/contrast/history', createHref: '/report/contrast/creat' } : null,
    shortcuts: [
      { label: '帮助中心', href: '/report/help', newTab: false },
      { label: '学校分析报告（Word）', href: '/report/schoolReportWord', newTab: false },
      { label: '版本对比', href: facts.versionHref, newTab: false },
      { label: '产品介绍', href: '/report/introduce', newTab: false },
    ],
  }
}
