import type { CellValue, TableColumn, TableLeafColumn } from '@report/contracts/bff/table'
import type { QuestionRef } from '@report/contracts/upstream/reports/matrix'
import { formatNumber, toCell } from '../../tables/format-number.ts'

/** Cell key of a question's column in the 小分矩阵 (by its position on the paper). */
export function questionKey(question: Pick<QuestionRef, 'index'>): string {
  return `q${question.index}`
}

/** What a blank objective answer shows (an answered '' is not unknown: the student left it empty). */
export const BLANK_ANSWER = '未答'

/**
 * One item cell: '未考' when the student missed the paper; a hand-marked item's score; an objective
 * item's score with the option chosen beside it ('3 (B)', '0 (未答)'); '--' when the score is unknown.
 */
export function matrixItemCell(score: number | null, answer: string | null, absent: boolean): CellValue {
  if (absent) return toCell(null, { absent: true })
  if (answer === null) return toCell(score, { format: { kind: 'score' } })
  return `${formatNumber(score)} (${answer === '' ? BLANK_ANSWER : answer})`
}

function questionColumn(question: QuestionRef): TableLeafColumn {
  return {
    key: questionKey(question),
    title: question.name,
    align: 'right',
    width: question.isObjective ? 72 : 56,
    ...(question.isObjective ? {} : { format: { kind: 'score' as const } }),
  }
}

/**
 * One column per question in paper order, under its section (一、选择题 …) when the paper has sections;
 * consecutive questions of a section share one header group.
 */
export function questionColumns(questions: readonly QuestionRef[]): TableColumn[] {
  if (questions.every((q) => q.section.trim() === '')) return questions.map(questionColumn)
  const groups: { title: string; children: TableLeafColumn[] }[] = []
  for (const question of questions) {
    const last = groups[groups.length - 1]
    if (last && last.title === question.section) last.children.push(questionColumn(question))
    else groups.push({ title: question.section, children: [questionColumn(question)] })
  }
  return groups.map((group, i) => (group.title.trim() === '' ? group.children : [{ key: `section${i}`, title: group.title, children: group.children }])).flat()
}
