import type { FastifyInstance } from 'fastify'
import { buildUpstream } from '@report/fixtures/upstream/app'
import { buildBff, cookieHeaderFrom, listen, type Teardown } from '../helpers/build.ts'

/** The clock the reference upstream counts plan dates from (the catalogue's date, Beijing morning). */
export const NOW = new Date('2026-11-21T02:00:00Z')

export interface ShellRig {
  app: FastifyInstance
  /** Signs in through the BFF's token chain (`?token=demo-…`) and returns the session's Cookie header. */
  signIn(loginToken: string): Promise<string>
}

/** The reference upstream on a loopback port (clock pinned, at NOW unless `now` says otherwise) and the BFF in front of it. */
export async function shellRig(t: Teardown, env: Record<string, string> = {}, now: () => Date = () => NOW): Promise<ShellRig> {
  const upstream = buildUpstream({ now })
  const app = await buildBff(t, await listen(t, upstream), env)
  const cookies = new Map<string, string>()
  return {
    app,
    async signIn(loginToken) {
      const known = cookies.get(loginToken)
      if (known) return known
      const res = await app.inject({ url: `/report/?token=${encodeURIComponent(loginToken)}` })
      if (res.statusCode !== 302) throw new Error(`sign-in ${loginToken} answered ${res.statusCode}`)
      const cookie = cookieHeaderFrom(res.headers['set-cookie'])
      cookies.set(loginToken, cookie)
      return cookie
    },
  }
}
