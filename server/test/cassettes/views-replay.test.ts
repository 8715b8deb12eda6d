// Every view of three users (view-scenarios.ts: the shell, the exam frame of each report route, every
// report page with its tables and a drill, the level tools, the task panel and its actions) replayed
// against the recorded upstream, each answer held to the one the BFF gave when it was recorded.
import t from 'tap'
import type { CassetteExchange } from '@report/fixtures/cassettes/cassette'
import { readJsonLines } from '@report/fixtures/cassettes/json-lines'
import { readCassette } from '@report/fixtures/cassettes/replayer'
import type { RecordedView } from './view-client.ts'
import { replayViews } from './view-replay.ts'
import { VIEW_SCENARIOS } from './view-scenarios.ts'

const CASSETTES = new URL('../../../fixtures/cassettes/', import.meta.url).pathname
const exchangesOf = (name: string) => readCassette(`${CASSETTES}${name}.jsonl.gz`)
const viewsOf = (name: string) => readJsonLines<RecordedView>(`${CASSETTES}${name}.views.jsonl.gz`)
const RERECORD = 'a change the user would see is re-recorded with `npm run record-cassettes` and reviewed in the diff'

let replayed = 0
const started = performance.now()

for (const { name } of VIEW_SCENARIOS) {
  t.test(`${name}: every view answers as it did when recorded`, async (t) => {
    const views = viewsOf(name)
    const kinds = new Set(views.map((v) => new URL(v.request.url, 'http://bff').pathname))
    for (const path of ['/report/bff/session', '/report/bff/exam-context', '/report/bff/report-page', '/report/bff/report-table', '/report/bff/report-drill', '/report/bff/tasks']) {
      t.ok(kinds.has(path), `the cassette holds ${path}`)
    }
    const sceneStarted = performance.now()
    const { differences, unrecorded } = await replayViews(t, exchangesOf(name), views)
    for (const { view, requests } of unrecorded) t.fail(`${view} asked the upstream for what the cassette does not hold:\n  ${requests.join('\n  ')}`)
    for (const { view, actual, recorded } of differences) t.same(actual, recorded, `${view}: ${RERECORD}`)
    t.equal(differences.length, 0, `${views.length} views answer as recorded`)
    replayed += views.length
    t.comment(`${name}: ${views.length} views in ${Math.round(performance.now() - sceneStarted)} ms`)
  })
}

t.test('the replay notices a changed upstream answer and an unrecorded upstream request', async (t) => {
  const name = VIEW_SCENARIOS[0]!.name
  const views = viewsOf(name).slice(0, 6)
  const renamed = exchangesOf(name).map((exchange): CassetteExchange =>
    exchange.request.path === '/report/obt/v1/user/info' ? { ...exchange, response: { ...exchange.response, body: exchange.response.body!.replace(/"realName":"[^"]*"/, '"realName":"改了名"') } } : exchange)
  const changed = await replayViews(t, renamed, views)
  t.match(changed.differences.map((d) => d.view), [/GET \/report\/bff\/session$/, /GET \/report\/bff\/session\?embedded=1$/], 'the session views show the other name')
  t.same(changed.unrecorded, [])

  const missing = exchangesOf(name).filter((exchange) => exchange.request.path !== '/report/exam/v1/exam/permission')
  const strict = await replayViews(t, missing, views)
  t.ok(strict.unrecorded.length > 0, 'a view that needs the permission call cannot pass')
  t.match(strict.unrecorded[0]?.requests[0], /^POST \/report\/exam\/v1\/exam\/permission session=\S+ body=\{.*"examid"/, 'the request is named')
})

t.teardown(() => {
  if (replayed > 0) console.error(`# views replayed: ${replayed} in ${Math.round(performance.now() - started)} ms`)
})
