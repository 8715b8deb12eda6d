import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { LevelFeature } from '../domain/level/level-access.ts'
import { Envelope } from '@report/contracts/envelope'
import { LevelExamQuerySchema, type LevelExamQuery } from '@report/contracts/bff/level-score'
import { TransformationBasesSchema, TransformationBodySchema, TransformationPageSchema, TransformationResultSchema, type TransformationBody } from '@report/contracts/bff/transformation'
import { ValueAddedBodySchema, ValueAddedEntriesSchema, ValueAddedPageSchema, ValueAddedResultSchema, type ValueAddedBody } from '@report/contracts/bff/level-value-added'
import { EQUIVALENT_PATHS, type EquivalentExamListData, type EquivalentResult } from '@report/contracts/upstream/level-equivalent'
import { FOGANG_PATHS, type FogangRanksData } from '@report/contracts/upstream/level-fogang'
import { LEVEL_PATHS, type LevelExamListData } from '@report/contracts/upstream/level-score'
import { LIST_FAILED, NO_MATCHING_EXAMS } from '../domain/level/level-exams.ts'
import { transformationBases, toTransformationExams, toTransformationResult, toValueAddedExams, toValueAddedResult, valueAddedEntries } from '../domain/level/level-tools.ts'
import { examKey } from '../domain/level/comparable-exams.ts'
import { bffError } from '../errors.ts'
import { requireSession } from '../lib/require-session.ts'
import { fetchLevelAccess, requireLevelAccess } from './level-common.ts'
import { visibleToViewer } from './exam-list-upstream.ts'
import type { ExamOwnership } from '../domain/custom/custom-exam-visibility.ts'

const VALUE_ADDED_NOTE = '增值 = 出口考试标准分Z − 入口考试标准分Z（Z按各自考试全体实考学生计算，总体标准差）；班级增值为班内学生增值的平均数。入口与出口考试须为同一届学生。'
const TRANSFORMATION_NOTE = '等值转换（等百分位等值）：本次考试每个原始分的百分位等级 P =（低于该分人数 + 同分人数/2）÷ 实考人数，等值分为基准考试同一学科在 P 处的分数（相邻分数线性插值，四舍五入保留两位小数）。'

/** The exam a tool's query names, as the page's lists key it (an org left out is the upstream's -1). */
const chosenKey = (query: LevelExamQuery): string => examKey({ examid: query.examid, org: Number(query.org ?? '-1') })

/**
 * The chosen exam's candidates of a level tool (its bases or entries, the default first), from the tool's
 * exam list as the viewer sees it; an exam outside that list is refused.
 */
async function candidatesOf<E extends ExamOwnership>(
  app: FastifyInstance,
  request: FastifyRequest<{ Querystring: LevelExamQuery }>,
  feature: LevelFeature,
  listPath: string,
  pick: (list: readonly E[], key: string) => string[] | null,
): Promise<string[]> {
  const session = requireSession(request)
  await requireLevelAccess(app, session, feature)
  const list = await app.upstream.json<{ examList: E[] }>('POST', listPath, session, {}).then((d) => visibleToViewer(app, session, d.examList))
  const candidates = pick(list ?? [], chosenKey(request.query))
  if (!candidates) throw bffError('BFF_ERR_EXAM_NOT_VISIBLE')
  return candidates
}

