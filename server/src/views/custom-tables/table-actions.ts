import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Envelope } from '@report/contracts/envelope'
import {
  CustomTableCreateBodySchema,
  CustomTableCreatedSchema,
  CustomTableGridSchema,
  CustomTablePreviewBodySchema,
  CustomTableTemplateBodySchema,
  CustomTableTemplateRemoveBodySchema,
  CustomTableTemplateRemovedSchema,
  CustomTableTemplateSavedSchema,
  type CustomTableCreateBody,
  type CustomTablePreviewBody,
  type CustomTableTemplateBody,
  type CustomTableTemplateRemoveBody,
} from '@report/contracts/bff/custom-tables'
import { TABLE_MESSAGES, tableProblems } from '@report/contracts/rules/custom-table-wizard'
import { tableExamsColumns, tableExamsProblem, unionPapers } from '@report/contracts/rules/custom-table-exams'
import { customTableSources, namedConfig, tablePapers, type CustomTableConfig } from '@report/contracts/upstream/custom-table'
import { MAX_PAGE_LIMIT } from '@report/contracts/upstream/reports/common'
import type { CustomTableGrid } from '@report/contracts/bff/custom-tables'
import { bandTitles, mergedGrid, PREVIEW_ROWS, previewGrid, studentPreviewGrid } from '../../domain/custom-tables/preview-grid.ts'
import { everyPage } from './cohort-pages.ts'
import { BffError, bffError } from '../../errors.ts'
import { requireSession } from '../../lib/require-session.ts'
import { requireCustomAccess } from '../custom/custom-upstream.ts'
import { ViewUpstream } from '../upstream-calls.ts'
import { CustomTablesUpstream } from './custom-tables-upstream.ts'

async function allowed(app: FastifyInstance, request: FastifyRequest): Promise<CustomTablesUpstream> {
  const session = requireSession(request)
  await requireCustomAccess(app, session, 'tables')
  return new CustomTablesUpstream(new ViewUpstream(app, session, request.log))
}

/** The BFF's verdict on a configuration (the wizard checks the same as the user clicks): the first problem, as a 400. */
function check(problems: string[]): void {
  if (problems.length > 0) throw bffError('BFF_ERR_CUSTOM_TABLE_CONFIG', { message: problems[0]! })
}

/** The exams of a table over several exams, checked to be one cohort (the rule the wizard shows); their names in the order asked. */
async function cohort(u: CustomTablesUpstream, picked: ReadonlyArray<{ examid: string; org: number }>) {
  const known = await u.exams()
  check([tableExamsProblem(picked, known)].filter((m): m is string => m !== null))
  return picked.map((p) => known.find((e) => e.examid === p.examid && e.org === p.org)!)
}

type Papers = ReadonlyArray<{ pindex: number; subject: string }>

/**
 * One exam's grid for c (its first `limit` rows; `every`: all its students, for a table over several
 * exams), its papers and the titles of its bands, from the answers the scope reads.
 */
async function examGrid(u: CustomTablesUpstream, examid: string, org: number, config: CustomTableConfig, limit: number, every = false): Promise<{ grid: CustomTableGrid; papers: Papers; bands: ReturnType<typeof bandTitles> }> {
  if (config.scope === 3) {
    const ranking = every ? await everyPage((offset, size) => u.ranking(examid, org, size, offset)) : await u.ranking(examid, org, limit)
    return { grid: studentPreviewGrid(config, ranking, every ? ranking.items.length : limit), papers: ranking.papers, bands: bandTitles([], []) }
  }
  const sources = customTableSources(config)
  const [overview, rates, effective] = await Promise.all([
    u.overview(examid, org, config.scope, limit),
    sources.has('rates') ? u.rates(examid, org, config.scope, limit) : null,
    sources.has('effective') ? u.effective(examid, org, config.scope, limit) : null,
  ])
  // Papers the exam lacks are left out here (and to the caller's check, tableProblems), before any per-paper call.
  const known = tablePapers(config, overview.papers).map((p) => p.pindex)
  const [rankScales, segments] = await Promise.all([
    sources.has('rankScale') ? Promise.all(known.map((p) => u.rankScale(examid, org, config.scope, p, limit))) : [],
    sources.has('segments') ? Promise.all(known.map((p) => u.segments(examid, org, config.scope, p, limit))) : [],
  ])
  return { grid: previewGrid(config, overview, rates, limit, effective, rankScales, segments), papers: overview.papers, bands: bandTitles(rankScales, segments) }
}

/**
 * The preview of a table over several exams of one cohort: each exam's whole table (units: one page, a
 * grade's classes; students: every page, bounded), c's papers named by subject as the first exam reads
 * them, merged under the columns computed once from c and the union of the exams' papers.
 */
