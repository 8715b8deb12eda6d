// Issue 14: every upstream answer the BFF reads is decoded against its schema. The report calls are
// registered (contracts/src/upstream/reports/answers.ts → UPSTREAM_ANSWERS), under /report/obt and under
// /report/pdf (a PDF-export session's twin), and every literal upstream path the report views call is too.
// The page-contract walk (page-contract.test.ts) asserts at run time that no answer was read undecoded.
import t from 'tap'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { answerKey, UPSTREAM_ANSWERS } from '@report/contracts/upstream/answers'
import { REPORT_ANSWER_SCHEMAS, REPORT_ANSWERS } from '@report/contracts/upstream/reports/answers'
import { REPORT_PATHS, type ReportPathKey } from '@report/contracts/upstream/reports/paths'

t.test('every report call of REPORT_PATHS has its schema in the one registry, the PDF twin included', async (t) => {
  for (const key of Object.keys(REPORT_PATHS) as ReportPathKey[]) {
    const path = REPORT_PATHS[key]
    t.equal(UPSTREAM_ANSWERS[answerKey('POST', path)], REPORT_ANSWER_SCHEMAS[key], `${key}: POST ${path}`)
    if (path.startsWith('/report/obt/')) t.equal(UPSTREAM_ANSWERS[answerKey('POST', path.replace('/report/obt/', '/report/pdf/'))], REPORT_ANSWER_SCHEMAS[key], `${key}: its PDF-export twin`)
  }
  t.equal(Object.keys(REPORT_ANSWERS).length, Object.keys(REPORT_PATHS).length, 'one entry per call')
})

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : []
  })
}

t.test('every literal upstream path the report views and table export call is registered', async (t) => {
  const root = new URL('../../src/views/', import.meta.url).pathname
  const files = [...sources(join(root, 'reports')), join(root, 'table-export.ts')]
  const call = /\.json(?:<[^>]*>)?\(\s*'(GET|POST)',\s*'([^']+)'/g
  const calls: string[] = []
  for (const file of files) for (const m of readFileSync(file, 'utf8').matchAll(call)) calls.push(answerKey(m[1]!, m[2]!))
  t.ok(calls.length >= 4, `${calls.length} literal calls found (the access facts among them)`)
  for (const c of calls) t.ok(UPSTREAM_ANSWERS[c], c)
})
