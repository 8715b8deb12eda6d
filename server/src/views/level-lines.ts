import type { FastifyInstance } from 'fastify'
import { Envelope } from '@report/contracts/envelope'
import { LevelExamQuerySchema, type LevelExamQuery } from '@report/contracts/bff/level-score'
import { LevelLinesCalcBodySchema, LevelLinesSavedSchema, LevelLinesSettingsSchema, LevelLinesViewSchema, type LevelLinesCalcBody } from '@report/contracts/bff/level-lines'
import { LEVEL_LINES_PATHS, type LevelLinesCfgData, type LevelLinesSetData } from '@report/contracts/upstream/level-lines'
import { validateLevelLines, type LevelMode, type LevelRule } from '@report/contracts/rules/level-lines'
import { levelLinesStatistics, mergeCalculation, toLevelLinesView, toSetBody } from '../domain/level/level-lines.ts'
import { requireSession } from '../lib/require-session.ts'
import type { Session } from '../lib/session.ts'
import { invalid, requireLevelAccess, strictValidator } from './level-common.ts'

function query(examid: string, org: number): string {
  return new URLSearchParams({ examid, org: String(org) }).toString()
}

/** The grade-band settings dialog (spec 2 §3, §4, §5, §7 set-mod-level-lines). */
export default async function levelLinesView(app: FastifyInstance) {
  async function view(session: Session, examid: string, org: number) {
    const cfg = await app.upstream.json<LevelLinesCfgData>('GET', `${LEVEL_LINES_PATHS.cfg}?${query(examid, org)}`, session)
    return toLevelLinesView(examid, org, cfg)
  }

  app.get<{ Querystring: LevelExamQuery }>(
    '/level-lines',
    { schema: { querystring: LevelExamQuerySchema, response: { 200: Envelope(LevelLinesViewSchema) } } },
    async (request) => {
      const session = requireSession(request)
      await requireLevelAccess(app, session)
      return { code: 0, data: await view(session, request.query.examid, Number(request.query.org ?? -1)) }
    },
  )

  // isRtcal true: recalculated, not saved; the dialog applies the values at once.
  app.post<{ Body: LevelLinesCalcBody }>(
    '/level-lines/calc',
    { schema: { body: LevelLinesCalcBodySchema, response: { 200: Envelope(LevelLinesSettingsSchema) } }, validatorCompiler: strictValidator },
    async (request) => {
      const session = requireSession(request)
      const { examid, org, settings } = request.body
      const answer = await app.upstream.json<LevelLinesSetData>('POST', `${LEVEL_LINES_PATHS.set}?${query(examid, org)}`, session, toSetBody(settings, true))
      return { code: 0, data: mergeCalculation(settings, answer.lines) }
    },
  )

  // Confirm: isRtcal false saves; the page gets the recalculated bands and the statistics payload.
  app.post<{ Body: LevelLinesCalcBody }>(
    '/level-lines',
    { schema: { body: LevelLinesCalcBodySchema, response: { 200: Envelope(LevelLinesSavedSchema) } }, validatorCompiler: strictValidator },
    async (request) => {
      const session = requireSession(request)
      const { examid, org, settings } = request.body
      const values = (r: (typeof settings.rows)[number]) => (settings.mode === 1 ? r.scores : settings.mode === 2 ? r.scales : r.ranks)
      const verdict = validateLevelLines({
        mode: settings.mode as LevelMode,
        rule: settings.rule as LevelRule,
        names: settings.names,
        rows: settings.rows.map((r) => ({ key: r.key, custom: r.custom, values: values(r) })),
      })
      if (!verdict.ok) throw invalid(verdict.message ?? '')
      await requireLevelAccess(app, session)
      await app.upstream.json<LevelLinesSetData>('POST', `${LEVEL_LINES_PATHS.set}?${query(examid, org)}`, session, toSetBody(settings, false))
      const next = await view(session, examid, org)
      const statistics = levelLinesStatistics(examid, next.settings, false)
      request.log.info({ levelLinesStatistics: statistics }, 'level lines saved')
      return { code: 0, data: { view: next, statistics } }
    },
  )
}
