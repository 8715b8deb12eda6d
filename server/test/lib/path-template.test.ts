// Metrics label upstream calls by endpoint (DESIGN.md observability): ids collapse to `:id`, versions stay.
import t from 'tap'
import fc from 'fast-check'
import { pathTemplate } from '../../src/lib/path-template.ts'

t.test('pathTemplate table', async (t) => {
  const rows: Array<[string, string]> = [
    ['/report/obt/v1/user/info', '/report/obt/v1/user/info'],
    ['/report/obt/v1/exam/info?examid=123', '/report/obt/v1/exam/info'],
    ['/api/v3/exams/e-1/papers/2/students/s-9/answer-pics/0', '/api/v3/exams/:id/papers/:id/students/:id/answer-pics/:id'],
    ['/api/v4/x/v12/v1a', '/api/v4/x/v12/:id'],
    ['/report/12?x=3', '/report/:id'],
    ['', ''],
    ['?a=1', ''],
  ]
  for (const [path, want] of rows) t.equal(pathTemplate(path), want, path)
})

// Issue 22: the scan that skips the split for id-less paths answers as the split does.
t.test('property: the same template as segment by segment', async (t) => {
  const bySegments = (path: string) => path.split('?', 1)[0]!.split('/').map((s) => (/\d/.test(s) && !/^v\d+$/.test(s) ? ':id' : s)).join('/')
  const piece = fc.oneof(fc.constantFrom('v1', 'v22', 'report', 'obt', 'a1', '1', 'v', 'v1x', '', 'x?y=1'), fc.string({ maxLength: 5 }))
  fc.assert(fc.property(fc.array(piece, { maxLength: 6 }).map((p) => p.join('/')), (path) => pathTemplate(path) === bySegments(path)), { numRuns: 3000 })
  t.pass()
})
