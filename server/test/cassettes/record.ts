// Records the cassettes of fixtures/cassettes/ from the reference upstream:
//   node --import tsx server/test/cassettes/record.ts
import { mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildUpstream } from '@report/fixtures/upstream/app'
import { buildBff, listen } from '../helpers/build.ts'
import { answerSheet, examList, SCENARIO, signIn, userName } from './scenarios.ts'
import { firstStudentOf } from './first-student.ts'

const OUT = new URL('../../../fixtures/cassettes/', import.meta.url).pathname
const teardowns: Array<() => unknown> = []
const t = { teardown: (fn: () => unknown) => teardowns.push(fn) }

async function record(name: string, steps: (app: Awaited<ReturnType<typeof buildBff>>) => Promise<void>) {
  const dir = mkdtempSync(join(tmpdir(), 'cassette-'))
  const upstream = await buildUpstream()
  const app = await buildBff(t, await listen(t, upstream), { RECORD_DIR: dir })
  await steps(app)
  const [file] = readdirSync(dir)
  renameSync(join(dir, file!), join(OUT, `${name}.jsonl`))
  rmSync(dir, { recursive: true })
  process.stdout.write(`recorded ${name}\n`)
}

await record('token-chain', async (app) => {
  const web = await signIn(app, `token=${SCENARIO.schoolAdminToken}&platform=fx`)
  await userName(app, web.cookie)
  const { pdfTokenFor } = await import('@report/fixtures/upstream/tokens')
  const pdf = await signIn(app, `fxPdfToken=${pdfTokenFor('school-admin')}`)
  await userName(app, pdf.cookie)
})
await record('exam-list-fan-out', async (app) => {
  await examList(app, (await signIn(app, `token=${SCENARIO.countyToken}`)).cookie)
  await examList(app, (await signIn(app, `token=${SCENARIO.smallSchoolToken}`)).cookie)
})
await record('answer-pictures', async (app) => {
  const { cookie } = await signIn(app, `token=${SCENARIO.schoolAdminToken}`)
  const { ids } = await examList(app, cookie)
  const examid = ids[0]!
  await answerSheet(app, cookie, examid, firstStudentOf(examid))
})
for (const fn of teardowns.reverse()) await fn()
