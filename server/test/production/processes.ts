import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, realpathSync, rmSync } from 'node:fs'
import { connect, createServer } from 'node:net'
import { dirname, join } from 'node:path'
import { testClientDist, type Teardown } from '../helpers/build.ts'

export const ROOT = new URL('../../../', import.meta.url).pathname

/**
 * A SERVER_BUILD_DIR of the test's own (dist/test-…, in each workspace), removed when the test ends:
 * tests never write the dist/ a developer runs.
 */
export function tempBuildDir(t: Teardown): string {
  const name = `dist/test-${process.pid}-${randomBytes(4).toString('hex')}`
  t.teardown(() => {
    for (const workspace of ['server', 'fixtures']) rmSync(join(ROOT, workspace, name), { recursive: true, force: true })
  })
  return name
}

/** The folder of the package that Node's lookup finds for `name` from a file: the nearest node_modules/<name> above it. */
export function packageDirFrom(file: string, name: string): string | undefined {
  for (let dir = dirname(file); ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name)
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate)
    if (dirname(dir) === dir) return undefined
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

/**
 * The environment of a production process: the embedded upstream (no UPSTREAM_URL), the stand-in client,
 * and no NODE_OPTIONS, which under tap carries its own loader hooks.
 */
export function productionEnv(port: number, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const { NODE_OPTIONS: _nodeOptions, UPSTREAM_URL: _upstream, ...env } = process.env
  return { ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent', CLIENT_DIST: testClientDist(), ...extra }
}

/** Runs a node script to its end; rejects with its output when it fails. */
export async function runNode(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const { code } = await exited(child)
  if (code !== 0) throw new Error(`node ${args.join(' ')} exited with ${code}: ${output}`)
}

/** Starts a node process that stays up; killed when the test ends if it is still running. */
export function startNode(t: Teardown, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] })
  t.teardown(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  })
  return child
}

export function exited(child: ChildProcess, timeoutMs = 90_000): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve({ code: child.exitCode, signal: child.signalCode })
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`pid ${child.pid} still running after ${timeoutMs} ms`)), timeoutMs)
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      resolve({ code, signal })
    })
  })
}

/**
 * Polls GET /healthz until it answers 200 (the status it answered is returned) or the process ends. The
 * bound is a hang guard: a build and a start on a loaded two-core machine take minutes (issue 29).
 */
export async function waitForHealth(port: number, child: ChildProcess, timeoutMs = 180_000): Promise<number> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`exited (${child.exitCode ?? child.signalCode}) before /healthz answered`)
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`)
      await res.arrayBuffer()
      if (res.status === 200) return res.status
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`/healthz did not answer 200 within ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

/** Whether a TCP connection to the port is refused (nothing listens there). */
export function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(false)
    })
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'))
  })
}

/** A process's command line and NODE_OPTIONS, as the kernel holds them. */
export function processArgs(pid: number): { argv: string[]; nodeOptions: string } {
  const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean)
  const environ = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0')
  const nodeOptions = environ.find((v) => v.startsWith('NODE_OPTIONS='))?.slice('NODE_OPTIONS='.length) ?? ''
  return { argv, nodeOptions }
}

/** The pids of a process's children. */
export function childPids(pid: number): number[] {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
}
