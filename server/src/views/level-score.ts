import type { FastifyInstance } from 'fastify'
import { Envelope } from '@report/contracts/envelope'
import {
  LevelExamQuerySchema,
  LevelScoreExamSchema,
  LevelScoreGenerateBodySchema,
  LevelScoreGenerateResultSchema,
  LevelScorePageSchema,
  type LevelExamQuery,
  type LevelScoreGenerateBody,
} from '@report/contracts/bff/level-score'
import { DEFAULT_LEVEL_TABLE, LEVEL_SCORE_LEVEL_COUNT, toAssignScoreCfgs, validateLevelScoreSubmit } from '@report/contracts/rules/level-score-table'
import { LEVEL_PATHS, type LevelExamCfgsData, type LevelExamListData, type LevelSubjectsData } from '@report/contracts/upstream/level-score'
import { examListState } from '../domain/level/level-exams.ts'
import { levelDefaultsFor, toLevelScoreExam } from '../domain/level/level-score-exam.ts'
import { dashboardPath } from '../domain/exams/to-exam-list-item.ts'
import { requireSession } from '../lib/require-session.ts'
import { mapUpstreamError } from '../domain/errors/map-upstream-error.ts'
import { BffError } from '../errors.ts'
import { fetchLevelAccess, invalid, requireLevelAccess } from './level-common.ts'
import { visibleToViewer } from './exam-list-upstream.ts'

const TEXTS = {
  confirm: '确认按当前设置生成等级赋分考试吗？',
  generating: '生成中',
  zeroInclude: '包含0分考生',
  zeroExclude: '剔除0分考生',
}
const GENERATED_PROMPT = '等级赋分考试已生成，是否前往查看？'

/** The grade-level scoring page (spec 2 §2 level/score, §4, §5, §7). */
export default async function levelScoreView(app: FastifyInstance) {
  app.get('/level-score', { schema: { response: { 200: Envelope(LevelScorePageSchema) } } }, async (request, reply) => {
    const session = requireSession(request)
    const access = await fetchLevelAccess(app, session)
    const list = access.allowed
      ? await app.upstream.json<LevelExamListData>('POST', LEVEL_PATHS.examList, session, {}).then((d) => visibleToViewer(app, session, d.examList)).then(
          (examList) => examList,
          (error: unknown) => {
            request.log.warn({ err: error }, 'level exam list failed')
            return null
          },
        )
      : []
    reply.header('cache-control', 'no-store')
    return {
      code: 0,
      data: {
        access,
        ...examListState(list),
        levelCount: LEVEL_SCORE_LEVEL_COUNT,
        defaultTable: DEFAULT_LEVEL_TABLE.map((r) => ({ rate: String(r.rate), min: String(r.min), max: String(r.max) })),
        texts: TEXTS,
      },
    }
  })

  app.get<{ Querystring: LevelExamQuery }>(
    '/level-score/exam',
    { schema: { querystring: LevelExamQuerySchema, response: { 200: Envelope(LevelScoreExamSchema) } } },
    async (request) => {
      const session = requireSession(request)
      await requireLevelAccess(app, session)
      const ref = { examid: request.query.examid, org: Number(request.query.org ?? -1) }
      const [subjects, cfgs] = await Promise.all([
        app.upstream.json<LevelSubjectsData>('POST', LEVEL_PATHS.subjects, session, ref),
        app.upstream.json<LevelExamCfgsData>('POST', LEVEL_PATHS.cfgs, session, ref),
      ])
      return { code: 0, data: toLevelScoreExam(ref.examid, ref.org, subjects.subjects, cfgs.rules, levelDefaultsFor(cfgs)) }
    },
  )

  app.post<{ Body: LevelScoreGenerateBody }>(
    '/level-score/generate',
    { schema: { body: LevelScoreGenerateBodySchema, response: { 200: Envelope(LevelScoreGenerateResultSchema) } } },
    async (request) => {
      const session = requireSession(request)
      const body = request.body
      const pindexs = body.pindexs.filter((p) => p > 0)
      // The same rules as the page runs while the user types; this verdict is the one that counts.
      const verdict = validateLevelScoreSubmit({ examid: body.examid, pindexs, rows: body.rows })
      if (!verdict.ok) throw invalid(verdict.message ?? '')
      await requireLevelAccess(app, session)
      const query = new URLSearchParams({ examid: body.examid, org: String(body.org) })
      const answer = await app.upstream.envelope('POST', `${LEVEL_PATHS.create}?${query.toString()}`, session, {
        assignPindexs: pindexs,
        assignScoreCfgs: toAssignScoreCfgs(body.rows),
        isIncludeZero: body.includeZero,
      })
      // HTTP failures (no such exam, out of scope …) are errors; a business code is the refusal below.
      if (answer.status < 200 || answer.status >= 300) {
        const mapped = mapUpstreamError(answer.status, answer.code, answer.msg)
        if (mapped) throw new BffError(mapped)
      }
      const data = answer.data as { examid?: unknown; org?: unknown } | null
      if (answer.code !== 0 || typeof data?.examid !== 'string' || typeof data.org !== 'number') {
        // spec 2 §4: a non-zero code closes the indicator and shows nothing.
        request.log.warn({ code: answer.code, msg: answer.msg }, 'level exam create refused')
        return { code: 0, data: { created: null } }
      }
      const grade = body.grade ?? ''
      return {
        code: 0,
        data: { created: { examid: data.examid, org: data.org, dashboardHref: dashboardPath({ examid: data.examid, org: data.org, grade }), prompt: GENERATED_PROMPT } },
      }
    },
  )
}
