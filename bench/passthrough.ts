import { measure, table, type LoadResult } from './lib/load.ts'
import { freePort, startNode } from './lib/processes.ts'

/**
 * Scenario 1: a passthrough GET of a ~2 KB JSON through the BFF (session cookies, path rules,
 * metrics and logging all on) against the same upstream called directly, in one run.
 */
export async function passthroughScenario(): Promise<string> {
  const upstream = await startNode('fixtures/src/main.ts', {}, '/report/obt/ip', await freePort())
  const bff = await startNode('server/src/main.ts', { UPSTREAM_URL: upstream.url }, '/healthz', await freePort())
  try {
    const auth = await fetch(`${upstream.url}/report/obt/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: 'demo-school-admin', platform: 'fx' }),
    })
    const { data } = (await auth.json()) as { data: { unifyToken: string } }
    const cookie = `unifyToken=${data.unifyToken}`
    const path = '/report/obt/v1/bench/sample'
    const sample = await fetch(bff.url + path, { headers: { cookie } })
    const bytes = (await sample.arrayBuffer()).byteLength
    if (sample.status !== 200) throw new Error(`BFF answered ${sample.status}`)

    const rows: LoadResult[] = []
    rows.push(await measure('upstream direct', { url: upstream.url + path, headers: { cookie } }))
    rows.push(await measure('BFF passthrough', { url: bff.url + path, headers: { cookie } }))
    const fixed = await measure('BFF at 500 req/s', { url: bff.url + path, headers: { cookie }, overallRate: 500, connections: 10 })
    const fixedDirect = await measure('upstream at 500 req/s', { url: upstream.url + path, headers: { cookie }, overallRate: 500, connections: 10 })
    return [
      `### 1. Passthrough GET of a ${bytes}-byte JSON`,
      '',
      table(rows, rows[0]!),
      '',
      table([fixedDirect, fixed], fixedDirect),
    ].join('\n')
  } finally {
    await bff.stop()
    await upstream.stop()
  }
}
