import type { FastifyInstance } from 'fastify'
import type { CustomAccess } from '@report/contracts/bff/custom-access'
import { CUSTOM_IMPORT_PATHS, type DistrictSchoolsData, type GradeStudentsData } from '@report/contracts/upstream/custom-import'
import { CUSTOM_TASK_PATHS, type CustomPermission } from '@report/contracts/upstream/custom-task'
import type { ModulePermissions, UpstreamUser } from '@report/contracts/upstream/user'
import { customAccess, type CustomFeature } from '../../domain/custom/custom-access.ts'
import { mapUpstreamError } from '../../domain/errors/map-upstream-error.ts'
import { BffError, bffError } from '../../errors.ts'
import type { Session } from '../../lib/session.ts'
import { ViewUpstream } from '../upstream-calls.ts'

/**
 * The access verdict from the user's info (a session fact the other views share), the module
 * permissions and, for custom analysis, the platform's permission (/mod/v1/custom/permission).
 */
export async function fetchCustomAccess(app: FastifyInstance, session: Session, feature: CustomFeature): Promise<CustomAccess> {
  return (await accessOf(app, session, feature)).access
}

async function accessOf(app: FastifyInstance, session: Session, feature: CustomFeature): Promise<{ access: CustomAccess; user: UpstreamUser }> {
  const u = new ViewUpstream(app, session, app.log)
  const [{ user }, modules, platform] = await Promise.all([
    u.json<{ user: UpstreamUser }>('GET', '/obt/v1/user/info'),
    u.json<ModulePermissions>('GET', '/analysis/v1/permission/versionAuth/modules'),
    feature === 'import' ? app.upstream.json<CustomPermission>('POST', CUSTOM_TASK_PATHS.permission, session, {}) : null,
  ])
  return { access: customAccess(user, modules, feature, platform), user }
}

/** The BFF's verdict on a write: a user without access gets the page's notice as the error; a user with it, their id. */
export async function requireCustomAccess(app: FastifyInstance, session: Session, feature: CustomFeature): Promise<string> {
  const { access, user } = await accessOf(app, session, feature)
  if (access.allowed) return user.id
  throw bffError(access.reason === 'edition' ? 'BFF_ERR_CUSTOM_VERSION' : 'BFF_ERR_CUSTOM_FORBIDDEN', access.notice ? { message: access.notice } : undefined)
}

export function fetchImportClasses(app: FastifyInstance, session: Session): Promise<DistrictSchoolsData> {
  return app.upstream.json<DistrictSchoolsData>('POST', CUSTOM_IMPORT_PATHS.districtSchools, session, {})
}

/**
 * The grade's roster for the import's roster check (issue 31 item 4), or null when the platform has
 * none to give (a failed or unknown call): the preview then says the rows were not checked.
 */
export function fetchImportRoster(app: FastifyInstance, session: Session, grade: string): Promise<GradeStudentsData['students'] | null> {
  return app.upstream.json<GradeStudentsData>('POST', CUSTOM_IMPORT_PATHS.gradeStudents, session, { grade }).then(
    (d) => (d.students.length > 0 ? d.students : null),
    (error: unknown) => {
      app.log.warn({ err: error }, 'custom import: no roster to check against')
      return null
    },
  )
}

/** A custom-analysis write: a refusal of the platform (a business code) is the page's message; HTTP failures are errors. */
export async function customWrite<T>(app: FastifyInstance, session: Session, path: string, body: unknown): Promise<T> {
  const answer = await app.upstream.envelope('POST', path, session, body)
  if (answer.status < 200 || answer.status >= 300) {
    const mapped = mapUpstreamError(answer.status, answer.code, answer.msg)
    if (mapped) throw new BffError(mapped)
  }
  if (answer.code !== 0 || !answer.data) throw bffError('BFF_ERR_CUSTOM_REJECTED', answer.msg ? { message: answer.msg } : undefined)
  return answer.data as T
}
