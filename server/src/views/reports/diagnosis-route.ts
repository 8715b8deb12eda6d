import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import { Envelope } from '@report/contracts/envelope'
import { DiagnosisSaveSchema, type DiagnosisSave } from '@report/contracts/bff/report-page'
import { TEMPLATE_BODY_LIMIT_BYTES } from '@report/contracts/upstream/report-templates'
import { canEditReport, templateSetBody } from '../../domain/reports/diagnosis.ts'
import { requireSession } from '../../lib/require-session.ts'
import { bffError } from '../../errors.ts'
import { getUser } from '../shell-upstream.ts'
import { ViewUpstream } from '../upstream-calls.ts'
import { templatePath } from './pages/diagnosis.ts'

export const REPORT_DIAGNOSIS_PATH = '/report-diagnosis'

/**
 * POST /report/bff/report-diagnosis: saves the user's teacher diagnosis (spec 2 §6 report editing) to
 * the report-template call. Only with the report-edit flag (403 otherwise); the body may carry one
 * 10 MB image as base64 (spec 2 §9), so its limit is this route's own. The text is stored per user
 * upstream and only ever shown back to its author; the client sanitises it when it loads and saves.
 */
export default async function diagnosisRoute(app: FastifyInstance) {
  app.post<{ Body: DiagnosisSave }>(
    REPORT_DIAGNOSIS_PATH,
    { bodyLimit: TEMPLATE_BODY_LIMIT_BYTES, schema: { body: DiagnosisSaveSchema, response: { 200: Envelope(Type.Null()) } } },
    async (request) => {
      const session = requireSession(request)
      const upstream = new ViewUpstream(app, session, request.log)
      const user = await getUser(upstream)
      if (!canEditReport(user, session.exportMode)) throw bffError('BFF_ERR_REPORT_EDIT_FORBIDDEN')
      await upstream.json<null>('POST', templatePath('set'), templateSetBody(request.body))
      return { code: 0, data: null }
    },
  )
}
