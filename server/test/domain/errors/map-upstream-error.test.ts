// Table tests for spec 1 §8 error catalogue and DESIGN.md contract points "success: … code 0 is success"
// and "BFF errors: HTTP status plus {code, kind, message, requestId}".
import t from 'tap'
import fc from 'fast-check'
import { ERROR_KINDS } from '@report/contracts/bff/error'
import { MESSAGES, mapUpstreamError, type MappedError } from '../../../src/domain/errors/map-upstream-error.ts'
import { ERROR_CATALOGUE } from '../../../src/domain/errors/catalogue.ts'

const M = MESSAGES
const NO_PERMISSION = '该考试不存在或您没有权限，请核查或联系客服'
const TRY_LATER = '请稍后重试'
// One catalogue code per upstream fault, the same the transport errors use (lib/upstream-client.ts).
const UNAVAILABLE = 'BFF_ERR_UPSTREAM_UNAVAILABLE'
const TIMEOUT = 'BFF_ERR_UPSTREAM_TIMEOUT'
const BAD_BODY = 'BFF_ERR_UPSTREAM_BAD_BODY'

interface Row {
  ref: string
  http: number
  code: number | undefined
  msg: string | undefined
  want: MappedError | null
}

const rows: Row[] = [
  // spec 1 §8 "HTTP 401 with code 401 | show the server message"
  { ref: '§8 HTTP 401 + code 401 → server message', http: 401, code: 401, msg: '登录已过期，请重新登录', want: { status: 401, kind: 'auth', code: 401, message: '登录已过期，请重新登录' } },
  { ref: '§8 HTTP 401 + code 401, no message → no-session text', http: 401, code: 401, msg: undefined, want: { status: 401, kind: 'auth', code: 401, message: M.noSession } },
  { ref: '§8 HTTP 401 + code 401, message containing 401 → no-permission text', http: 401, code: 401, msg: 'Error 401: unauthorized', want: { status: 401, kind: 'auth', code: 401, message: NO_PERMISSION } },
  // spec 1 §8 "HTTP 500 or 403 with code 403 | show the server message or 'please try again later'"
  { ref: '§8 HTTP 500 + code 403 → 403 forbidden, server message', http: 500, code: 403, msg: '暂无权限', want: { status: 403, kind: 'forbidden', code: 403, message: '暂无权限' } },
  { ref: '§8 HTTP 403 + code 403 → 403 forbidden, server message', http: 403, code: 403, msg: '暂无权限', want: { status: 403, kind: 'forbidden', code: 403, message: '暂无权限' } },
  { ref: '§8 HTTP 500 + code 403, no message → 请稍后重试', http: 500, code: 403, msg: undefined, want: { status: 403, kind: 'forbidden', code: 403, message: TRY_LATER } },
  { ref: '§8 HTTP 403 + code 403, empty message → 请稍后重试', http: 403, code: 403, msg: '', want: { status: 403, kind: 'forbidden', code: 403, message: TRY_LATER } },
  { ref: '§8 HTTP 500 + code 403, message containing 401 → no-permission text', http: 500, code: 403, msg: 'code=401', want: { status: 403, kind: 'forbidden', code: 403, message: NO_PERMISSION } },
  // spec 1 §8 "HTTP 401 otherwise | show the server message"
  { ref: '§8 HTTP 401 otherwise (code 1) → 401 auth, server message', http: 401, code: 1, msg: '会话无效', want: { status: 401, kind: 'auth', code: 1, message: '会话无效' } },
  { ref: '§8 HTTP 401 otherwise (code 403) → still 401 auth', http: 401, code: 403, msg: '无权', want: { status: 401, kind: 'auth', code: 403, message: '无权' } },
  { ref: '§8 HTTP 401 otherwise (no body) → 401 auth, code 401, no-session text', http: 401, code: undefined, msg: undefined, want: { status: 401, kind: 'auth', code: 401, message: M.noSession } },
  // spec 1 §8 "Message containing 401 | 'the exam does not exist, you have no permission …'"
  { ref: '§8 message containing 401 (HTTP 200, code 1)', http: 200, code: 1, msg: '考试401不存在', want: { status: 502, kind: 'upstream', code: 1, message: NO_PERMISSION } },
  { ref: '§8 message containing 401 (HTTP 404)', http: 404, code: 404, msg: '401', want: { status: 404, kind: 'not-found', code: 404, message: NO_PERMISSION } },
  { ref: '§8 message containing 4010 still contains 401', http: 200, code: 1, msg: '错误码4010', want: { status: 502, kind: 'upstream', code: 1, message: NO_PERMISSION } },
  { ref: '§8 message with 40 1 apart is kept', http: 200, code: 1, msg: '错误 40 1', want: { status: 502, kind: 'upstream', code: 1, message: '错误 40 1' } },
  // 403 without code 403
  { ref: 'HTTP 403 otherwise → 403 forbidden with its code', http: 403, code: 5, msg: '已禁止', want: { status: 403, kind: 'forbidden', code: 5, message: '已禁止' } },
  { ref: 'HTTP 403 without body → 403 forbidden, 请稍后重试', http: 403, code: undefined, msg: undefined, want: { status: 403, kind: 'forbidden', code: 403, message: TRY_LATER } },
  // 404 → not-found
  { ref: 'HTTP 404 → not-found, server message', http: 404, code: 1, msg: '考试不存在', want: { status: 404, kind: 'not-found', code: 1, message: '考试不存在' } },
  { ref: 'HTTP 404 without body → not-found, no-permission text', http: 404, code: undefined, msg: undefined, want: { status: 404, kind: 'not-found', code: 404, message: NO_PERMISSION } },
  // 400 / 422 → invalid-input
  { ref: 'HTTP 400 → invalid-input', http: 400, code: 1, msg: '参数错误', want: { status: 400, kind: 'invalid-input', code: 1, message: '参数错误' } },
  { ref: 'HTTP 422 → invalid-input (status 400)', http: 422, code: undefined, msg: undefined, want: { status: 400, kind: 'invalid-input', code: 400, message: TRY_LATER } },
  // 5xx → 502 upstream; 504 → timeout
  { ref: '5xx: HTTP 500 → 502 upstream; the server text is not shown', http: 500, code: 500, msg: 'java.lang.NullPointerException', want: { status: 502, kind: 'upstream', code: UNAVAILABLE, message: M.unavailable } },
  { ref: '5xx: HTTP 500 without body → 502 upstream, the one unavailable code', http: 500, code: undefined, msg: undefined, want: { status: 502, kind: 'upstream', code: UNAVAILABLE, message: M.unavailable } },
  { ref: '5xx: HTTP 502 → 502 upstream', http: 502, code: undefined, msg: undefined, want: { status: 502, kind: 'upstream', code: UNAVAILABLE, message: M.unavailable } },
  { ref: '5xx: HTTP 503 → 502 upstream', http: 503, code: undefined, msg: '维护中', want: { status: 502, kind: 'upstream', code: UNAVAILABLE, message: M.unavailable } },
  { ref: '5xx: a body code of its own does not make another situation', http: 503, code: 9, msg: '维护中', want: { status: 502, kind: 'upstream', code: UNAVAILABLE, message: M.unavailable } },
  { ref: '5xx: HTTP 500 + code 401 is not an auth answer', http: 500, code: 401, msg: 'x', want: { status: 502, kind: 'upstream', code: UNAVAILABLE, message: M.unavailable } },
  { ref: 'timeout: HTTP 504 → 504 timeout', http: 504, code: undefined, msg: undefined, want: { status: 504, kind: 'timeout', code: TIMEOUT, message: M.timeout } },
  { ref: 'timeout: HTTP 504 with a body code', http: 504, code: 9, msg: 'gateway', want: { status: 504, kind: 'timeout', code: TIMEOUT, message: M.timeout } },
  { ref: 'timeout: HTTP 408 → 504 timeout', http: 408, code: undefined, msg: undefined, want: { status: 504, kind: 'timeout', code: TIMEOUT, message: M.timeout } },
  // HTTP 200 with a non-zero code
  { ref: 'HTTP 200 + code 401 → 401 auth', http: 200, code: 401, msg: '请登录', want: { status: 401, kind: 'auth', code: 401, message: '请登录' } },
  { ref: 'HTTP 200 + code 401 without message → no-session text', http: 200, code: 401, msg: undefined, want: { status: 401, kind: 'auth', code: 401, message: M.noSession } },
  { ref: 'HTTP 200 + code 403 → 403 forbidden', http: 200, code: 403, msg: undefined, want: { status: 403, kind: 'forbidden', code: 403, message: TRY_LATER } },
  { ref: 'HTTP 200 + code 1 → 502 upstream with the server message', http: 200, code: 1, msg: '参数错误', want: { status: 502, kind: 'upstream', code: 1, message: '参数错误' } },
  { ref: 'HTTP 200 + code 6 → 502 upstream with the server message', http: 200, code: 6, msg: '账号已停用', want: { status: 502, kind: 'upstream', code: 6, message: '账号已停用' } },
  { ref: 'HTTP 200 + negative code', http: 200, code: -1, msg: undefined, want: { status: 502, kind: 'upstream', code: -1, message: TRY_LATER } },
  { ref: 'HTTP 200 without an envelope → BFF_ERR_UPSTREAM_BAD_BODY', http: 200, code: undefined, msg: undefined, want: { status: 502, kind: 'upstream', code: BAD_BODY, message: TRY_LATER } },
  // success (DESIGN: code 0 is success)
  { ref: 'DESIGN success: HTTP 200 + code 0', http: 200, code: 0, msg: undefined, want: null },
  { ref: 'DESIGN success: HTTP 200 + code 0 with a message', http: 200, code: 0, msg: '成功', want: null },
  { ref: 'DESIGN success: HTTP 200 + code 0 with a message containing 401', http: 200, code: 0, msg: '401', want: null },
  { ref: 'DESIGN success: HTTP 201 + code 0', http: 201, code: 0, msg: undefined, want: null },
  { ref: 'DESIGN success: HTTP 204 + code 0', http: 204, code: 0, msg: undefined, want: null },
  { ref: 'DESIGN success: HTTP 299 + code 0', http: 299, code: 0, msg: undefined, want: null },
]

