// Issue 14 item 6: the README said nothing of the token exchange's rate limit ("document every limit").
// Each bound the BFF enforces has its row in the README's "Limits" table with the value the code holds,
// read from the constant or the built app; where the value lives inline, the README's figure is probed
// against the running BFF (what it states passes, one more is refused). A new or changed limit that the
// README does not state fails here.
import t, { type Test } from 'tap'
import { readFileSync } from 'node:fs'
import { maxHeaderSize } from 'node:http'
import { ANSWER_SHEET_TTL_MS, COOKIE_WAIT_MS, EXAM_LIST, EXPORT_SESSION_MAX_MS, TOKEN_MEMO_MS } from '@report/contracts/constants'
import { EXPORT_LIMITS } from '@report/contracts/bff/xlsx'
import { TEMPLATE_BODY_LIMIT_BYTES } from '@report/contracts/upstream/report-templates'
import { MAX_PAGE_LIMIT } from '@report/contracts/upstream/reports/common'
import { CUSTOM_IMPORT_LIMITS } from '@report/contracts/validators/custom-import'
import { SMS_FROM_MAX } from '@report/contracts/validators/tutoring-sms'
import { loadConfig } from '../../src/config.ts'
import { FORWARD_HOLD_BYTES, MAX_BUFFERED_BODY_BYTES } from '../../src/lib/upstream-client.ts'
import { SLOW_REQUEST_MS } from '../../src/logger.ts'
import { SMS_LIMITS } from '../../src/domain/tutoring/sms-limits.ts'
import { SESSION_FACTS_MAX_BYTES, SESSION_FACTS_TTL_MS } from '../../src/plugins/upstream.ts'
import { ECHO_CELL_CHARS } from '../../src/domain/custom/import-preview.ts'
import { UPLOAD_DEADLINE_MS, UPLOAD_IDLE_MS, UPLOAD_READS_AT_ONCE } from '../../src/lib/upload-body.ts'
import { XLSX_READ_LIMITS } from '../../src/lib/xlsx-read.ts'
import { DRAFT_BYTES_PER_USER, DRAFTS_MAX_BYTES, DRAFTS_PER_USER } from '../../src/views/custom/import-drafts.ts'
import { buildBff, listen } from '../helpers/build.ts'
import { fakeUpstream } from '../helpers/fake-upstream.ts'

const KIB = 1024
const MIB = 1024 * 1024
const seconds = (ms: number) => `${(ms / 1000).toLocaleString('en-US')} s`
const count = (n: number) => n.toLocaleString('en-US')

/** The rows of the README's "## Limits" table, each as its cells. */
function limitRows(): string[][] {
  const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8')
  const section = readme.slice(readme.indexOf('\n## Limits'), readme.indexOf('\n## ', readme.indexOf('\n## Limits') + 1))
  return section.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| ---') && !line.startsWith('| what')).map((line) => line.split(' | ').map((cell) => cell.replace(/^\| |\s*\|$/g, '')))
}

const rows = limitRows()

/** The row whose first cell starts with `what`; the test fails (and names it) when there is none. */
function row(t: Test, what: string): string {
  const found = rows.filter((cells) => cells[0]!.startsWith(what))
  t.equal(found.length, 1, `one README Limits row for "${what}"`)
  return found[0]?.join(' | ') ?? ''
}

function states(t: Test, what: string, ...values: string[]) {
  const text = row(t, what)
  for (const value of values) t.ok(text.includes(value), `"${what}" states ${value} (row: ${text})`)
}

