// Records the cassettes of fixtures/cassettes/ from the reference upstream:
//   node --import tsx server/test/cassettes/record.ts
import { mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { withoutRepeats, type CassetteExchange } from '@report/fixtures/cassettes/cassette'
import { readJsonLines, writeJsonLines } from '@report/fixtures/cassettes/json-lines'
import { buildUpstream, type UpstreamOptions } from '@report/fixtures/upstream/app'
import { buildBff, listen } from '../helpers/build.ts'
import { NOW } from '../integration/shell-rig.ts'
import { answerSheet, examList, SCENARIO, signIn, userName } from './scenarios.ts'
import { firstStudentOf } from './first-student.ts'
import { comparable, ViewClient } from './view-client.ts'
import { runViewScenario, VIEW_SCENARIOS } from './view-scenarios.ts'

const OUT = new URL('../../../fixtures/cassettes/', import.meta.url).pathname
const teardowns: Array<() => unknown> = []
const t = { teardown: (fn: () => unknown) => teardowns.push(fn) }

// The upstream's clock is pinned so plan dates (days left) and task states come out the same on every recording.
async function record(name: string, steps: (app: FastifyInstance) => Promise<void>, upstreamOptions: UpstreamOptions = {}, gzip = false) {
  const dir = mkdtempSync(join(tmpdir(), 'cassette-'))
  const upstream = buildUpstream({ now: () => NOW, ...upstreamOptions })
  const app = await buildBff(t, await listen(t, upstream), { RECORD_DIR: dir })
  await steps(app)
  // Tasks build their files in the background; let them finish before the upstream closes.
  await upstream.taskStore?.files.idle()
  const [file] = readdirSync(dir)
  if (gzip) writeJsonLines(join(OUT, `${name}.jsonl.gz`), withoutRepeats(readJsonLines<CassetteExchange>(join(dir, file!))))
  else renameSync(join(dir, file!), join(OUT, `${name}.jsonl`))
  rmSync(dir, { recursive: true })
  process.stdout.write(`recorded ${name}\n`)
}

// The export session's token carries its expiry in real time: recorded to outlive the cassette, or its
// replay would find the session ended (the replay reads the recorded fxPdfToken back).
const CENTURY_MS = 100 * 365 * 86_400_000
await record('token-chain', async (app) => {
  const web = await signIn(app, `token=${SCENARIO.schoolAdminToken}&platform=fx`)
  await userName(app, web.cookie)
  const { pdfTokenFor } = await import('@report/fixtures/upstream/tokens')
  const pdf = await signIn(app, `fxPdfToken=${pdfTokenFor('school-admin', { exam: '100152611100' })}`)
  await userName(app, pdf.cookie)
}, { exportSessionMs: CENTURY_MS })
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
// Every view of three users, with the BFF's answers kept beside the exchanges (view-scenarios.ts).
for (const scenario of VIEW_SCENARIOS) {
  let client: ViewClient | undefined
  await record(scenario.name, async (app) => {
    client = new ViewClient(app)
    await runViewScenario(client, scenario)
  }, { tasks: { failureRate: 0 } }, true)
  // Stored as compared (no request ids), so a re-recording changes only what the code changed.
  writeJsonLines(join(OUT, `${scenario.name}.views.jsonl.gz`), client!.views.map(({ request, answer }) => ({ request, answer: comparable(answer) })))
  process.stdout.write(`  ${client!.views.length} views\n`)
}
for (const fn of teardowns.reverse()) await fn()
