import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Teardown } from './build.ts'

const NGINX = '/usr/sbin/nginx'
const DEPLOY_CONF = new URL('../../../deploy/nginx.conf', import.meta.url)

/**
 * deploy/nginx.conf as a test runs it: the given servers (host:port) instead of the compose services,
 * a loopback port instead of 8080, its files in `dir`, and `location` directives added to `location /`.
 */
export function deployNginxConf(dir: string, servers: string[], port: number, location = ''): string {
  const conf = readFileSync(DEPLOY_CONF, 'utf8')
  const serverLines = [...conf.matchAll(/^(\s*)server [\w-]+:\d+(.*);$/gm)]
  if (serverLines.length === 0) throw new Error('deploy/nginx.conf names no upstream server')
  const [, indent, params] = serverLines[0]!
  let first = true
  const withServers = conf.replace(/^\s*server [\w-]+:\d+.*;\n/gm, () => {
    if (!first) return ''
    first = false
    return servers.map((s) => `${indent}server ${s}${params};\n`).join('')
  })
  return `daemon off;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;\n${withServers}`
    .replace(/^(\s*)listen 8080;/m, `$1listen 127.0.0.1:${port};`)
    .replace(/^http \{/m, `http {\n  access_log off;\n  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;\n  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;`)
    .replace(/^(\s*)location \/ \{/m, `$1location / {\n$1  ${location}`)
}

/**
 * Debian's nginx with deploy/nginx.conf in front of `servers`; stopped when the test ends. `.ci/run`
 * installs nginx when it is missing: without it this throws, it does not skip.
 */
export async function startNginx(t: Teardown, opts: { port: number; servers: string[]; location?: string }): Promise<string> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: "npm run system-packages" installs it (npm test does first)`)
  const dir = mkdtempSync(join(tmpdir(), 'test-nginx-'))
  const conf = join(dir, 'nginx.conf')
  writeFileSync(conf, deployNginxConf(dir, opts.servers, opts.port, opts.location))
  const child = spawn(NGINX, ['-p', dir, '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  t.teardown(async () => {
    if (child.exitCode === null) {
      child.kill('SIGQUIT')
      await new Promise((resolve) => child.once('exit', resolve))
    }
    rmSync(dir, { recursive: true, force: true })
  })
  const url = `http://127.0.0.1:${opts.port}`
  const deadline = Date.now() + 15_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${stderr}`)
    // Any answer, even 502 while no server is up, means nginx listens.
    if (await fetch(`${url}/healthz`).then(() => true, () => false)) return url
    if (Date.now() > deadline) throw new Error(`nginx did not start: ${stderr}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}
