import type { CellValue, TableColumn, TableRow } from '@report/contracts/bff/table'
import { strongSubjectRule, weakSubjectRule } from '@report/contracts/rules/strong-subject'
import type { KnowledgeAnalysisData, PapersAnalysisData, QuestionLostData } from '@report/contracts/upstream/reports/student-report'
import { formatNumber, toCell } from '../../tables/format-number.ts'
import { sortBySubject } from '../../tables/subject-order.ts'
import { wholeLabel, type StudentScopes } from './student.ts'
import { KNOWLEDGE_FIGURE_KEYS, QUESTION_FIGURE_KEYS, knowledgeFigure, questionFigure } from './student-figures.ts'

/** 学生分析: the chosen paper's questions and knowledge points, and the weak and good papers (spec 2 §3). */

const QUESTION_TYPES: Readonly<Record<string, string>> = { single: '单选', multi: '多选', blank: '填空', essay: '解答' }


/** The rank gap of 优势/薄弱学科, or the word when the platform does not state it. */

export function questionColumns(scopes: StudentScopes): TableColumn[] {
  const score = { kind: 'score' as const }
  const percent = { kind: 'percent' as const }
  return [
    { key: 'name', title: '题号', pinned: true, width: 64 },
    { key: 'type', title: '题型', width: 64 },
    { key: 'full', title: '满分', format: score, align: 'right' },
    { key: 'got', title: '得分', format: score, align: 'right', sortable: true },
    { key: 'lost', title: '失分', format: score, align: 'right', sortable: true },
    { key: 'chosen', title: '作答', width: 64 },
    { key: 'answer', title: '答案', width: 64 },
    { key: 'classRate', title: '班级得分率', format: percent, align: 'right', sortable: true },
    { key: 'allRate', title: `${wholeLabel(scopes)}得分率`, format: percent, align: 'right', sortable: true },
    { key: 'knowledge', title: '知识点', width: 200 },
    { key: 'verdict', title: '评价', width: 64 },
  ]
}

/** Knowledge-point names by id (the knowledge call's points; a question names its points by id). */
export function pointNames(data: Pick<KnowledgeAnalysisData, 'points'> | null): Map<string, string> {
  return new Map((data?.points ?? []).map((p) => [p.id, p.name]))
}

/** The paper's N of the class, the school and the exam (the papers answer's counts): the groups of the rates beside the student's. */
export type PaperCounts = { class: number; school: number; all: number }
const NO_COUNTS: PaperCounts = { class: 0, school: 0, all: 0 }

/**
 * The questions of the paper in order; 未考 makes every score cell '未考'. Weak: the class scored far
 * better. The figures are questionFigure's (student-figures.ts), over the paper's `counts`.
 */
export function questionRows(data: QuestionLostData, names: ReadonlyMap<string, string>, counts: PaperCounts = NO_COUNTS): TableRow[] {
  const weak = new Set(data.weakQuestions)
  const absent = data.absent
  return data.questions.map((q) => {
    const cells: Record<string, CellValue> = {
      name: q.name,
      type: QUESTION_TYPES[q.type] ?? q.type,
      full: formatNumber(q.score),
      chosen: q.isObjective ? toCell(q.chosen, { absent }) : '--',
      answer: toCell(q.answer),
      knowledge: q.knowledge.map((id) => names.get(id) ?? id).join('、') || '--',
      verdict: weak.has(q.qid) ? '薄弱' : '--',
    }
    for (const key of QUESTION_FIGURE_KEYS) {
      const figure = questionFigure(key, q, absent, counts)!
      cells[key] = toCell(figure.raw, { absent: absent && (key === 'got' || key === 'lost'), format: figure.format })
    }
    return { key: q.qid, cells }
  })
}

export function knowledgeColumns(scopes: StudentScopes): TableColumn[] {
  const percent = { kind: 'percent' as const }
  return [
    { key: 'chapter', title: '章节', width: 120 },
    { key: 'point', title: '知识点', pinned: true, width: 160 },
    { key: 'full', title: '分值', format: { kind: 'score' }, align: 'right' },
    { key: 'questions', title: '题目数', format: { kind: 'integer' }, align: 'right' },
    { key: 'student', title: '本人掌握度', format: percent, align: 'right', sortable: true },
    { key: 'class', title: '班级', format: percent, align: 'right', sortable: true },
    ...(scopes.school ? [{ key: 'school', title: '学校', format: percent, align: 'right' as const, sortable: true }] : []),
    { key: 'all', title: wholeLabel(scopes), format: percent, align: 'right', sortable: true },
    { key: 'verdict', title: '评价', width: 64 },
  ]
}

/** One row per knowledge point (leaves, each with its chapter; a tree without leaves shows its chapters). */
export function knowledgeRows(data: KnowledgeAnalysisData, absent: boolean, counts: PaperCounts = NO_COUNTS): TableRow[] {
  const weak = new Set(data.weakPoints)
  const chapters = new Map(data.points.filter((p) => p.kind === 'chapter').map((p) => [p.id, p.name]))
  const leaves = data.points.some((p) => p.kind === 'leaf')
  const rows: TableRow[] = []
  data.points.forEach((p, i) => {
    if (leaves ? p.kind !== 'leaf' : false) return
    const cells: Record<string, CellValue> = {
      chapter: (p.parentId ? chapters.get(p.parentId) : undefined) ?? (p.kind === 'chapter' ? p.name : '--'),
      point: p.name,
      verdict: weak.has(p.id) ? '薄弱' : '--',
    }
    for (const key of KNOWLEDGE_FIGURE_KEYS) {
      const figure = knowledgeFigure(key, data, i, counts)!
      cells[key] = toCell(figure.raw, { absent: absent && key === 'student', format: figure.format })
    }
    rows.push({ key: p.id, cells })
  })
  return rows
}

/** Spec 2 §3 "weak and good paper ranks, weak questions and knowledge points" as headline items. */
export function weakItems(
  papers: PapersAnalysisData,
  questions: QuestionLostData | null,
  knowledge: KnowledgeAnalysisData | null,
): Array<{ label: string; value: CellValue; hint?: string }> {
  const subjects = (list: readonly number[]) =>
    sortBySubject(papers.papers.filter((p) => list.includes(p.pindex)), (p) => p.subject)
      .map((p) => p.subject)
      .join('、') || '无'
  const items: Array<{ label: string; value: CellValue; hint?: string }> = [
    { label: '优势学科', value: subjects(papers.goodPapers), hint: strongSubjectRule(papers.gap) },
    { label: '薄弱学科', value: subjects(papers.weakPapers), hint: weakSubjectRule(papers.gap) },
  ]
  if (questions) {
    const byQid = new Map(questions.questions.map((q) => [q.qid, q.name]))
    const list = questions.absent ? '未考' : questions.weakQuestions.map((qid) => `第 ${byQid.get(qid) ?? qid} 题`).join('、') || '无'
    items.push({ label: `薄弱题目（${questions.paper.subject}）`, value: list, hint: '得分率比班级低 30 个百分点以上' })
  }
  if (knowledge) {
    const names = pointNames(knowledge)
    const list = knowledge.weakPoints.map((id) => names.get(id) ?? id).join('、') || '无'
    items.push({ label: `薄弱知识点（${knowledge.paper.subject}）`, value: questions?.absent ? '未考' : list, hint: '掌握度低于 60% 且低于班级' })
  }
  return items
}
