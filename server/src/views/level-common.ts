import type { FastifyInstance, FastifySchemaCompiler } from 'fastify'
import type { TSchema } from 'typebox'
import { Compile } from 'typebox/compile'
import type { LevelAccess } from '@report/contracts/bff/level-score'
import type { ModulePermissions, UpstreamUser } from '@report/contracts/upstream/user'
import { levelAccess, type LevelFeature } from '../domain/level/level-access.ts'
import { BffError, bffError } from '../errors.ts'
import type { Session } from '../lib/session.ts'
import { ViewUpstream } from './upstream-calls.ts'

// What the level pages share: the access verdict (user info + module permissions, in parallel) and
// a body validator that does not coerce (Fastify's Ajv turns null into 0 inside number|null).

export async function fetchLevelAccess(app: FastifyInstance, session: Session, feature?: LevelFeature): Promise<LevelAccess> {
  // Through the views' own calls: the user's info is the session's fact the other views share.
  const u = new ViewUpstream(app, session, app.log)
  const [{ user }, modules] = await Promise.all([
    u.json<{ user: UpstreamUser }>('GET', '/obt/v1/user/info'),
    u.json<ModulePermissions>('GET', '/analysis/v1/permission/versionAuth/modules'),
  ])
  return levelAccess(user, modules, feature)
}

/** The BFF's verdict on a write: a user without access gets the page's notice as an error. */
export async function requireLevelAccess(app: FastifyInstance, session: Session, feature?: LevelFeature): Promise<void> {
  const access = await fetchLevelAccess(app, session, feature)
  if (access.allowed) return
  const code = access.reason === 'edition' ? 'BFF_ERR_LEVEL_VERSION' : 'BFF_ERR_LEVEL_FORBIDDEN'
  throw bffError(code, access.notice ? { message: access.notice } : undefined)
}

/** An invalid input with the rule's own message (spec 2 §5). */
export function invalid(message: string): BffError {
  return bffError('BFF_ERR_INPUT_INVALID', { message })
}

export const strictValidator: FastifySchemaCompiler<TSchema> = ({ schema }) => {
  const check = Compile(schema)
  return (data: unknown) => (check.Check(data) ? { value: data } : { error: bffError('BFF_ERR_INPUT_INVALID') })
}
