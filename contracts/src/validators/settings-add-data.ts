// /examSync/addData: a school's scores for students missing from one paper, checked row by row (the
// way the custom import checks its file) before anything is stored. Run by the BFF on the uploaded
// file and again on what the user confirms; the reference upstream checks what it is given too.

export interface MissingStudent {
  studentId: string
  name: string
}

export interface AddDataProblem {
  /** Spreadsheet row number (the header is row 1); 1 for a problem of the header. */
  row: number
  message: string
}

export interface AddDataCheck {
  accepted: { studentId: string; name: string; score: number }[]
  problems: AddDataProblem[]
}

export const ADD_DATA_COLUMNS = { id: ['考号', '学号', '学生ID'], name: ['姓名'], score: ['分数', '成绩', '得分'] } as const

export const ADD_DATA_MESSAGES = {
  header: '第一行应为表头，且包含“考号”和“分数”两列',
  noRows: '文件中只有表头，没有成绩行',
  idEmpty: '考号为空',
  duplicate: '考号重复',
  notMissing: '该考号不是本校该科目缺少成绩的学生',
  nameMismatch: '姓名与考号不符',
  notNumber: '分数不是数字',
  range: '分数须在 0 到满分之间',
} as const

const columnOf = (headers: readonly string[], names: readonly string[]) => headers.findIndex((h) => names.includes(h.trim()))

/** checkAddDataRows(headers, rows, missing, full) = the rows that can be added and every problem, by row. */
export function checkAddDataRows(headers: readonly string[], rows: readonly (readonly string[])[], missing: readonly MissingStudent[], full: number): AddDataCheck {
  const id = columnOf(headers, ADD_DATA_COLUMNS.id)
  const name = columnOf(headers, ADD_DATA_COLUMNS.name)
  const score = columnOf(headers, ADD_DATA_COLUMNS.score)
  if (id < 0 || score < 0) return { accepted: [], problems: [{ row: 1, message: ADD_DATA_MESSAGES.header }] }
  if (rows.length === 0) return { accepted: [], problems: [{ row: 1, message: ADD_DATA_MESSAGES.noRows }] }
  const byId = new Map(missing.map((m) => [m.studentId, m]))
  const seen = new Set<string>()
  const accepted: AddDataCheck['accepted'] = []
  const problems: AddDataProblem[] = []
  rows.forEach((cells, i) => {
    const row = i + 2
    const sid = (cells[id] ?? '').trim()
    const problem = (message: string) => problems.push({ row, message: `第 ${row} 行：${message}` })
    if (sid === '') return problem(ADD_DATA_MESSAGES.idEmpty)
    if (seen.has(sid)) return problem(`${ADD_DATA_MESSAGES.duplicate}（${sid}）`)
    seen.add(sid)
    const student = byId.get(sid)
    if (!student) return problem(`${ADD_DATA_MESSAGES.notMissing}（${sid}）`)
    const typedName = name < 0 ? '' : (cells[name] ?? '').trim()
    if (typedName !== '' && typedName !== student.name) return problem(`${ADD_DATA_MESSAGES.nameMismatch}（${sid} 是 ${student.name}）`)
    const text = (cells[score] ?? '').trim()
    const x = text === '' ? NaN : Number(text)
    if (!Number.isFinite(x)) return problem(ADD_DATA_MESSAGES.notNumber)
    if (x < 0 || x > full) return problem(`${ADD_DATA_MESSAGES.range}（满分 ${full}）`)
    accepted.push({ studentId: sid, name: student.name, score: x })
  })
  return { accepted, problems }
}
