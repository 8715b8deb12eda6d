// DESIGN.md "Kinds of session" (issue 30 item 3): an export session is read-only, names one exam,
// expires with its token, and its cookies carry a Max-Age. Spec 1 §2: an examid may read 'id-schoolid'.
import t from 'tap'
import { exportCookieMaxAge, exportScopeOf, isExportClaims, judgeExportRequest, type ExportScope } from '../../../src/domain/session/export-session.ts'

const NOW = Date.parse('2026-11-21T02:00:00Z')
const EXAM = '100152611100'

t.test('what the token says: an export session, its exam and its end', async (t) => {
  const rows: Array<[ref: string, claims: Record<string, unknown> | null, isExport: boolean, scope: ExportScope]> = [
    ['no token', null, false, { exam: undefined, expiresAtMs: undefined }],
    ['a user\'s session', { sub: 'teacher', kind: 'web' }, false, { exam: undefined, expiresAtMs: undefined }],
    ['an export session of an exam, exp in seconds', { sub: 'teacher', kind: 'pdf', exam: EXAM, exp: NOW / 1000 }, true, { exam: EXAM, expiresAtMs: NOW }],
    ['a numeric exam id', { kind: 'pdf', exam: 42 }, true, { exam: '42', expiresAtMs: undefined }],
    ['an empty exam names none', { kind: 'pdf', exam: '' }, true, { exam: undefined, expiresAtMs: undefined }],
    ['an exp that is not a number names no end', { kind: 'pdf', exp: '1790000000' }, true, { exam: undefined, expiresAtMs: undefined }],
    ['kind spelt otherwise is not export', { kind: 'PDF' }, false, { exam: undefined, expiresAtMs: undefined }],
  ]
  for (const [ref, claims, isExport, scope] of rows) {
    t.equal(isExportClaims(claims), isExport, `${ref}: export`)
    t.same(exportScopeOf(claims), scope, `${ref}: scope`)
  }
})

t.test('judgeExportRequest table', async (t) => {
  const scope: ExportScope = { exam: EXAM, expiresAtMs: NOW + 60_000 }
  const rows: Array<[ref: string, scope: ExportScope, method: string, examids: string[], nowMs: number, want: ReturnType<typeof judgeExportRequest>]> = [
    ['a page of its exam', scope, 'GET', [EXAM], NOW, 'ok'],
    ['a view naming no exam', scope, 'GET', [], NOW, 'ok'],
    ['HEAD and OPTIONS read', scope, 'HEAD', [EXAM], NOW, 'ok'],
    ['OPTIONS', scope, 'OPTIONS', [], NOW, 'ok'],
    ['its exam with a school part (spec 1 §2)', scope, 'GET', [`${EXAM}-10001`], NOW, 'ok'],
    ['POST is refused', scope, 'POST', [], NOW, 'read-only'],
    ['PUT, PATCH, DELETE are refused', scope, 'DELETE', [EXAM], NOW, 'read-only'],
    ['PATCH', scope, 'PATCH', [], NOW, 'read-only'],
    ['a write after the end is still refused, not let through as no session', scope, 'POST', [], NOW + 120_000, 'read-only'],
    ['another exam', scope, 'GET', ['280152611190'], NOW, 'other-exam'],
    ['another exam beside its own', scope, 'GET', [EXAM, '280152611190'], NOW, 'other-exam'],
    ['a prefix of its id is another exam', scope, 'GET', ['1001526111'], NOW, 'other-exam'],
    ['at its end', scope, 'GET', [EXAM], NOW + 60_000, 'expired'],
    ['past its end, even for its own exam', scope, 'GET', [EXAM], NOW + 61_000, 'expired'],
    ['a token naming no exam cannot tell', { exam: undefined, expiresAtMs: undefined }, 'GET', ['280152611190'], NOW, 'ok'],
    ['a token naming no end does not end here', { exam: EXAM, expiresAtMs: undefined }, 'GET', [EXAM], NOW + 10 * 86_400_000, 'ok'],
  ]
  for (const [ref, s, method, examids, nowMs, want] of rows) t.equal(judgeExportRequest(s, { method, examids, nowMs }), want, ref)
})

t.test('exportCookieMaxAge: until the token\'s end, at most the cap, at least a second', async (t) => {
  const cap = 3_600_000
  const rows: Array<[ref: string, expiresAtMs: number | undefined, want: number]> = [
    ['thirty minutes left', NOW + 30 * 60_000, 1800],
    ['the end rounds down to whole seconds', NOW + 1999, 1],
    ['no end named: the cap', undefined, 3600],
    ['an end past the cap: the cap', NOW + 10 * 3_600_000, 3600],
    ['already ended: a second (the BFF refuses it on its next request)', NOW - 5000, 1],
  ]
  for (const [ref, expiresAtMs, want] of rows) t.equal(exportCookieMaxAge({ exam: EXAM, expiresAtMs }, NOW, cap), want, ref)
})
