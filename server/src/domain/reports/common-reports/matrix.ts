import type { CellValue, TableColumn, TableLeafColumn } from '@report/contracts/bff/table'
import type { MatrixData, MatrixRow, QuestionRef } from '@report/contracts/upstream/reports/matrix'
import { itemDifficultyFigure, itemMeanSumFigure, platformFigure, rankFigure, scoreFigure, scoreRateFigure, shown, type Figure } from '../../metrics/figures.ts'
import { PERCENT, SCORE, toCell } from '../../tables/format-number.ts'

/** Cell key of a question's column in the 小分矩阵 (by its position on the paper). */
export function questionKey(question: Pick<QuestionRef, 'index'>): string {
  return `q${question.index}`
}

/** What a blank objective answer shows (an answered '' is not unknown: the student left it empty). */
export const BLANK_ANSWER = '未答'

/**
 * A student's cell of the figure it shows: '未考' when the student missed the paper; the figure as it is
 * rounded (a score, a rank, a hand-marked item's score); an objective item's score with the option chosen
 * beside it ('3 (B)', '0 (未答)'); '--' when the score is unknown. The number leads the cell: it is the figure.
 */
export function matrixItemCell(figure: Figure, answer: string | null, absent: boolean): CellValue {
  if (absent) return toCell(null, { absent: true })
  if (answer === null) return shown(figure)
  return `${shown(figure)} (${answer === '' ? BLANK_ANSWER : answer})`
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

// The figures of the 小分矩阵 (issue 36): one function per row kind reads a cell key and returns the figure
// with its inputs; the table's cells and their explanations both come from it.

/** The pinned rows of the matrix: the view's item means and the score rates they make. */
export const MATRIX_MEANS_ROW = 'average'
export const MATRIX_RATE_ROW = 'score-rate'

/** The position of a question column's question among `questions` (-1: no question column). */
export const questionIndexOf = (questions: readonly QuestionRef[], key: string): number => questions.findIndex((q) => questionKey(q) === key)

/**
 * A student's figure: 得分 and the ranks as the answer states them, and an item's score as the sheet's
 * marking recorded it (an objective item's too: its cell shows the chosen option beside the score); null
 * for other cells.
 */
export function matrixStudentFigure(key: string, student: MatrixRow, questions: readonly QuestionRef[]): Figure | null {
  const absent = student.absent
  if (key === 'score') return scoreFigure('score', absent ? null : student.score)
  if (key === 'rank' || key === 'schoolRank' || key === 'classRank') return rankFigure('rank', absent ? null : student[key], null, null)
  const j = questionIndexOf(questions, key)
  return j < 0 ? null : scoreFigure('itemScore', absent ? null : (student.items[j] ?? null))
}

/** What a student's cell of the matrix shows and the figure it is: the table's cell and its explanation both read this. */
export interface MatrixStudentCell {
  figure: Figure
  /** The cell as the page shows it: the figure, with the chosen option beside an objective item's score. */
  cell: CellValue
  /** The chosen option ('' blank) on an objective item, as the answer states it; null elsewhere. */
  answer: string | null
}

/** matrixStudentCell(key, student, questions) = the figure of the cell (matrixStudentFigure) and the cell made from it; null for identity cells. */
export function matrixStudentCell(key: string, student: MatrixRow, questions: readonly QuestionRef[]): MatrixStudentCell | null {
  const figure = matrixStudentFigure(key, student, questions)
  if (!figure) return null
  const j = questionIndexOf(questions, key)
  const answer = j < 0 || student.absent ? null : (student.answers[j] ?? null)
  return { figure, cell: matrixItemCell(figure, answer, student.absent), answer }
}

/**
 * A figure of the pinned rows over every student of the view who sat the paper: an item's 平均分 as the
 * platform states it, the paper's as the sum of its items' means, and each 得分率 = x̄ / 满分.
 */
export function matrixMeanFigure(row: string, key: string, data: Pick<MatrixData, 'questions' | 'averages' | 'paper'>): Figure | null {
  const means = data.questions.map((_, j) => data.averages[j] ?? null)
  if (row !== MATRIX_MEANS_ROW && row !== MATRIX_RATE_ROW) return null
  if (key === 'score') {
    const paper = itemMeanSumFigure(means)
    return row === MATRIX_MEANS_ROW ? paper : scoreRateFigure(paper.raw, data.paper.manfen)
  }
  const j = questionIndexOf(data.questions, key)
  if (j < 0) return null
  return row === MATRIX_MEANS_ROW ? platformFigure('itemMean', means[j], SCORE, null, null) : itemDifficultyFigure(means[j], data.questions[j]!.score, null, PERCENT)
}
