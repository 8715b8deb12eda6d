import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import t, { type Test } from 'tap'
import { childPids, exited, freePort, processArgs, productionEnv, refusesConnections, ROOT, startNode, tempBuildDir, waitForHealth } from './processes.ts'

// Issue 14 items 4 and 6: `npm start` (scripts/start.mjs) builds the server when it is missing and runs it
// as a child; a signal to the launcher reaches the server, and the launcher ends as the server ends.
// One build for the file: the first launcher builds it, the others find it fresh.
const buildDir = tempBuildDir(t)

async function startLauncher(t: Test) {
  const port = await freePort()
  const launcher = startNode(t, ['scripts/start.mjs'], productionEnv(port, { SERVER_BUILD_DIR: buildDir }))
  await waitForHealth(port, launcher)
  const bundle = join(ROOT, 'server', buildDir, 'main.js')
  const serverPid = childPids(launcher.pid!).find((pid) => processArgs(pid).argv.includes(bundle))
  t.ok(serverPid, 'the launcher has the server as its child')
  t.teardown(() => {
    try {
      process.kill(serverPid!, 'SIGKILL')
    } catch {
      // already gone
    }
  })
  return { port, launcher, serverPid: serverPid! }
}

t.test('SIGTERM to the launcher stops the server: the port refuses connections and the launcher exits 0', async (t) => {
  const { port, launcher, serverPid } = await startLauncher(t)
  t.same(processArgs(serverPid).argv.slice(1), ['--enable-source-maps', join(ROOT, 'server', buildDir, 'main.js')], 'the launcher runs the compiled server with source maps')
  // Issue 17: npm start also runs one PDF renderer, the server workspace's second bundle.
  const rendererPid = childPids(launcher.pid!).find((pid) => processArgs(pid).argv.includes(join(ROOT, 'server', buildDir, 'renderer.js')))
  t.ok(rendererPid, 'and one PDF renderer')
  t.same(childPids(launcher.pid!).sort(), [serverPid, rendererPid].sort(), 'and nothing else (no esbuild service left running)')
  launcher.kill('SIGTERM')
  t.same(await exited(launcher), { code: 0, signal: null }, 'the launcher exits with the server\'s code')
  t.ok(await refusesConnections(port), 'nothing listens on the port any more')
  t.throws(() => process.kill(rendererPid!, 0), 'the renderer stopped too')
})

// Ctrl+C reaches the launcher from the terminal and again from npm, a few ms apart; close-with-grace
// takes a second signal as "exit now" (exit 1), so the copies must reach the child once. A later press
// is a new signal. The child here counts the SIGINTs it gets and exits with the count.
t.test('copies of one signal a few ms apart are passed on once; a later one again', async (t) => {
  const counter = "let n = 0; process.on('SIGINT', () => n++); process.stdout.write('ready\\n'); setTimeout(() => process.exit(n), 4000)"
  const launcher = `const { runChild, exitAs } = await import('./scripts/child-process.mjs'); await exitAs(await runChild(process.execPath, ['-e', ${JSON.stringify(counter)}]))`
  const child = spawn(process.execPath, ['--input-type=module', '-e', launcher], { cwd: ROOT, env: productionEnv(0), stdio: ['ignore', 'pipe', 'inherit'] })
  t.teardown(() => child.kill('SIGKILL'))
  await once(child.stdout!, 'data')
  const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))
  child.kill('SIGINT')
  await pause(20)
  child.kill('SIGINT')
  await pause(800)
  child.kill('SIGINT')
  t.same(await exited(child), { code: 2, signal: null }, 'the child got two SIGINTs of three')
})

// npm runs a script through sh, which would die of npm's forwarded SIGTERM and leave the launcher
// running: the script execs node (package.json) so the launcher is npm's child itself.
t.test('SIGTERM to `npm start` stops the server and frees the port', async (t) => {
  const port = await freePort()
  const npm = spawn('npm', ['start'], { cwd: ROOT, env: productionEnv(port, { SERVER_BUILD_DIR: buildDir }), stdio: ['ignore', 'ignore', 'inherit'] })
  t.teardown(() => npm.kill('SIGKILL'))
  await waitForHealth(port, npm)
  npm.kill('SIGTERM')
  await exited(npm)
  t.ok(await refusesConnections(port), 'nothing listens on the port any more')
})

/** Whether a process runs: a zombie (ended, not yet reaped by whoever adopted it) does not. */
function running(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'))
  } catch {
    return false
  }
}

async function ended(pid: number, timeoutMs = 90_000): Promise<boolean> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
    if (!running(pid)) return true
    await new Promise((r) => setTimeout(r, 100))
  }
  return !running(pid)
}

// Issue 30 item 10: a supervisor's SIGKILL to npm start's process group after its grace period reaches only
// the launcher (the servers run in groups of their own); the BFF went on answering on its port.
t.test('SIGKILL to the launcher\'s process group: the server and the renderer stop, the port is freed', async (t) => {
  const port = await freePort()
  const launcher = spawn(process.execPath, ['scripts/start.mjs'], { cwd: ROOT, env: productionEnv(port, { SERVER_BUILD_DIR: buildDir }), stdio: ['ignore', 'ignore', 'inherit'], detached: true })
  const children = () => (running(launcher.pid!) ? childPids(launcher.pid!) : [])
  // Recorded while the launcher lives: if the servers outlive it (the bug), the teardown still ends them.
  const seen = new Set<number>([launcher.pid!])
  t.teardown(() => {
    for (const pid of seen) {
      try {
        process.kill(pid, 'SIGKILL')
      } catch {
        // already gone
      }
    }
  })
  await waitForHealth(port, launcher)
  for (const pid of children()) seen.add(pid)
  const [serverPid, rendererPid] = ['main.js', 'renderer.js'].map((file) => [...seen].find((pid) => running(pid) && processArgs(pid).argv.includes(join(ROOT, 'server', buildDir, file))))
  t.ok(serverPid && rendererPid, 'the launcher runs the server and the renderer')
  process.kill(-launcher.pid!, 'SIGKILL')
  await exited(launcher)
  t.ok(await ended(serverPid!), 'the server ends without its launcher')
  t.ok(await ended(rendererPid!), 'the renderer ends without its launcher')
  t.ok(await refusesConnections(port), 'nothing listens on the port any more')
})

t.test('a server killed by a signal ends the launcher with the same signal', async (t) => {
  const { launcher, serverPid } = await startLauncher(t)
  process.kill(serverPid, 'SIGKILL')
  t.same(await exited(launcher), { code: null, signal: 'SIGKILL' })
})
