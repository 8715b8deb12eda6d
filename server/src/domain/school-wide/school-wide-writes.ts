import { ANSWER_CARD_PATHS } from '@report/contracts/upstream/answer-cards'
import { SETTINGS_PATHS } from '@report/contracts/upstream/settings'
import { SYNC_ADD_DATA_PATH, SYNC_PATHS } from '@report/contracts/upstream/settings-sync'
import { TRANSCRIPT_PATHS } from '@report/contracts/upstream/transcripts'
import { TUTORING_PATHS } from '@report/contracts/upstream/tutoring'
import type { CatalogueCode } from '../errors/catalogue.ts'
import { SETTINGS_NOTICES } from '../settings/settings-access.ts'

/** What a user who may not make a school-wide write is told (on the refusal and beside a read-only view). */
export const SCHOOL_WIDE_NOTICES = {
  examConfig: '当前角色只能查看考试设置，修改请联系学校管理员',
  share: '只有学校管理员可以向家长发布或取消发布成绩报告',
  transcripts: '当前角色只能查看成绩单设置，修改请联系学校管理员',
  sync: '只有学校管理员可以同步成绩',
  addData: '只有学校管理员可以补充成绩',
  answerCardWindow: '只有学校管理员可以设置答题卡查看时间',
} as const

/**
 * Every write that changes what other users of a school see, with what a refused user is told. Each
 * needs isSchoolWideWriter (school-writer.ts): the BFF route (`METHOD /path` under /report/bff) is refused
 * before its body is read (plugins/school-wide-writes.ts), and the upstream call behind it is refused on
 * the passthrough to anyone else, so the route's check cannot be walked round.
 *
 * Writes that stay with their maker are not here: download configurations, level lines, equivalent
 * scores, custom tables and analyses, history comparisons, teachers' diagnoses, export tasks. Neither is
 * creating a transcript: it exports students the maker may see, and the school's list and counter only
 * record that it was made.
 */
export const SCHOOL_WIDE_WRITES = [
  { route: 'POST /settings/save', what: '指标参数设置', code: 'BFF_ERR_SETTINGS_FORBIDDEN', notice: SETTINGS_NOTICES.readOnly, upstream: [SETTINGS_PATHS.commonUpdate] },
  { route: 'POST /settings/publish', what: '按新设置重新发布考试', code: 'BFF_ERR_SETTINGS_FORBIDDEN', notice: SETTINGS_NOTICES.readOnly, upstream: [SETTINGS_PATHS.examPublish] },
  {
    route: 'POST /tasks/exam-config',
    what: '考试设置',
    notice: SCHOOL_WIDE_NOTICES.examConfig,
    upstream: ['/report/obt/v1/exam/scope/rates', '/report/obt/v1/exam/scope/segments', '/report/obt/v1/exam/scope/rank-scales'],
  },
  {
    route: 'POST /tutoring/share',
    what: '向家长发布成绩报告',
    notice: SCHOOL_WIDE_NOTICES.share,
    upstream: [`/report${TUTORING_PATHS.publish}`, `/report${TUTORING_PATHS.unpublish}`],
  },
  { route: 'POST /transcripts/settings', what: '成绩单设置', notice: SCHOOL_WIDE_NOTICES.transcripts, upstream: [`/report${TRANSCRIPT_PATHS.cfgSet}`] },
  { route: 'POST /exam-sync/start', what: '同步成绩', notice: SCHOOL_WIDE_NOTICES.sync, upstream: [SYNC_PATHS.start] },
  { route: 'POST /exam-sync/add-data/commit', what: '补充成绩', notice: SCHOOL_WIDE_NOTICES.addData, upstream: [SYNC_ADD_DATA_PATH] },
  // No page sets the answer-card window yet; the platform's call is still one the school's students feel.
  { route: null, what: '答题卡查看时间', notice: SCHOOL_WIDE_NOTICES.answerCardWindow, upstream: [`/report${ANSWER_CARD_PATHS.interval}`] },
] as const satisfies readonly { route: string | null; what: string; code?: CatalogueCode; notice: string; upstream: readonly string[] }[]

export type SchoolWideWrite = (typeof SCHOOL_WIDE_WRITES)[number]

/** The catalogue code a refusal of `write` answers: the settings' own, else the school-wide one. */
export function refusalCode(write: SchoolWideWrite): CatalogueCode {
  return 'code' in write ? write.code : 'BFF_ERR_SCHOOL_WRITE_FORBIDDEN'
}

const BY_ROUTE = new Map<string, SchoolWideWrite>(SCHOOL_WIDE_WRITES.flatMap((w) => (w.route === null ? [] : [[w.route, w] as const])))
/**
 * One spelling per upstream path, for any spelling a platform may take as the same call: case, a
 * trailing slash, a `;matrix` part, and the PDF twin of an `obt` path (/report/pdf/…).
 */
export function upstreamPathKey(path: string): string {
  const bare = path.split(/[?;#]/, 1)[0]!.toLowerCase().replace(/\/+$/, '')
  return bare.startsWith('/report/pdf/') ? `/report/obt/${bare.slice('/report/pdf/'.length)}` : bare
}

const BY_UPSTREAM = new Map<string, SchoolWideWrite>(SCHOOL_WIDE_WRITES.flatMap((w) => w.upstream.map((path) => [upstreamPathKey(path), w] as const)))

/** The school-wide write a BFF route is (`POST /tutoring/share`), if it is one. */
export function schoolWideRoute(method: string, path: string): SchoolWideWrite | undefined {
  return BY_ROUTE.get(`${method.toUpperCase()} ${path}`)
}

/** The school-wide write an upstream call is (a state-changing method on one of its paths, query left off). */
export function schoolWideUpstreamCall(method: string, upstreamPath: string): SchoolWideWrite | undefined {
  const m = method.toUpperCase()
  if (m === 'GET' || m === 'HEAD' || m === 'OPTIONS') return undefined
  return BY_UPSTREAM.get(upstreamPathKey(upstreamPath))
}