t.test('mapUpstreamError table', async (t) => {
  for (const row of rows) {
    t.same(mapUpstreamError(row.http, row.code, row.msg), row.want, `${row.ref}: HTTP ${row.http}, code ${row.code}, msg ${JSON.stringify(row.msg)}`)
  }
})

// DESIGN contract point: "code 0 is success". An error body must therefore never carry code 0,
// or a client that reads `code === 0` takes an error for data.
const codeZeroRows: Array<{ http: number; status: number; kind: string }> = [
  { http: 401, status: 401, kind: 'auth' },
  { http: 403, status: 403, kind: 'forbidden' },
  { http: 404, status: 404, kind: 'not-found' },
  { http: 400, status: 400, kind: 'invalid-input' },
  { http: 500, status: 502, kind: 'upstream' },
  { http: 504, status: 504, kind: 'timeout' },
  { http: 302, status: 502, kind: 'upstream' },
]
for (const row of codeZeroRows) {
  t.test(
    `DESIGN "code 0 is success": HTTP ${row.http} with body code 0 → ${row.status} ${row.kind}, error code not 0`,
    async (t) => {
      const mapped = mapUpstreamError(row.http, 0, undefined)
      t.match(mapped, { status: row.status, kind: row.kind })
      t.not(mapped?.code, 0)
    },
  )
}

