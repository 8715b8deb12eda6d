import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import ExcelJS from 'exceljs'

const ROWS = 60_000
const SUBJECTS = ['语文', '数学', '英语', '物理', '化学', '生物'] as const
const FULL = [150, 150, 150, 100, 100, 100] as const

/** A deterministic pseudo-random stream (mulberry32), so two runs write the same workbook. */
function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = seed
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * Writes a 60,000-row ranking table with exceljs's streaming WorkbookWriter: 学号 as text with its
 * leading zeros, 姓名, 班级, six subject scores, the total, and school and class ranks. Rows are
 * committed one by one, so memory stays flat. Runs in a child process so its peak RSS is its own.
 */
async function writeWorkbook(file: string): Promise<void> {
  const random = rng(20261122)
  const family = '王李张刘陈杨赵黄周吴徐孙胡朱高林何郭马罗'
  const given = '子涵欣怡梓轩浩宇一诺雨桐思远俊杰佳琪晨曦博文诗涵'
  // Scores first (ranks need the whole column), then stream the rows.
  const scores = Array.from({ length: ROWS }, () => FULL.map((full) => Math.round(Math.min(full, Math.max(0, full * (0.35 + 0.6 * random() * random() + 0.2 * random()))) * 2) / 2))
  const totals = scores.map((s) => s.reduce((a, b) => a + b, 0))
  const order = totals.map((_, i) => i).sort((a, b) => totals[b]! - totals[a]!)
  const schoolRank = new Int32Array(ROWS)
  order.forEach((row, i) => (schoolRank[row] = i > 0 && totals[order[i - 1]!] === totals[row] ? schoolRank[order[i - 1]!]! : i + 1))
  const classOf = (i: number) => Math.floor(i / 50)
  const classRank = new Int32Array(ROWS)
  const byClass = new Map<number, number[]>()
  for (const row of order) (byClass.get(classOf(row)) ?? byClass.set(classOf(row), []).get(classOf(row))!).push(row)
  for (const rows of byClass.values()) rows.forEach((row, i) => (classRank[row] = i > 0 && totals[rows[i - 1]!] === totals[row] ? classRank[rows[i - 1]!]! : i + 1))

  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: true, useSharedStrings: false })
  const sheet = workbook.addWorksheet('成绩排名')
  sheet.columns = [
    { header: '学号', key: 'no', width: 14, style: { numFmt: '@' } },
    { header: '姓名', key: 'name', width: 10 },
    { header: '班级', key: 'class', width: 12 },
    ...SUBJECTS.map((s) => ({ header: s, key: s, width: 8 })),
    { header: '总分', key: 'total', width: 8 },
    { header: '校排名', key: 'schoolRank', width: 8 },
    { header: '班排名', key: 'classRank', width: 8 },
  ]
  sheet.getRow(1).commit()
  for (let i = 0; i < ROWS; i += 1) {
    const row: Record<string, string | number> = {
      no: String(i + 1).padStart(10, '0'),
      name: family[i % family.length]! + given.slice((i * 2) % given.length, ((i * 2) % given.length) + 2),
      class: `高三(${classOf(i) + 1})班`,
      total: totals[i]!,
      schoolRank: schoolRank[i]!,
      classRank: classRank[i]!,
    }
    SUBJECTS.forEach((s, k) => (row[s] = scores[i]![k]!))
    sheet.addRow(row).commit()
  }
  sheet.commit()
  await workbook.commit()
}

export interface XlsxResult {
  ms: number
  peakRssMiB: number
  bytes: number
  firstIds: string[]
}

/** Reads back the first rows with the (non-streaming) reader to check 学号 kept its leading zeros. */
async function firstIds(file: string): Promise<string[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, { worksheets: 'emit', sharedStrings: 'cache', styles: 'ignore', hyperlinks: 'ignore' })
  const ids: string[] = []
  for await (const sheet of reader) {
    for await (const row of sheet) {
      if (row.number > 1) ids.push(String(row.getCell(1).value))
      if (ids.length >= 3) return ids
    }
  }
  return ids
}

async function child(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-xlsx-'))
  const file = join(dir, 'ranking.xlsx')
  try {
    const started = performance.now()
    await writeWorkbook(file)
    const ms = performance.now() - started
    const result: XlsxResult = { ms, peakRssMiB: process.resourceUsage().maxRSS / 1024, bytes: statSync(file).size, firstIds: await firstIds(file) }
    process.stdout.write(JSON.stringify(result))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Scenario 6b: the 60,000-row xlsx in its own process; time and peak RSS. */
export async function xlsxScenario(): Promise<string> {
  process.stderr.write('scenario 6: xlsx 60k\n')
  const out = await new Promise<string>((resolve, reject) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--child'], { stdio: ['ignore', 'pipe', 'inherit'] })
    let text = ''
    proc.stdout.on('data', (c) => (text += String(c)))
    proc.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`xlsx child exited ${code}`))))
  })
  const r = JSON.parse(out) as XlsxResult
  return [
    `## 6b. ${ROWS.toLocaleString('en')}-row ranking table as xlsx (exceljs streaming WorkbookWriter)`,
    '',
    '| rows | columns | time s | rows/s | peak RSS MiB (whole process) | file MB | 学号 read back |',
    '|---:|---:|---:|---:|---:|---:|---|',
    `| ${ROWS.toLocaleString('en')} | ${SUBJECTS.length + 6} | ${(r.ms / 1000).toFixed(1)} | ${Math.round(ROWS / (r.ms / 1000)).toLocaleString('en')} | ${r.peakRssMiB.toFixed(0)} | ${(r.bytes / 1e6).toFixed(1)} | ${r.firstIds.join(', ')} (text, leading zeros kept) |`,
    '',
    'Peak RSS includes Node, tsx and the score arrays computed before writing; rows are committed one at a time, so the workbook itself is never held in memory.',
  ].join('\n')
}

if (process.argv.includes('--child')) await child()
else if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.stdout.write(`${await xlsxScenario()}\n`)
