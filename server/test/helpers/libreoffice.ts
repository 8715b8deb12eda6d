import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { CellValue } from 'exceljs'

const SOFFICE = '/usr/bin/soffice'
/** A 60,000-row sheet takes LibreOffice about 7 s on a quiet machine; a loaded one may take several times that. */
const CONVERT_TIMEOUT_MS = 180_000

/**
 * `xlsx` as LibreOffice Calc reads it, saved back as .xlsx by LibreOffice itself: what it took for text
 * comes back as text, what it took for a number as a number. Each call has its own LibreOffice profile,
 * so tests running side by side do not wait on one profile's lock. Debian's libreoffice-calc-nogui
 * (.ci/run installs it when missing).
 */
export async function resavedByLibreOffice(xlsx: Buffer | Uint8Array): Promise<Buffer> {
  if (!existsSync(SOFFICE)) throw new Error(`${SOFFICE} is missing: "npm run system-packages" installs it (npm test does first)`)
  const dir = mkdtempSync(join(tmpdir(), 'libreoffice-'))
  try {
    const input = join(dir, 'opened.xlsx')
    writeFileSync(input, xlsx)
    const outDir = join(dir, 'saved')
    const args = [`-env:UserInstallation=${pathToFileURL(join(dir, 'profile')).href}`, '--headless', '--norestore', '--convert-to', 'xlsx:Calc MS Excel 2007 XML', '--outdir', outDir, input]
    const { code, output } = await run(SOFFICE, args)
    const saved = join(outDir, basename(input))
    if (code !== 0 || !existsSync(saved)) throw new Error(`LibreOffice did not open and save the file (exit ${code}): ${output}`)
    return readFileSync(saved)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

function run(command: string, args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const timer = setTimeout(() => child.kill('SIGKILL'), CONVERT_TIMEOUT_MS)
    child.once('error', reject)
    child.once('close', (code) => {
      clearTimeout(timer)
      resolve({ code, output: output.trim() })
    })
  })
}

/**
 * A cell of LibreOffice's file as exceljs reads it, in the terms it was written: Calc saves text that
 * mixes scripts (高二(9)班) as runs of fonts, and a boolean as the formula TRUE() or FALSE().
 */
export function calcCell(value: CellValue): CellValue {
  if (!value || typeof value !== 'object') return value
  if ('richText' in value) return value.richText.map((run) => run.text).join('')
  if ('formula' in value && (value.formula === 'TRUE()' || value.formula === 'FALSE()')) return value.formula === 'TRUE()'
  return value
}
