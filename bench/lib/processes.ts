import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'esbuild'
import { builtFile, ensureServerBuild } from '../../scripts/server-build.mjs'

export const ROOT = new URL('../../', import.meta.url).pathname

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

export interface Started {
  url: string
  child: ChildProcess
  /** The process whose CPU and memory we read (nginx: the master; its worker is in the tree). */
  pid: number
  stop(): Promise<void>
}

/** Resolves once `url` answers at all; fails when `child` exits first or nothing answers within `timeoutMs`. */
export async function waitFor(url: string, child: ChildProcess, name: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`)
    try {
      const res = await fetch(url)
      await res.arrayBuffer()
      return
    } catch {
      if (Date.now() > deadline) throw new Error(`${name} did not start`)
      await new Promise((r) => setTimeout(r, 100))
    }
  }
}

function stopper(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      const kill = setTimeout(() => child.kill('SIGKILL'), 15_000)
      child.once('exit', () => {
        clearTimeout(kill)
        resolve()
      })
      child.kill(signal)
    })
}

/**
 * Starts a TypeScript entry in its own process and waits for its health URL. LOG_LEVEL defaults to warn.
 * `built`: bundled first and run as plain JavaScript, as startBff runs the BFF, so that contestants
 * compared per request all run without tsx's loader (which cost even the lean proxy about 10 µs a request).
 */
export async function startNode(entry: string, env: Record<string, string>, healthPath: string, port: number, nodeArgs: string[] = [], opts: { built?: boolean } = {}): Promise<Started> {
  if (!opts.built) return startProcess([...nodeArgs, '--import', 'tsx', entry], env, healthPath, port, entry)
  const outDir = mkdtempSync(join(tmpdir(), 'bench-entry-'))
  const started = await startProcess([...nodeArgs, await bundleEntry(entry, outDir)], env, healthPath, port, entry)
  const stop = started.stop
  return { ...started, stop: () => stop().finally(() => rmSync(outDir, { recursive: true, force: true })) }
}

/** One Node process of the bench on `port`, ready once `healthPath` answers. LOG_LEVEL defaults to warn. */
async function startProcess(args: string[], env: Record<string, string>, healthPath: string, port: number, name: string): Promise<Started> {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  await waitFor(url + healthPath, child, name)
  return { url, child, pid: child.pid!, stop: stopper(child) }
}

/** One bench entry bundled into a temporary .mjs; packages stay imports of the files they resolve to. */
export async function bundleEntry(entry: string, outDir: string): Promise<string> {
  const outfile = join(outDir, 'main.mjs')
  await build({
    absWorkingDir: ROOT,
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      {
        name: 'packages-where-they-are',
        setup(b) {
          b.onResolve({ filter: /.*/ }, async (args) => {
            if (args.kind === 'entry-point' || args.pluginData === 'resolving') return undefined
            const relative = args.path.startsWith('.')
            if (relative && !args.path.includes('node_modules')) return undefined
            if (args.path.startsWith('node:')) return { path: args.path, external: true }
            const found = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: 'resolving' })
            if (found.errors.length > 0) return { errors: found.errors }
            return found.external ? found : { path: pathToFileURL(found.path).href, external: true }
          })
        },
      },
    ],
  })
  return outfile
}

/** A BFF with UPSTREAM_URL starts only with a consumer key of its own (not the demo's); its upstream takes the same. */
export const BENCH_CONSUMER_KEY = 'bench-only-renderer-consumer-key'

/**
 * The BFF as npm start runs it: the server build (built first when stale), `node --enable-source-maps`.
 * Through tsx the same BFF took 116 µs of CPU per passthrough request against 95 µs built, in one quiet
 * run (2026-11-27): a bench of the source would charge the BFF for the dev loader.
 */
export async function startBff(env: Record<string, string>, port: number, nodeArgs: string[] = [], opts: { file?: string } = {}): Promise<Started> {
  // `file`: another server build (an earlier commit's, for a side-by-side run); it must sit in server/<dir>/ so its packages resolve as the build's do.
  if (!opts.file) await ensureServerBuild()
  return startProcess(['--enable-source-maps', ...nodeArgs, opts.file ?? builtFile('server')], { RENDERER_CONSUMER_KEY: BENCH_CONSUMER_KEY, ...env }, '/healthz', port, 'the BFF (server build)')
}

/**
 * The reference upstream from its build (fixtures/dist/main.js, what npm start embeds), not through tsx:
 * where the upstream shares the cores with what is measured, tsx's per-call cost would be charged to it.
 */
export async function startUpstream(env: Record<string, string>, port: number, nodeArgs: string[] = [], opts: { file?: string } = {}): Promise<Started> {
  // `file`: a build run as it is, stale or not (as startBff's).
  if (!opts.file) await ensureServerBuild()
  return startProcess(['--enable-source-maps', ...nodeArgs, opts.file ?? builtFile('fixtures')], { RENDERER_CONSUMER_KEY: BENCH_CONSUMER_KEY, ...env }, '/report/obt/ip', port, 'the reference upstream (build)')
}

/** Debian's nginx: installed on first use, one worker, keep-alive to the upstream, config in a temp dir. */
export async function startNginx(upstreamUrl: string, port: number): Promise<Started & { version: string }> {
  if (!existsSync('/usr/sbin/nginx')) {
    process.stderr.write('nginx is missing: apt-get install -y nginx\n')
    const install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
    if (install.status !== 0) spawnSync('apt-get', ['update'], { stdio: 'inherit' })
    if (!existsSync('/usr/sbin/nginx')) spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
    if (!existsSync('/usr/sbin/nginx')) throw new Error('nginx could not be installed')
  }
  const version = spawnSync('/usr/sbin/nginx', ['-v'], { encoding: 'utf8' }).stderr.trim().replace('nginx version: ', '')
  const dir = mkdtempSync(join(tmpdir(), 'bench-nginx-'))
  const upstream = new URL(upstreamUrl)
  const conf = join(dir, 'nginx.conf')
  writeFileSync(conf, `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log ${dir}/access.log combined buffer=64k flush=1s;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  upstream reference { server ${upstream.host}; keepalive 64; }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://reference;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
    }
  }
}
`)
  const child = spawn('/usr/sbin/nginx', ['-p', dir, '-c', conf], { stdio: ['ignore', 'ignore', 'inherit'] })
  const url = `http://127.0.0.1:${port}`
  await waitFor(`${url}/report/obt/ip`, child, 'nginx')
  const stop = stopper(child, 'SIGQUIT')
  return {
    url,
    child,
    pid: child.pid!,
    version,
    stop: async () => {
      await stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** The pid and all its descendants. */
export function processTree(pid: number): number[] {
  const pids = [pid]
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      const children = readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').trim()
      for (const child of children ? children.split(/\s+/).map(Number) : []) pids.push(...processTree(child))
    }
  } catch {
    // gone
  }
  return pids
}

