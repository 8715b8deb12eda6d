/** Contract points and business constants shared by server, client and fixtures (spec 1 §9). */

export const BASE_PATH = '/report'
export const BFF_PREFIX = '/report/bff'

export const COOKIE = {
  login: 'fxtoken',
  unified: 'unifyToken',
  exportMode: 'fxExport',
} as const

/** Upstream path segments that get `/report` in front (DESIGN.md, path rules). */
export const REPORT_PREFIXES = ['obt', 'pri', 'mod', 'excel', 'task', 'tool', 'exam', 'analysis', 'user'] as const
export type ReportPrefix = (typeof REPORT_PREFIXES)[number]

/** Query parameters that carry a token into a document request (spec 1 §4 steps 2–5). */
export const TOKEN_QUERY_KEYS = ['fxPdfToken', 'unifyToken', 'fxtoken', 'token', 'hfsToken', 'ygToken', 'hfsfd-token'] as const

export const COOKIE_WAIT_MS = 5000
export const COOKIE_WAIT_POLL_MS = 100
export const TOKEN_MEMO_MS = 60_000
/**
 * The longest an export session's cookies live (and a spent fxPdfToken is remembered), whatever its
 * token says: its task ends it sooner.
 */
export const EXPORT_SESSION_MAX_MS = 3_600_000

/**
 * The PDF renderer's consumer key of the embedded reference upstream (`npm start`). Anywhere else it
 * is public knowledge, so the BFF refuses to start with it (server/src/config.ts).
 */
export const DEMO_CONSUMER_KEY = 'reference-pdf-renderer'
export const ANSWER_SHEET_TTL_MS = 3_600_000

export const EXAM_LIST = {
  parallelPages: 5,
  pageCap: 300,
  singleFetchLimit: 500,
  singleFetchBelowPages: 10,
} as const

export const REMAINING_DAYS_BADGE = 31
export const EXPIRING_SOON_DAYS = 30

export const TOP_ROLE = {
  cityBureau: 1,
  countyBureau: 2,
  gradeBureau: 3,
  countyGrade: 4,
  subjectBureau: 5,
  countySubject: 6,
  schoolAdmin: 7,
  gradeAdmin: 8,
  subjectAdmin: 9,
  headTeacher: 10,
  teacher: 11,
} as const
export type TopRole = (typeof TOP_ROLE)[keyof typeof TOP_ROLE]
