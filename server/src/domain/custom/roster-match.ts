import { PROBLEM_LABELS, type ImportProblem, type ImportRow, type RowCheck } from '@report/contracts/validators/custom-import'
import { LISTED_PROBLEMS } from '@report/contracts/validators/problem-tally'

// The roster check of the custom-analysis import (issue 31 item 4): an imported row is matched with the
// school's roster, first by 学号, then by name. A 学号 of digits that Excel stored as a number lost its
// leading zeros (0012520134 → 12520134): when exactly one roster student reads that way, the row takes
// that student's 学号, so the import and any later merge see one student, not two. A 学号 the roster
// does not have, and a name that differs from the roster's, are warnings: the row is still imported,
// and the preview and its problem list say what to check. Two rows that become one student once the
// zeros are back are a duplicate, like two rows with one 学号.

/** A student of the school's roster, as the upstream lists the grade's students. */
export interface RosterStudent {
  xuehao: string
  name: string
  classId: string
}

export interface RosterMatch {
  /** The rows to import (学号 restored), and the problems with the duplicates the restoring made. */
  check: RowCheck
  /** Rows imported as they are but to be checked: unknown 学号, a name that differs, restored zeros. */
  warnings: ImportProblem[]
  /** Rows whose 学号 took back its leading zeros. */
  restored: number
}

const digitsOnly = (x: string) => /^\d+$/u.test(x)
/** A 学号 of digits without its leading zeros; null for any other 学号. */
const withoutZeros = (x: string): string | null => (digitsOnly(x) ? x.replace(/^0+(?=\d)/u, '') : null)
const sameName = (a: string, b: string) => a.replace(/\s+/gu, '') === b.replace(/\s+/gu, '')

/** The roster indexed once: by 学号, by 学号 without leading zeros, by name (per class and in the grade). */
function indexOf(roster: readonly RosterStudent[]) {
  const byXuehao = new Map<string, RosterStudent>()
  const byDigits = new Map<string, RosterStudent[]>()
  const byName = new Map<string, RosterStudent[]>()
  for (const s of roster) {
    byXuehao.set(s.xuehao, s)
    const d = withoutZeros(s.xuehao)
    if (d !== null) byDigits.set(d, [...(byDigits.get(d) ?? []), s])
    const n = s.name.replace(/\s+/gu, '')
    byName.set(n, [...(byName.get(n) ?? []), s])
  }
  return { byXuehao, byDigits, byName }
}

/**
 * matchRoster(C, H, roster) = the rows of C matched with the roster (see the file's head): 学号 restored
 * where one roster student's 学号 differs only by leading zeros; warnings for a restored 学号
 * (roster-zeros), a name other than the roster's for that 学号 (roster-name) and a 学号 not in the roster
 * (roster-unknown, naming the roster's student of that name when there is exactly one, in the row's
 * class first); a row that becomes a 学号 an earlier row has is a duplicate problem and is left out.
 * `xuehaoColumn` is the 学号 column's label for the messages.
 */
export function matchRoster(c: RowCheck, roster: readonly RosterStudent[], xuehaoColumn: string, nameColumn: string): RosterMatch {
  const index = indexOf(roster)
  const warnings: ImportProblem[] = []
  const problems = [...c.problems]
  const kindCounts = { ...c.kindCounts }
  let problemCount = c.problemCount
  const rows: ImportRow[] = []
  const taken = new Map(c.rows.map((r) => [r.xuehao, r.row]))
  let badRows = c.badRows
  let restored = 0
  const warn = (row: ImportRow, column: string, kind: ImportProblem['kind'], value: string, detail: string) =>
    warnings.push({ row: row.row, column, kind, value, message: `${PROBLEM_LABELS[kind]}：${detail}（仍会导入，请核对）` })

  for (const row of c.rows) {
    let student = index.byXuehao.get(row.xuehao)
    let xuehao = row.xuehao
    if (!student) {
      const d = withoutZeros(row.xuehao)
      const candidates = d === null ? [] : (index.byDigits.get(d) ?? [])
      if (candidates.length === 1) {
        student = candidates[0]!
        xuehao = student.xuehao
        const first = taken.get(xuehao)
        if (first !== undefined && first !== row.row) {
          problemCount++
          kindCounts.duplicate = (kindCounts.duplicate ?? 0) + 1
          if (problems.length < LISTED_PROBLEMS) problems.push({ row: row.row, column: xuehaoColumn, kind: 'duplicate', value: row.xuehao, message: `学号重复（补全前导零后为${xuehao}，与第${first}行相同）` })
          badRows++
          continue
        }
        taken.set(xuehao, row.row)
        restored++
        warn(row, xuehaoColumn, 'roster-zeros', row.xuehao, `${row.xuehao} 按学籍补全为 ${xuehao}（${student.name}）`)
      }
    }
    if (student) {
      if (!sameName(student.name, row.name)) warn(row, nameColumn, 'roster-name', row.name, `学籍中学号 ${xuehao} 是“${student.name}”`)
    } else {
      const named = index.byName.get(row.name.replace(/\s+/gu, '')) ?? []
      const inClass = named.filter((s) => s.classId === row.classId)
      const one = inClass.length === 1 ? inClass[0] : named.length === 1 ? named[0] : undefined
      warn(row, xuehaoColumn, 'roster-unknown', row.xuehao, one ? `学籍中没有学号 ${row.xuehao}；学籍中“${one.name}”的学号是 ${one.xuehao}` : `学籍中没有学号 ${row.xuehao}，也没有同名学生`)
    }
    rows.push(xuehao === row.xuehao ? row : { ...row, xuehao })
  }
  problems.sort((a, b) => a.row - b.row)
  return { check: { problems, problemCount, kindCounts, rows, badRows }, warnings, restored }
}
