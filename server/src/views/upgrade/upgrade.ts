import type { FastifyInstance } from 'fastify'
import { Envelope } from '@report/contracts/envelope'
import { UpgradeFormViewSchema, UpgradeSubmitBodySchema, UpgradeSubmitResultSchema, type UpgradeSubmitBody } from '@report/contracts/bff/upgrade'
import { EditionsQuerySchema, EditionsViewSchema, type EditionsQuery } from '@report/contracts/bff/upgrade-editions'
import { UPGRADE_COMMIT_PATH } from '@report/contracts/upstream/upgrade'
import { UPGRADE_MESSAGES } from '@report/contracts/validators/upgrade-form'
import type { UpstreamUser } from '@report/contracts/upstream/user'
import { BffError, bffError } from '../../errors.ts'
import { editionsView } from '../../domain/upgrade/edition-matrix.ts'
import { upgradeCommitPlan, upgradeFormView, type UpgradeUserFacts } from '../../domain/upgrade/upgrade-form.ts'
import { isVirtualSchool } from '../../domain/shell/account.ts'
import { versionDisplay } from '../../domain/session/version-display.ts'
import { requireSession } from '../../lib/require-session.ts'
import { ViewUpstream } from '../upstream-calls.ts'
import { getUser } from '../shell-upstream.ts'

const displayOf = (user: UpstreamUser) =>
  versionDisplay({ versionName: user.versionName, isTrial: user.isTrial, leftDays: user.leftDays, trialEndTime: user.trialEndTime })

const factsOf = (user: UpstreamUser): UpgradeUserFacts => ({
  id: user.id,
  schoolid: user.schoolid,
  schoolName: user.schoolName,
  location: user.location,
  versionName: displayOf(user).name,
})

/**
 * The upgrade-interest form (spec 3 §2, §3, §5, §8) and the version comparison page (spec 1 §2, §6):
 * GET upgrade/form (prefill), POST upgrade/form (submit), GET upgrade/editions?type=.
 */
export default async function upgradeViews(app: FastifyInstance) {
  const upstreamOf = (request: Parameters<typeof requireSession>[0]) => new ViewUpstream(app, requireSession(request), request.log)

  app.get('/upgrade/form', { schema: { response: { 200: Envelope(UpgradeFormViewSchema) } } }, async (request, reply) => {
    const user = await getUser(upstreamOf(request))
    reply.header('cache-control', 'no-store')
    return { code: 0, data: upgradeFormView(factsOf(user)) }
  })

  app.post<{ Body: UpgradeSubmitBody }>(
    '/upgrade/form',
    { schema: { body: UpgradeSubmitBodySchema, response: { 200: Envelope(UpgradeSubmitResultSchema) } } },
    async (request) => {
      const upstream = upstreamOf(request)
      const plan = upgradeCommitPlan(request.body, factsOf(await getUser(upstream)))
      if (!plan.ok) throw bffError('BFF_ERR_UPGRADE_INVALID', { message: plan.errors.name ?? plan.errors.phone ?? UPGRADE_MESSAGES.formInvalid })
      try {
        await upstream.json('POST', UPGRADE_COMMIT_PATH, plan.body)
      } catch (error) {
        // spec 3 §4, §8: a refusal shows the platform's own message; a lost session or an outage stays itself.
        if (error instanceof BffError && error.kind === 'upstream' && typeof error.code === 'number') {
          throw bffError('BFF_ERR_UPGRADE_REJECTED', { message: error.message, cause: error })
        }
        throw error
      }
      return { code: 0, data: { message: UPGRADE_MESSAGES.submitted } }
    },
  )

  app.get<{ Querystring: EditionsQuery }>(
    '/upgrade/editions',
    { schema: { querystring: EditionsQuerySchema, response: { 200: Envelope(EditionsViewSchema) } } },
    async (request) => {
      const user = await getUser(upstreamOf(request))
      const display = displayOf(user)
      // spec 1 §2: type 1 for virtual-school accounts, else 0; an address without it takes the user's own.
      const type = request.query.type ?? (isVirtualSchool(user) ? '1' : '0')
      return { code: 0, data: editionsView({ type, versionCode: user.versionCode, versionName: display.name, isTrial: display.isTrial }) }
    },
  )
}
