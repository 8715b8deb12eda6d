import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { Agent, request } from 'undici'
import { builtFile, ensureServerBuild } from '../scripts/server-build.mjs'
import { BENCH_CONSUMER_KEY, bundleEntry, freePort, signIn, startUpstream } from './lib/processes.ts'
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

async function drive(base: string, cookie: string, total: number, agent: Agent): Promise<void> {
  let next = 0
  await Promise.all(Array.from({ length: 10 }, async () => {
    while (next++ < total) {
      const answer = await request(base + SAMPLE_PATH, { headers: { cookie }, dispatcher: agent })
      await answer.body.arrayBuffer()
      if (answer.statusCode !== 200) throw new Error(`${base} answered ${answer.statusCode}`)
    }
  }))
}

/** Instructions in the file's functions: all of them, and the collector's (callgrind_annotate's table). */
function totals(file: string): { all: number; gc: number } {
  const all = Number(/^totals: (\d+)/m.exec(readFileSync(file, 'utf8'))?.[1] ?? NaN)
  let gc = 0
  for (const line of execFileSync('callgrind_annotate', ['--threshold=100', file], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 }).split('\n')) {
    const m = /^\s*([\d,]+) \(/.exec(line)
    if (m && GC_FUNCTION.test(line) && !line.includes('PROGRAM TOTALS')) gc += Number(m[1]!.replace(/,/g, ''))
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
  const base = `http://127.0.0.1:${port}`
  const agent = new Agent({ connections: 10 })
  try {
    const started = Date.now()
    for (;;) {
      try {
        const answer = await request(base + healthPath)
        await answer.body.dump()
        if (answer.statusCode < 500) break
      } catch { /* not listening yet */ }
      if (Date.now() - started > 300_000 || child.exitCode !== null) throw new Error(`${label} did not start under valgrind:\n${stderr}`)
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    await drive(base, cookie, warm, agent)
    execFileSync('callgrind_control', ['-i', 'on', String(child.pid)], { stdio: 'ignore' })
    await drive(base, cookie, measured, agent)
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
    await agent.close()
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

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.stdout.write(`${await instructionsPerRequest()}\n`)
