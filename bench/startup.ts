import { spawn, spawnSync } from 'node:child_process'
import { cpus, loadavg } from 'node:os'
import { freePort, ROOT } from './lib/processes.ts'

/**
 * Start-up time of the BFF, process start to its first GET /healthz 200, with the embedded upstream as
 * `npm start` runs it: TypeScript through the tsx loader (the old way) against the esbuild bundle.
 * The two ways take turns in one loop so that the machine's load falls on both alike.
 * `node --import tsx bench/startup.ts [runs of each, default 7]`
 */
const runs = Number(process.argv[2] ?? 7)
const ways = {
  'tsx (node --import tsx server/src/main.ts)': ['--import', 'tsx', 'server/src/main.ts'],
  'compiled (node --enable-source-maps server/dist/main.js)': ['--enable-source-maps', 'server/dist/main.js'],
}

async function startupMs(args: string[]): Promise<number> {
  const port = await freePort()
  const { NODE_OPTIONS: _nodeOptions, UPSTREAM_URL: _upstream, ...env } = process.env
  const started = performance.now()
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' }, stdio: 'ignore' })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`)
      try {
        const res = await fetch(`http://127.0.0.1:${port}/healthz`)
        await res.arrayBuffer()
        if (res.status === 200) return performance.now() - started
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 120_000) throw new Error(`${args.join(' ')}: no /healthz in 120 s`)
      await new Promise((r) => setTimeout(r, 10))
    }
  } finally {
    child.kill('SIGTERM')
    await exited
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
}

const build = spawnSync(process.execPath, ['scripts/server-build.mjs'], { cwd: ROOT, stdio: 'inherit' })
if (build.status !== 0) process.exit(build.status ?? 1)

const load = loadavg().map((l) => l.toFixed(1)).join(' / ')
const times = new Map(Object.keys(ways).map((name) => [name, [] as number[]]))
for (let i = 0; i < runs; i++) {
  for (const [name, args] of Object.entries(ways)) times.get(name)!.push(await startupMs(args))
}
const lines = [
  `${runs} runs of each, interleaved; ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load average at the start ${load}`,
  '',
  '| way | median ms | min | max | runs (ms) |',
  '|---|---|---|---|---|',
  ...[...times].map(([name, ms]) => `| ${name} | ${median(ms).toFixed(0)} | ${Math.min(...ms).toFixed(0)} | ${Math.max(...ms).toFixed(0)} | ${ms.map((m) => m.toFixed(0)).join(', ')} |`),
]
process.stdout.write(`${lines.join('\n')}\n`)