t.test('catalogue texts are the Chinese ones of spec 1 §8', async (t) => {
  t.equal(M.tryLater, TRY_LATER)
  t.equal(M.noPermissionOrMissing, NO_PERMISSION)
  t.equal(M.roleCannotView, '当前角色无法查看')
})

t.test('property: every non-success maps to a catalogue error; no shown message contains 401 (spec 1 §8)', async (t) => {
  const statuses = fc.oneof(fc.integer({ min: 100, max: 599 }), fc.constantFrom(200, 401, 403, 404, 500, 504))
  const codes = fc.option(fc.oneof(fc.integer({ min: -5, max: 1000 }), fc.constantFrom(0, 6, 401, 403)), { nil: undefined })
  const msgs = fc.option(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('401', '无权限401', '请稍后')), { nil: undefined })
  fc.assert(
    fc.property(statuses, codes, msgs, (http, code, msg) => {
      const mapped = mapUpstreamError(http, code, msg)
      const success = http >= 200 && http < 300 && code === 0
      if (success) return mapped === null
      return (
        mapped !== null &&
        [400, 401, 403, 404, 502, 504].includes(mapped.status) &&
        (ERROR_KINDS as readonly string[]).includes(mapped.kind) &&
        mapped.message.length > 0 &&
        !mapped.message.includes('401') &&
        // A code of the BFF's own is a catalogue entry, answered with its status and kind.
        (typeof mapped.code !== 'string' || (ERROR_CATALOGUE[mapped.code as keyof typeof ERROR_CATALOGUE]?.status === mapped.status && ERROR_CATALOGUE[mapped.code as keyof typeof ERROR_CATALOGUE].kind === mapped.kind))
      )
    }),
    { numRuns: 3000 },
  )
  t.pass()
})