/** Value-added evaluation (level/fogang) and score transformation (score/transformation). */
export default async function levelToolsView(app: FastifyInstance) {
  app.get('/value-added', { schema: { response: { 200: Envelope(ValueAddedPageSchema) } } }, async (request) => {
    const session = requireSession(request)
    const access = await fetchLevelAccess(app, session, '增值评价')
    const list = access.allowed ? await app.upstream.json<LevelExamListData>('POST', LEVEL_PATHS.examList, session, {}).then((d) => visibleToViewer(app, session, d.examList), () => null) : []
    const exams = list ? toValueAddedExams(list) : []
    return {
      code: 0,
      data: { access, exams, listError: list === null ? LIST_FAILED : null, emptyNotice: list !== null && exams.length === 0 ? NO_MATCHING_EXAMS : null, note: VALUE_ADDED_NOTE },
    }
  })

  app.get<{ Querystring: LevelExamQuery }>(
    '/value-added/entries',
    { schema: { querystring: LevelExamQuerySchema, response: { 200: Envelope(ValueAddedEntriesSchema) } } },
    async (request) => {
      const entries = await candidatesOf<LevelExamListData['examList'][number]>(app, request, '增值评价', LEVEL_PATHS.examList, valueAddedEntries)
      return { code: 0, data: { entries } }
    },
  )

  app.post<{ Body: ValueAddedBody }>('/value-added', { schema: { body: ValueAddedBodySchema, response: { 200: Envelope(ValueAddedResultSchema) } } }, async (request) => {
    const session = requireSession(request)
    await requireLevelAccess(app, session, '增值评价')
    const made = await app.upstream.envelope('POST', FOGANG_PATHS.create, session, { entry: request.body.entry, exit: request.body.exit })
    const id = (made.data as { id?: unknown } | null)?.id
    if (made.code !== 0 || typeof id !== 'string') return { code: 0, data: { message: made.msg ?? '生成失败，请稍后重试', result: null } }
    const ranks = await app.upstream.json<FogangRanksData>('POST', FOGANG_PATHS.ranks, session, { id, pindex: request.body.pindex })
    return { code: 0, data: { message: null, result: toValueAddedResult(ranks) } }
  })

  app.get('/transformation', { schema: { response: { 200: Envelope(TransformationPageSchema) } } }, async (request) => {
    const session = requireSession(request)
    const access = await fetchLevelAccess(app, session, '等值转换')
    const list = access.allowed ? await app.upstream.json<EquivalentExamListData>('POST', EQUIVALENT_PATHS.examList, session, {}).then((d) => visibleToViewer(app, session, d.examList), () => null) : []
    const exams = list ? toTransformationExams(list) : []
    return {
      code: 0,
      data: { access, exams, listError: list === null ? LIST_FAILED : null, emptyNotice: list !== null && exams.length === 0 ? NO_MATCHING_EXAMS : null, note: TRANSFORMATION_NOTE },
    }
  })

  app.get<{ Querystring: LevelExamQuery }>(
    '/transformation/bases',
    { schema: { querystring: LevelExamQuerySchema, response: { 200: Envelope(TransformationBasesSchema) } } },
    async (request) => {
      const bases = await candidatesOf<EquivalentExamListData['examList'][number]>(app, request, '等值转换', EQUIVALENT_PATHS.examList, transformationBases)
      return { code: 0, data: { bases } }
    },
  )

  app.get<{ Querystring: LevelExamQuery }>(
    '/transformation/result',
    { schema: { querystring: LevelExamQuerySchema, response: { 200: Envelope(TransformationResultSchema) } } },
    async (request) => {
      const session = requireSession(request)
      await requireLevelAccess(app, session, '等值转换')
      const q = new URLSearchParams({ examid: request.query.examid, org: request.query.org ?? '-1' })
      const answer = await app.upstream.envelope('GET', `${EQUIVALENT_PATHS.result}?${q.toString()}`, session)
      if (answer.code !== 0 || !answer.data) return { code: 0, data: { message: answer.msg ?? null, result: null } }
      return { code: 0, data: { message: null, result: toTransformationResult(answer.data as EquivalentResult) } }
    },
  )

  app.post<{ Body: TransformationBody }>('/transformation', { schema: { body: TransformationBodySchema, response: { 200: Envelope(TransformationResultSchema) } } }, async (request) => {
    const session = requireSession(request)
    await requireLevelAccess(app, session, '等值转换')
    const set = await app.upstream.envelope('POST', EQUIVALENT_PATHS.set, session, request.body)
    if (set.code !== 0) return { code: 0, data: { message: set.msg ?? '转换失败，请稍后重试', result: null } }
    const q = new URLSearchParams({ examid: request.body.examid, org: String(request.body.org) })
    const result = await app.upstream.json<EquivalentResult>('GET', `${EQUIVALENT_PATHS.result}?${q.toString()}`, session)
    return { code: 0, data: { message: null, result: toTransformationResult(result) } }
  })
}