/** CPU seconds (user + system) used so far by a process and its descendants. */
export function cpuSeconds(pid: number): number {
  let ticks = 0
  for (const p of processTree(pid)) {
    try {
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      ticks += Number(fields[11]) + Number(fields[12])
    } catch {
      // gone
    }
  }
  return ticks / 100
}

/** A BFF's live heap from its own /metrics (nodejs_heap_size_used_bytes), MiB; null when unread. */
export async function liveHeapMiB(url: string): Promise<number | null> {
  try {
    const text = await (await fetch(`${url}/metrics`)).text()
    const bytes = Number(/^nodejs_heap_size_used_bytes (\S+)$/m.exec(text)?.[1])
    return Number.isFinite(bytes) ? bytes / 2 ** 20 : null
  } catch {
    return null
  }
}

/** Resident set size of one process, MiB. */
export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
}

/** Open sockets of one process (its file descriptors that are sockets). */
export function openSockets(pid: number): number {
  let n = 0
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      if (readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith('socket:')) n += 1
    } catch {
      // closed meanwhile
    }
  }
  return n
}

/** Signs in at the reference upstream; the Cookie header of that session. */
export async function signIn(upstreamUrl: string, loginToken: string): Promise<string> {
  const res = await fetch(`${upstreamUrl}/report/obt/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: loginToken, platform: 'fx' }),
  })
  const { data } = (await res.json()) as { data: { unifyToken: string } }
  return `unifyToken=${data.unifyToken}`
}

/** The reference upstream's request counts since it started (faults.ts admin endpoint): take differences. */
export async function upstreamCounts(upstreamUrl: string): Promise<Record<string, number>> {
  const res = await fetch(`${upstreamUrl}/__faults`)
  return ((await res.json()) as { data: { counts: Record<string, number> } }).data.counts
}

export function countDelta(before: Record<string, number>, after: Record<string, number>): Record<string, number> {
  const delta: Record<string, number> = {}
  for (const [key, n] of Object.entries(after)) if (n - (before[key] ?? 0) > 0) delta[key] = n - (before[key] ?? 0)
  return delta
}
