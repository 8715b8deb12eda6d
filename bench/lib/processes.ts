import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'

const ROOT = new URL('../../', import.meta.url).pathname

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
  stop(): Promise<void>
}

/** Starts a TypeScript entry in its own process (its own core share) and waits for its health URL. */
export async function startNode(entry: string, env: Record<string, string>, healthPath: string, port: number): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 30_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}`)
    try {
      const res = await fetch(url + healthPath)
      await res.arrayBuffer()
      break
    } catch {
      if (Date.now() > deadline) throw new Error(`${entry} did not start`)
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  return {
    url,
    child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
