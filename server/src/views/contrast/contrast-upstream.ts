import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { ContrastAccess } from '@report/contracts/bff/contrast'
import type { ContrastScope } from '@report/contracts/bff/contrast-rules'
import {
  CONTRAST_PATHS,
  type ContrastBuildData,
  type ContrastInfoData,
  type ContrastListData,
  type ContrastScopeBody,
  type ContrastScopeData,
  type ContrastStudentData,
  type ContrastSummaryBody,
  type ContrastSummaryData,
} from '@report/contracts/upstream/contrast'
import type { ModulePermissions, UpstreamUser } from '@report/contracts/upstream/user'
import { contrastAccess, needsContrastCount } from '../../domain/contrast/access.ts'
import { bffError } from '../../errors.ts'
import type { Session } from '../../lib/session.ts'
import { ViewUpstream } from '../upstream-calls.ts'

/** Client path of an exam-contrast call (`/obt/exam-contrast/…`). */
const client = (path: string) => path.slice('/report'.length)

/** The comparison views' upstream calls, one place for their paths and the access verdict. */
export class ContrastUpstream {
  readonly u: ViewUpstream

  constructor(app: FastifyInstance, session: Session, log: FastifyBaseLogger, private readonly host: string) {
    this.u = new ViewUpstream(app, session, log)
  }

  /**
   * The user's access (spec 1 §4, spec 2 §6) and, when asked for (`listLimit` > 0), the first page of
   * their comparisons; the count is asked anyway where the rule needs it (the basic edition).
   */
  async access(listLimit = 0): Promise<{ access: ContrastAccess; list: ContrastListData | null; user: UpstreamUser }> {
    const [{ user }, modules] = await Promise.all([
      this.u.json<{ user: UpstreamUser }>('GET', '/obt/v1/user/info'),
      this.u.json<ModulePermissions>('GET', '/analysis/v1/permission/versionAuth/modules'),
    ])
    const wanted = listLimit > 0 || needsContrastCount(user.SCHTYPE_NUM, user.versionCode)
    const list = !wanted || user.auth.isStudent || modules.history_compare !== 'able' ? null : await this.list(0, Math.max(1, listLimit))
    const access = contrastAccess({
      isStudent: user.auth.isStudent,
      schoolTypeNum: user.SCHTYPE_NUM,
      versionCode: user.versionCode,
      versionName: user.versionName,
      modules,
      count: list?.total ?? null,
      host: this.host,
      phone: '',
    })
    return { access, list, user }
  }

  /** The access, or the refusal in the error shape when `need` is not granted. */
  async require(need: 'canCreate' | 'canShow' | 'canEdit' | 'canDownload'): Promise<ContrastAccess> {
    return (await this.requireWithUser(need)).access
  }

  /** As require, with the user it was decided for (the create form's scopes follow the account). */
  async requireWithUser(need: 'canCreate' | 'canShow' | 'canEdit' | 'canDownload'): Promise<{ access: ContrastAccess; user: UpstreamUser }> {
    const { access, user } = await this.access()
    if (access[need]) return { access, user }
    const code = access.reason === 'edition' || access.reason === 'limit' ? 'BFF_ERR_CONTRAST_VERSION' : 'BFF_ERR_CONTRAST_FORBIDDEN'
    throw bffError(code, access.notice ? { message: access.notice } : undefined)
  }

  list(offset: number, limit: number): Promise<ContrastListData> {
    return this.u.json<ContrastListData>('POST', client(CONTRAST_PATHS.list), { offset, limit })
  }

  info(id: string): Promise<ContrastInfoData> {
    return this.u.json<ContrastInfoData>('POST', client(CONTRAST_PATHS.info), { id })
  }

  build(id: string, retry = false): Promise<ContrastBuildData> {
    return this.u.json<ContrastBuildData>('POST', client(CONTRAST_PATHS.buildStatus), retry ? { id, retry } : { id })
  }

  update(id: string, name: string): Promise<unknown> {
    return this.u.json('POST', client(CONTRAST_PATHS.update), { id, name })
  }

  remove(id: string): Promise<unknown> {
    return this.u.json('POST', client(CONTRAST_PATHS.remove), { id })
  }

  create(body: { name: string; exams: { examid: string; org: number }[]; subjects: string[]; scope: ContrastScope }): Promise<{ id: string; status: number } | null> {
    return this.u.json('POST', client(CONTRAST_PATHS.create), body)
  }

  summary(body: ContrastSummaryBody): Promise<ContrastSummaryData> {
    return this.u.json('POST', client(CONTRAST_PATHS.summary), body)
  }

  scope(body: ContrastScopeBody): Promise<ContrastScopeData> {
    return this.u.json('POST', client(CONTRAST_PATHS.scopeDetails), body)
  }

  student(id: string, studentId: string): Promise<ContrastStudentData> {
    return this.u.json('POST', client(CONTRAST_PATHS.studentDetails), { id, studentId })
  }
}
