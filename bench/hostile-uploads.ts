// Issue 30 item 1: what a burst of decompression bombs costs everyone else. The BFF in process (the
// reference upstream on a loopback port), ten accounts upload 2, then 10 bombs at once, while a
// GET /healthz runs every 10 ms: the slowest /healthz answer, the longest gap between two answers, the
// time to the last bomb's answer, and the process's memory (rss and heap, peak over the burst). Bombs,
// mixed in turn: one cell of 256 MiB (refused by its declared size), 40 MiB of shared strings (the
// same), 60,001 rows (read to the bound), 200 MiB of empty rows declared as 1 MiB (inflated to the
// lie), and 90 MiB of empty rows (under every bound but the rows', read to its end: the most work a
// file can cost). The test (server/test/custom/import-uploads.test.ts) asserts the answers; this
// prints the figures. Usage: node --import tsx bench/hostile-uploads.ts
import { loadavg } from 'node:os'
import { request } from 'undici'
import { buildUpstream } from '@report/fixtures/upstream/app'
import { buildApp } from '../server/src/app.ts'
import { loadConfig } from '../server/src/config.ts'
import { HEADER_ROW, declareSize, sheetHead, sheetTail, sstHead, sstTail, xlsxFile } from '../server/test/helpers/xlsx-files.ts'

const MiB = 1024 * 1024

async function bombs(): Promise<Array<{ name: string; bytes: Buffer }>> {
  const emptyRows = (mib: number) => xlsxFile({ sheet: { head: `${sheetHead}${HEADER_ROW}`, body: '<row/>', times: Math.floor((mib * MiB) / 6), tail: sheetTail } })
  return [
    { name: 'one cell of 256 MiB', bytes: await xlsxFile({ sheet: { head: `${sheetHead}${HEADER_ROW}<row r="2"><c r="A2" t="inlineStr"><is><t>`, body: 'A'.repeat(1024), times: 256 * 1024, tail: `</t></is></c></row>${sheetTail}` } }) },
    { name: '40 MiB of shared strings', bytes: await xlsxFile({ sheet: `${sheetHead}${HEADER_ROW}${sheetTail}`, sharedStrings: { head: sstHead, body: '<si><t>名字</t></si>', times: (40 * MiB) / 20, tail: sstTail } }) },
    { name: '60,001 rows', bytes: await xlsxFile({ sheet: { head: `${sheetHead}${HEADER_ROW}`, body: '<row><c t="inlineStr"><is><t>1</t></is></c><c t="inlineStr"><is><t>张三</t></is></c><c><v>90</v></c></row>', times: 60_001, tail: sheetTail } }) },
    { name: '200 MiB of rows declared as 1 MiB', bytes: declareSize(await emptyRows(200), 'xl/worksheets/sheet1.xml', MiB) },
    { name: '90 MiB of empty rows', bytes: await emptyRows(90) },
  ]
}

async function main() {
  const files = await bombs()
  for (const f of files) console.log(`bomb: ${f.name}, ${(f.bytes.length / 1024).toFixed(0)} KB`)
  const upstream = buildUpstream()
  const upstreamUrl = await upstream.listen({ port: 0, host: '127.0.0.1' })
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', CLIENT_DIST: '/nonexistent' }), { upstreamUrl, logger: false })
  const base = await app.listen({ port: 0, host: '127.0.0.1' })
  // One bomb per account at a time (a user sends one file at a time): ten accounts that may import.
  const cookies: string[] = []
  for (const token of ['school-admin', 'grade-admin', 'owner', 'city', 'county', 'showcase', 'expiring', 'zb-school', 'union', 'vschool']) {
    const signIn = await app.inject({ url: `/report/?token=demo-${token}` })
    cookies.push(([] as string[]).concat(signIn.headers['set-cookie'] ?? []).map((c) => c.split(';', 1)[0]).join('; '))
  }

  for (const count of [0, 2, 10]) {
    let done = false
    let slowest = 0
    let longestGap = 0
    let probes = 0
    let peakRss = 0
    let peakHeap = 0
    const rss0 = process.memoryUsage().rss
    const probing = (async () => {
      let last = performance.now()
      while (!done) {
        const t0 = performance.now()
        const res = await request(`${base}/healthz`)
        await res.body.dump()
        const now = performance.now()
        slowest = Math.max(slowest, now - t0)
        longestGap = Math.max(longestGap, now - last)
        last = now
        probes += 1
        const m = process.memoryUsage()
        peakRss = Math.max(peakRss, m.rss)
        peakHeap = Math.max(peakHeap, m.heapUsed)
        await new Promise((r) => setTimeout(r, 10))
      }
    })()
    const t0 = performance.now()
    const answers = await Promise.all(
      Array.from({ length: count }, async (_, i) => {
        const f = files[i % files.length]!
        const res = await request(`${base}/report/bff/custom/import/upload?fileName=b.xlsx`, { method: 'POST', headers: { cookie: cookies[i % cookies.length]!, 'content-type': 'application/octet-stream' }, body: f.bytes })
        const body = (await res.body.json()) as { code?: string }
        return `${res.statusCode} ${body.code ?? ''}`
      }),
    )
    const burst = performance.now() - t0
    if (count === 0) await new Promise((r) => setTimeout(r, 2000))
    done = true
    await probing
    const tally = [...new Set(answers)].map((a) => `${answers.filter((x) => x === a).length}× ${a}`).join(', ')
    console.log(
      `${count} bombs: last answer ${(burst / 1000).toFixed(1)} s${tally ? ` (${tally})` : ''}; /healthz ${probes} probes, slowest ${slowest.toFixed(0)} ms, longest gap ${longestGap.toFixed(0)} ms; ` +
        `rss peak +${((peakRss - rss0) / MiB).toFixed(0)} MiB, heap peak ${(peakHeap / MiB).toFixed(0)} MiB; load ${loadavg()[0]!.toFixed(1)}`,
    )
  }
  await app.close()
  await upstream.close()
}

await main()
