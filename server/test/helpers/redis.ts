import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { once } from 'node:events'
import type { Teardown } from './build.ts'

async function freePort(): Promise<number> {
  const probe = createServer()
  probe.listen(0, '127.0.0.1')
  await once(probe, 'listening')
  const port = (probe.address() as { port: number }).port
  probe.close()
  await once(probe, 'close')
  return port
}

/**
 * A throwaway Debian redis-server on a loopback port, without persistence; stopped when the test ends.
 * `.ci/run` installs redis-server when it is missing: without it this throws, it does not skip.
 */
export async function startRedis(t: Teardown): Promise<string> {
  return (await startRedisServer(t)).url
}

/** As startRedis, with a way to stop the server while the test goes on (Redis lost). */
export async function startRedisServer(t: Teardown): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort()
  const server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] })
  t.teardown(() => {
    server.kill('SIGTERM')
  })
  let output = ''
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server did not start: ${output}`)), 10_000)
    server.once('error', (error) => {
      clearTimeout(timer)
      reject(new Error(`redis-server could not be run (is Debian's redis-server installed?): ${error.message}`))
    })
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer)
        resolve()
      }
    })
  })
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return
    server.kill('SIGKILL')
    await new Promise((resolve) => server.once('exit', resolve))
  }
  return { url: `redis://127.0.0.1:${port}`, stop }
}
