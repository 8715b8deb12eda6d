import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../src/app.ts'
import { loadConfig } from '../../src/config.ts'

export const TEST_INDEX_HTML = '<!doctype html><html lang="zh-CN"><head><title>成绩分析报告</title></head><body><div id="root"></div></body></html>'

let clientDist: string | undefined
/** A stand-in client build, so the static and fallback routes have something to serve. */
export function testClientDist(): string {
  if (!clientDist) {
    clientDist = mkdtempSync(join(tmpdir(), 'report-client-'))
    writeFileSync(join(clientDist, 'index.html'), TEST_INDEX_HTML)
  }
  return clientDist
}

export interface Teardown {
  teardown(fn: () => unknown): void
}

export const TEST_LOGOUT_URL = 'https://www.example.edu.cn/'

/** Builds the BFF against `upstreamUrl` with test settings; closed when the test ends. */
export async function buildBff(t: Teardown, upstreamUrl: string, env: Record<string, string> = {}, logger?: unknown): Promise<FastifyInstance> {
  // A real platform with a provider home page (what the recorded cassettes hold); LOGOUT_URL: '' drops it.
  // A sign-in or a readiness check must not fail because the machine is busy (issue 29): their 5 s and 2 s are
  // for platforms and probes, not test rigs.
  const config = loadConfig({ LOG_LEVEL: 'silent', CLIENT_DIST: testClientDist(), LOGOUT_URL: TEST_LOGOUT_URL, TOKEN_EXCHANGE_TIMEOUT_MS: '60000', READY_TIMEOUT_MS: '60000', ...env })
  const app = await buildApp(config, { upstreamUrl, ...(logger ? { logger: logger as never } : { logger: false }) })
  t.teardown(() => app.close())
  return app
}

/** Starts a Fastify app on a loopback port; closed when the test ends. */
export async function listen(t: Teardown, app: FastifyInstance): Promise<string> {
  const url = await app.listen({ port: 0, host: '127.0.0.1' })
  t.teardown(() => app.close())
  return url
}

/** Cookie header from a response's Set-Cookie list (name=value pairs only). */
export function cookieHeaderFrom(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []
  return list
    .map((c) => c.split(';', 1)[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ')
}
