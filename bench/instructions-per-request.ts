import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { builtFile, ensureServerBuild } from '../scripts/server-build.mjs'
import { closeAgent, hit, latencyLoop } from './lib/load.ts'
import { BENCH_CONSUMER_KEY, bundleEntry, freePort, signIn, startUpstream, waitFor } from './lib/processes.ts'
import { SAMPLE_PATH } from './passthrough.ts'

/**
 * Scenario 1's passthrough counted in instructions rather than seconds: each contestant runs under
 * valgrind's callgrind, which counts the user-space instructions of every thread of the process (GC
 * helpers included; the kernel's socket work is not counted), which other work on the machine does not
 * move, where CPU µs per request moved by a quarter between runs. Counting starts only after WARM requests,
 * so what the JIT has not yet optimised does not count. The lean proxy's count repeats; the BFF's moved
 * between runs (bench/RESULTS.md §1, 2026-12-02): compare within a run.
 */

/** V8's collector, by the names callgrind resolves in the node binary. */
const GC_FUNCTION = /Marking|Sweep|Scaveng|Evacuat|Compact|heap::base|Heap::|MemoryChunk|RememberedSet|SlotSet|Worklist|BodyDescriptor/

interface Count { label: string; perRequest: number; gcPerRequest: number }

/** `total` passthrough GETs, 10 in flight; any answer but 200 fails the count (a contestant timed serving errors). */
async function drive(url: string, cookie: string, total: number): Promise<void> {
  const { statuses } = await latencyLoop(total, 10, () => hit(url, { headers: { cookie } }), 0)
  if (Object.keys(statuses).some((status) => status !== '200')) throw new Error(`${url} answered ${JSON.stringify(statuses)}`)
}

/** Instructions in one callgrind file: all of them, and the collector's functions' (callgrind_annotate's table). */
function totals(file: string): { all: number; gc: number } {
  let all = NaN
  let gc = 0
  for (const line of execFileSync('callgrind_annotate', ['--threshold=100', file], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 }).split('\n')) {
    const m = /^\s*([\d,]+) \(/.exec(line)
    if (!m) continue
    const n = Number(m[1]!.replace(/,/g, ''))
    if (line.includes('PROGRAM TOTALS')) all = n
    else if (GC_FUNCTION.test(line)) gc += n
  }
  return { all, gc }
}

async function count(label: string, script: string, healthPath: string, env: Record<string, string>, cookie: string, warm: number, measured: number): Promise<Count> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-callgrind-'))
  const port = await freePort()
  // HOST stays out of valgrind's environment: vgdb names its pipe after it, and callgrind_control must find it.
  const { HOST: _host, ...inherited } = process.env
  const child = spawn('valgrind', ['--tool=callgrind', '--instr-atstart=no', '--smc-check=all-non-file', `--callgrind-out-file=${join(dir, 'out.%p')}`, 'node', script], {
    env: { ...inherited, LOG_LEVEL: 'info', RENDERER_CONSUMER_KEY: BENCH_CONSUMER_KEY, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => { stderr = (stderr + chunk.toString()).slice(-4000) })
  const url = `http://127.0.0.1:${port}`
  try {
    // Under valgrind the BFF takes 20-30 s to listen (a minute is what a plain start gets).
    await waitFor(url + healthPath, child, `${label} under valgrind`, 300_000).catch((error: Error) => Promise.reject(new Error(`${error.message}:\n${stderr}`)))
    await drive(url + SAMPLE_PATH, cookie, warm)
    execFileSync('callgrind_control', ['-i', 'on', String(child.pid)], { stdio: 'ignore' })
    await drive(url + SAMPLE_PATH, cookie, measured)
    execFileSync('callgrind_control', ['-i', 'off', String(child.pid)], { stdio: 'ignore' })
    child.kill('SIGTERM')
    await new Promise((resolve) => child.once('exit', resolve))
    let all = 0
    let gc = 0
    for (const file of readdirSync(dir)) {
      const t = totals(join(dir, file))
      all += t.all
      gc += t.gc
    }
    return { label, perRequest: all / measured, gcPerRequest: gc / measured }
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL')
    rmSync(dir, { recursive: true, force: true })
  }
}

export async function instructionsPerRequest(warm = Number(process.env.WARM ?? 20_000), measured = Number(process.env.MEASURED ?? 4_000)): Promise<string> {
  try {
    execFileSync('valgrind', ['--version'], { stdio: 'ignore' })
  } catch {
    return 'Skipped: valgrind is not installed (Debian package valgrind).'
  }
  await ensureServerBuild()
  const upstream = await startUpstream({}, await freePort())
  const leanDir = mkdtempSync(join(tmpdir(), 'bench-lean-'))
  try {
    const cookie = await signIn(upstream.url, 'demo-school-admin')
    const lean = await bundleEntry('bench/servers/lean-proxy.ts', leanDir)
    const rows = [
      await count('lean Fastify + undici dispatch, no duties', lean, '/report/obt/ip', { UPSTREAM_URL: upstream.url }, cookie, warm, measured),
      await count('BFF (server build, LOG_LEVEL=info)', builtFile('server'), '/healthz', { UPSTREAM_URL: upstream.url }, cookie, warm, measured),
    ]
    const floor = rows[0]!.perRequest
    const k = (n: number) => `${Math.round(n / 1000)}k`
    return [
      `Passthrough GET of \`${SAMPLE_PATH}\` under callgrind: ${warm} requests to warm, then ${measured} counted (10 connections).`,
      '',
      '| contestant | instructions per request | of which V8\'s collector | ÷ lean |',
      '|---|---:|---:|---:|',
      ...rows.map((r) => `| ${r.label} | ${k(r.perRequest)} | ${k(r.gcPerRequest)} (${((100 * r.gcPerRequest) / r.perRequest).toFixed(0)} %) | ${(r.perRequest / floor).toFixed(2)}× |`),
    ].join('\n')
  } finally {
    await upstream.stop()
    rmSync(leanDir, { recursive: true, force: true })
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.stdout.write(`${await instructionsPerRequest()}\n`)
  await closeAgent()
}
