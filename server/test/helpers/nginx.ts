import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Teardown } from './build.ts'

const NGINX = '/usr/sbin/nginx'

export interface NginxOptions {
  port: number
  /** host:port of each server of the one upstream group. */
  servers: string[]
  /** Parameters of each `server` line (max_fails, fail_timeout …). */
  serverParams?: string
  /** Directives added inside `location /`. */
  location?: string
}

/**
 * Debian's nginx in front of an upstream group, one worker, keep-alive to the servers, config in a temp
 * dir; stopped when the test ends. `.ci/run` installs nginx when it is missing: without it this throws.
 */
export async function startNginx(t: Teardown, opts: NginxOptions): Promise<string> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing (apt-get install nginx; .ci/run does it)`)
  const dir = mkdtempSync(join(tmpdir(), 'test-nginx-'))
  const conf = join(dir, 'nginx.conf')
  writeFileSync(conf, `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  upstream bff { ${opts.servers.map((s) => `server ${s} ${opts.serverParams ?? ''};`).join(' ')} keepalive 32; }
  server {
    listen 127.0.0.1:${opts.port};
    location / {
      proxy_pass http://bff;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      ${opts.location ?? ''}
    }
  }
}
`)
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
