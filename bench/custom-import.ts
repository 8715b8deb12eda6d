// Custom-analysis import of 60,000 rows × 9 subjects (issue 18), against parsing the same file alone
// with the same library, in one run, taking turns:
//   parse alone   the library by itself: exceljs's streaming WorkbookReader over the .xlsx (every row's
//                 values), @fast-csv/parse over the decoded CSV
//   read          readImportFile: the same library plus cell text, blank rows, limits (the upload's work)
//   import        the whole import through the BFF in process, the reference upstream on a loopback
//                 port: upload (read), preview (mapping and every row checked against the grade's
//                 classes), confirm (checked again, 60,000 rows sent, the upstream checks them and builds
//                 the exam's cube)
// Usage: node --import tsx bench/custom-import.ts [rounds=3]

import { Readable } from 'node:stream'
import { parseString } from '@fast-csv/parse'
import ExcelJS from 'exceljs'
import { csvBytes, NINE_SUBJECTS, scoreFile, xlsxBytes } from '@report/fixtures/custom/import-files'
import { buildUpstream } from '@report/fixtures/upstream/app'
import { buildApp } from '../server/src/app.ts'
import { loadConfig } from '../server/src/config.ts'
import { readImportFile, decodeText } from '../server/src/domain/custom/import-file.ts'

const ROUNDS = Number(process.argv[2] ?? 3)
const ROWS = 60_000

async function parseXlsxAlone(bytes: Uint8Array): Promise<number> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.from(bytes)]), { sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore', worksheets: 'emit', entries: 'ignore' })
  let cells = 0
  for await (const sheet of reader) for await (const row of sheet) cells += (row as { values: unknown[] }).values.length - 1
  return cells
}

function parseCsvAlone(bytes: Uint8Array): Promise<number> {
  return new Promise((resolve, reject) => {
    let cells = 0
    parseString(decodeText(bytes).text, { headers: false })
      .on('error', reject)
      .on('data', (row: string[]) => (cells += row.length))
      .on('end', () => resolve(cells))
  })
}

async function time<T>(work: () => Promise<T>): Promise<number> {
  const t0 = performance.now()
  await work()
  return performance.now() - t0
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

async function main() {
  const file = scoreFile({ schoolId: '10001', grade: '高二', rows: ROWS, subjects: NINE_SUBJECTS, seed: 'bench' })
  const xlsx = await xlsxBytes(file)
  const csv = csvBytes(file, 'gbk')
  console.log(`file: ${ROWS} rows × ${NINE_SUBJECTS.length} subjects; .xlsx ${(xlsx.length / 1048576).toFixed(1)} MB, .csv (GBK) ${(csv.length / 1048576).toFixed(1)} MB`)

  const upstream = buildUpstream()
  const upstreamUrl = await upstream.listen({ port: 0, host: '127.0.0.1' })
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', CLIENT_DIST: '/nonexistent' }), { upstreamUrl, logger: false })
  const signIn = await app.inject({ url: '/report/?token=demo-school-admin' })
  const cookie = ([] as string[]).concat(signIn.headers['set-cookie'] ?? []).map((c) => c.split(';', 1)[0]).join('; ')

  const importThroughBff = async (bytes: Uint8Array, name: string) => {
    const up = await app.inject({ method: 'POST', url: `/report/bff/custom/import/upload?fileName=${name}`, headers: { cookie, 'content-type': 'application/octet-stream' }, payload: Buffer.from(bytes) })
    if (up.statusCode !== 200) throw new Error(`upload ${up.statusCode} ${up.body}`)
    const u = up.json().data
    const body = { draftId: u.draftId, grade: '高二', columns: u.columns, fullScores: u.fullScores }
    const preview = await app.inject({ method: 'POST', url: '/report/bff/custom/import/preview', headers: { cookie, 'content-type': 'application/json' }, payload: body })
    if (preview.json().data?.validRows !== ROWS) throw new Error(`preview ${preview.body.slice(0, 300)}`)
    const confirm = await app.inject({ method: 'POST', url: '/report/bff/custom/import/confirm', headers: { cookie, 'content-type': 'application/json' }, payload: { ...body, name: 'bench' } })
    if (confirm.statusCode !== 200) throw new Error(`confirm ${confirm.statusCode} ${confirm.body.slice(0, 300)}`)
  }

  const runs: Record<string, number[]> = {}
  const add = (k: string, ms: number) => (runs[k] ??= []).push(ms)
  for (let r = 0; r < ROUNDS; r++) {
    add('xlsx parse alone', await time(() => parseXlsxAlone(xlsx)))
    add('xlsx read', await time(() => readImportFile(xlsx, 'a.xlsx')))
    add('xlsx import', await time(() => importThroughBff(xlsx, 'a.xlsx')))
    add('csv parse alone', await time(() => parseCsvAlone(csv)))
    add('csv read', await time(() => readImportFile(csv, 'a.csv')))
    add('csv import', await time(() => importThroughBff(csv, 'a.csv')))
  }
  console.log(`\n${ROUNDS} rounds, median (min – max), load average ${(await import('node:os')).loadavg()[0]!.toFixed(1)}`)
  for (const kind of ['xlsx', 'csv']) {
    const alone = median(runs[`${kind} parse alone`]!)
    for (const step of ['parse alone', 'read', 'import']) {
      const xs = runs[`${kind} ${step}`]!
      console.log(`${kind.padEnd(4)} ${step.padEnd(12)} ${(median(xs) / 1000).toFixed(2)} s (${(Math.min(...xs) / 1000).toFixed(2)} – ${(Math.max(...xs) / 1000).toFixed(2)})  ×${(median(xs) / alone).toFixed(2)} of parsing alone`)
    }
  }
  await app.close()
  await upstream.close()
}

await main()
