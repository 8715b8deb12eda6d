import { CUSTOM_EXAM_ORG } from './custom-exam-visibility.ts'

/** An exam a request names: its id as given, and its org when the request says it (null: not said, or −1: any). */
export interface NamedExam {
  examid: string
  org: number | null
}

/** How deep into a body the search goes: a list of exam references inside an object is depth 2. */
const MAX_DEPTH = 4
/** Names read from one request at most; a body is bounded already, this bounds the walk over it. */
const MAX_NAMES = 200

const ORG = /^-?\d{1,2}$/

function orgOf(value: unknown): number | null {
  const raw = Array.isArray(value) ? value[0] : value
  if (typeof raw === 'number' && Number.isInteger(raw)) return raw < 0 ? null : raw
  if (typeof raw === 'string' && ORG.test(raw)) return Number(raw) < 0 ? null : Number(raw)
  return null
}

/** `org` beside `examid`, `baseOrg` beside `baseExamid`, in either case. */
function siblingOrg(record: Record<string, unknown>, key: string): unknown {
  const prefix = key.slice(0, -'examid'.length)
  return record[`${prefix}org`] ?? record[`${prefix}Org`] ?? record[`${prefix}ORG`]
}

function collect(value: unknown, depth: number, out: NamedExam[]): void {
  if (out.length >= MAX_NAMES || depth > MAX_DEPTH || value === null || typeof value !== 'object') return
  if (Array.isArray(value)) {
    for (const item of value) collect(item, depth + 1, out)
    return
  }
  // Only parsed JSON and query objects are read (a query parser's object may have a bare prototype of
  // its own): a Buffer, a stream or a file part of an upload names nothing here.
  const proto = Object.getPrototypeOf(value) as object | null
  if (proto !== null && proto !== Object.prototype && Object.getPrototypeOf(proto) !== null) return
  const record = value as Record<string, unknown>
  for (const [key, field] of Object.entries(record)) {
    if (key.length >= 6 && key.slice(-6).toLowerCase() === 'examid') {
      const org = orgOf(siblingOrg(record, key))
      for (const id of Array.isArray(field) ? field : [field]) {
        if ((typeof id === 'string' && id !== '') || typeof id === 'number') out.push({ examid: String(id), org })
      }
    } else if (typeof field === 'object') {
      collect(field, depth + 1, out)
    }
  }
}

/**
 * namedExams(query, body) = every exam the request names: each `examid` (or `…examid`, as baseExamid)
 * of the query string and of the JSON body down to a few levels (lists of {examid, org} included), with
 * the `org` beside it; repeated names once.
 */
export function namedExams(query: unknown, body: unknown): NamedExam[] {
  const out: NamedExam[] = []
  collect(query, 0, out)
  collect(body, 0, out)
  const seen = new Set<string>()
  return out.filter((n) => {
    const key = `${n.examid}:${n.org}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/**
 * Whether a named exam may be a custom exam, so that who made it must be asked: org 2, or no org said
 * (an upstream matches any org then). An org of 0 or 1 names a platform exam: the upstream serves the
 * exam of that org only (examid:org is the exam's trueId, spec 1 §3).
 */
export function mayBeCustom(named: NamedExam): boolean {
  return named.org === null || named.org === CUSTOM_EXAM_ORG
}