async function examsPreview(u: CustomTablesUpstream, exams: ReadonlyArray<{ examid: string; org: number; name: string }>, config: CustomTableConfig): Promise<CustomTableGrid> {
  const [first, ...rest] = exams
  const head = await examGrid(u, first!.examid, first!.org, config, MAX_PAGE_LIMIT, true)
  const named = namedConfig(config, head.papers)
  const parts = [head, ...(await Promise.all(rest.map((e) => examGrid(u, e.examid, e.org, named, MAX_PAGE_LIMIT, true))))]
  check(tableProblems({ exam: true, papers: unionPapers(parts.map((p) => p.papers)), config: named, name: 'preview' }))
  const columns = tableExamsColumns(named, parts)
  return mergedGrid(named, parts.map((p) => p.grid), exams.map((e) => e.name), columns.map((c) => c.title), PREVIEW_ROWS)
}

/** The wizard's actions: the live preview, generate, save and remove a template (issue 18; spec 3 §7). */
export default async function tableActions(app: FastifyInstance) {
  app.post<{ Body: CustomTablePreviewBody }>('/custom-tables/preview', {
    schema: { body: CustomTablePreviewBodySchema, response: { 200: Envelope(CustomTableGridSchema) } },
  }, async (request) => {
    const u = await allowed(app, request)
    const { examid, org, config } = request.body
    const more = request.body.moreExams ?? []
    if (more.length > 0) return { code: 0, data: await examsPreview(u, await cohort(u, [{ examid, org }, ...more]), config) }
    const first = await examGrid(u, examid, org, config, PREVIEW_ROWS)
    check(tableProblems({ exam: true, papers: first.papers, config, name: 'preview' }))
    return { code: 0, data: first.grid }
  })

  app.post<{ Body: CustomTableCreateBody }>('/custom-tables/create', {
    schema: { body: CustomTableCreateBodySchema, response: { 200: Envelope(CustomTableCreatedSchema) } },
  }, async (request) => {
    const u = await allowed(app, request)
    const { examid, org, config, name } = request.body
    const exams = [{ examid, org }, ...(request.body.moreExams ?? [])]
    if (exams.length > 1) await cohort(u, exams)
    const papers = await Promise.all(exams.map(async (e) => (await u.overview(e.examid, e.org, config.scope, 1)).papers))
    // Several exams: the task carries the papers by subject, as every exam resolves them (a pindex means another subject in another exam).
    const named = exams.length > 1 ? namedConfig(config, papers[0]!) : config
    check(tableProblems({ exam: true, papers: exams.length > 1 ? unionPapers(papers) : papers[0]!, config: named, name }))
    const created = await u.generate(name.trim(), exams, named)
    if (!created.isSuccess) throw bffError('BFF_ERR_CUSTOM_TABLE_CONFIG', { message: '表格生成任务创建失败，请稍后重试' })
    return { code: 0, data: { taskId: created.taskid, message: '表格生成中，完成后将自动下载' } }
  })

  app.post<{ Body: CustomTableTemplateBody }>('/custom-tables/templates', {
    schema: { body: CustomTableTemplateBodySchema, response: { 200: Envelope(CustomTableTemplateSavedSchema) } },
  }, async (request) => {
    const u = await allowed(app, request)
    const { tempid, config } = request.body
    const name = request.body.name.trim()
    // A template is a configuration without an exam: only its name and the non-empty picks are checked here.
    check(tableProblems({ exam: false, papers: [], config, name }).filter((m) => m !== TABLE_MESSAGES.noExam).map((m) => (m === TABLE_MESSAGES.noName ? '请输入模板名称' : m)))
    const saved = await u.saveTemplate({ name, cfgs: config }, tempid)
    return { code: 0, data: { tempid: saved.tempid, message: tempid ? '模板已更新' : '模板已保存' } }
  })

  app.post<{ Body: CustomTableTemplateRemoveBody }>('/custom-tables/templates/remove', {
    schema: { body: CustomTableTemplateRemoveBodySchema, response: { 200: Envelope(CustomTableTemplateRemovedSchema) } },
  }, async (request) => {
    const u = await allowed(app, request)
    try {
      await u.removeTemplate(request.body.tempid)
    } catch (error) {
      if (error instanceof BffError && error.kind === 'not-found') throw bffError('BFF_ERR_CUSTOM_TABLE_TEMPLATE_NOT_FOUND', { cause: error })
      throw error
    }
    return { code: 0, data: { message: '模板已删除' } }
  })
}