t.test('every limit held in a constant or the configuration is stated with its value', async (t) => {
  const config = loadConfig({})
  states(t, 'token exchange: waiting for the upstream', `${seconds(COOKIE_WAIT_MS)} (\`COOKIE_WAIT_MS\`; \`TOKEN_EXCHANGE_TIMEOUT_MS\` sets it)`)
  t.equal(config.tokenExchangeTimeoutMs, COOKIE_WAIT_MS, 'TOKEN_EXCHANGE_TIMEOUT_MS defaults to COOKIE_WAIT_MS')
  states(t, '`/readyz` upstream probe', `${seconds(config.readyTimeoutMs)} (\`READY_TIMEOUT_MS\`)`)
  states(t, 'token exchange memo', `${seconds(TOKEN_MEMO_MS)} per token (\`TOKEN_MEMO_MS\`)`)
  states(t, 'export session', `at most ${EXPORT_SESSION_MAX_MS / 3_600_000} hour (\`EXPORT_SESSION_MAX_MS\`)`)
  states(t, 'request body, a teacher', `${TEMPLATE_BODY_LIMIT_BYTES / 1e6} MB (\`TEMPLATE_BODY_LIMIT_BYTES\`)`)
  states(t, 'upstream connect / response headers / body', [config.upstream.connectTimeoutMs, config.upstream.headersTimeoutMs, config.upstream.bodyTimeoutMs].map(seconds).join(' / '))
  states(t, 'upstream connections', `${config.upstream.connections} keep-alive`)
  states(t, 'an upstream body the BFF holds', `${MAX_BUFFERED_BODY_BYTES / MIB} MiB`, '`MAX_BUFFERED_BODY_BYTES`')
  states(t, 'a passthrough answer held', `${FORWARD_HOLD_BYTES / KIB} KiB (\`FORWARD_HOLD_BYTES\`)`)
  states(t, 'answer-sheet and dashboard cache', `${config.cacheMaxBytes / MIB} MiB, ${seconds(ANSWER_SHEET_TTL_MS)} per entry`)
  states(t, 'session facts', `${SESSION_FACTS_MAX_BYTES / MIB} MiB, ${seconds(SESSION_FACTS_TTL_MS)}`)
  states(t, 'exam-list fan-out', `pages of at most ${EXAM_LIST.pageCap}, at most ${EXAM_LIST.parallelPages} in flight; one request of ${EXAM_LIST.singleFetchLimit} below ${EXAM_LIST.singleFetchBelowPages} pages`)
  states(t, 'report table page size', `${MAX_PAGE_LIMIT} rows (\`MAX_PAGE_LIMIT\`)`)
  states(t, 'table export', `${count(EXPORT_LIMITS.rankingSingle)} rows per sheet`)
  const custom = CUSTOM_IMPORT_LIMITS
  states(
    t,
    'custom-analysis import file',
    `${custom.maxBytes / MIB} MB, ${count(custom.maxRows)} data rows, ${custom.maxColumns} columns, ${custom.maxSubjects} subjects`,
    `at most ${DRAFTS_PER_USER} per user and ${DRAFT_BYTES_PER_USER / MIB} MiB per user`,
    `${DRAFTS_MAX_BYTES / MIB} MiB in all`,
  )
  states(t, "an uploaded file's table", `${count(custom.maxCells)} cells`, `${count(custom.maxCellChars)} characters per cell`, `${count(custom.maxTextChars)} characters in all`, `echo ${ECHO_CELL_CHARS} characters of a cell`)
  const xlsx = XLSX_READ_LIMITS
  states(
    t,
    'an uploaded .xlsx, unzipped',
    `${count(xlsx.entries)} zip entries`,
    `the worksheet ${xlsx.sheetBytes / MIB} MiB`,
    `the shared strings ${xlsx.sharedStringsBytes / MIB} MiB and ${count(xlsx.sharedStrings)} strings`,
    `any other part read ${xlsx.partBytes / MIB} MiB`,
    `${xlsx.inflatedBytes / MIB} MiB in all`,
    `${count(xlsx.markupRun)} characters between two XML marks`,
    `${xlsx.depth} open XML elements`,
  )
  states(t, "an upload's body arriving", `${seconds(UPLOAD_IDLE_MS)} without a byte (\`UPLOAD_IDLE_MS\`)`, `${seconds(UPLOAD_DEADLINE_MS)} for the whole file (\`UPLOAD_DEADLINE_MS\`)`)
  states(t, 'uploaded files read at once', `${UPLOAD_READS_AT_ONCE} parsed at once per process`, 'one upload at a time per user')
  states(t, 'log line for a slow request', `${seconds(SLOW_REQUEST_MS)} (\`SLOW_REQUEST_MS\`)`)
  const per = { minute: 'a minute', hour: 'an hour', day: 'a day' } as const
  const sms = (limits: (typeof SMS_LIMITS)[keyof typeof SMS_LIMITS]) => limits.map((l) => `${l.max} ${per[l.window]}`).join(', ')
  states(t, 'tutoring summary by SMS', `number, whatever the exam or sender: ${sms(SMS_LIMITS.phone)}`, `a family account ${sms(SMS_LIMITS.family)}`, `staff ${sms(SMS_LIMITS.staff)}`, `${SMS_FROM_MAX} characters (\`SMS_FROM_MAX\`)`)
})

t.test('the limits set where the app is built are stated, and the stated figures are what the BFF enforces', async (t) => {
  const upstream = fakeUpstream({
    'POST /report/obt/auth': async (request) => ({ code: 0, data: { unifyToken: `U-${JSON.parse(String(request.body)).token}` } }),
    '/report/obt/v1/user/info': async () => ({ code: 0, data: {} }),
    'POST /report/obt/v1/echo': async () => ({ code: 0, data: null }),
  })
  const app = await buildBff(t, await listen(t, upstream.app))
  states(t, 'request body, JSON', `${app.initialConfig.bodyLimit! / KIB} KiB`)
  states(t, 'request line and headers', `${maxHeaderSize / KIB} KiB`)
  states(t, 'a path parameter', `${(app.initialConfig as { routerOptions?: { maxParamLength?: number } }).routerOptions?.maxParamLength} characters`)

  // The token exchange: as many new tokens as the README says pass, the next one is refused.
  const rate = /^(\d+) new tokens per client address per minute/.exec(row(t, 'token exchange (document request').split(' | ')[1] ?? '')
  t.ok(rate, 'the token exchange row states tokens per address per minute')
  const allowed = Number(rate?.[1] ?? 0)
  for (let i = 0; i < allowed; i += 1) {
    const res = await app.inject({ url: `/report/?token=probe-${i}` })
    if (res.statusCode !== 302) t.fail(`token ${i + 1} of the stated ${allowed}: ${res.statusCode}`)
  }
  t.equal((await app.inject({ url: `/report/?token=probe-${allowed}` })).statusCode, 429, `token ${allowed + 1} is refused`)

  // The passthrough body: the stated size reaches the upstream, a byte more is 413.
  const passthrough = /^(\d+) MiB$/.exec(row(t, 'request body, passthrough').split(' | ')[1] ?? '')
  t.ok(passthrough, 'the passthrough body row states its size in MiB')
  const limit = Number(passthrough?.[1] ?? 0) * MIB
  const post = (bytes: number) => app.inject({ method: 'POST', url: '/report/obt/v1/echo', headers: { cookie: 'unifyToken=U', 'content-type': 'application/octet-stream' }, payload: Buffer.alloc(bytes, 0x61) })
  t.not((await post(limit)).statusCode, 413, `${limit} bytes pass`)
  const over = await post(limit + 1)
  t.equal(over.statusCode, 413, `${limit + 1} bytes are refused`)
  t.match(over.json(), { code: 'BFF_ERR_INPUT_TOO_LARGE' })
})
