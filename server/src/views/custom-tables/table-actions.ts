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
import { customTableSources } from '@report/contracts/upstream/custom-table'
import { PREVIEW_ROWS, previewGrid, studentPreviewGrid } from '../../domain/custom-tables/preview-grid.ts'
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

/** The wizard's actions: the live preview, generate, save and remove a template (issue 18; spec 3 §7). */
export default async function tableActions(app: FastifyInstance) {
  app.post<{ Body: CustomTablePreviewBody }>('/custom-tables/preview', {
    schema: { body: CustomTablePreviewBodySchema, response: { 200: Envelope(CustomTableGridSchema) } },
  }, async (request) => {
    const u = await allowed(app, request)
    const { examid, org, config } = request.body
    if (config.scope === 3) {
      const ranking = await u.ranking(examid, org, PREVIEW_ROWS)
      check(tableProblems({ exam: true, papers: ranking.papers, config, name: 'preview' }))
      return { code: 0, data: studentPreviewGrid(config, ranking) }
    }
    const sources = customTableSources(config)
    const [overview, rates, effective] = await Promise.all([
      u.overview(examid, org, config.scope, PREVIEW_ROWS),
      sources.has('rates') ? u.rates(examid, org, config.scope, PREVIEW_ROWS) : null,
      sources.has('effective') ? u.effective(examid, org, config.scope, PREVIEW_ROWS) : null,
    ])
    check(tableProblems({ exam: true, papers: overview.papers, config, name: 'preview' }))
    const [rankScales, segments] = await Promise.all([
      sources.has('rankScale') ? Promise.all(config.pindexes.map((p) => u.rankScale(examid, org, config.scope, p, PREVIEW_ROWS))) : [],
      sources.has('segments') ? Promise.all(config.pindexes.map((p) => u.segments(examid, org, config.scope, p, PREVIEW_ROWS))) : [],
    ])
    return { code: 0, data: previewGrid(config, overview, rates, PREVIEW_ROWS, effective, rankScales, segments) }
  })

  app.post<{ Body: CustomTableCreateBody }>('/custom-tables/create', {
    schema: { body: CustomTableCreateBodySchema, response: { 200: Envelope(CustomTableCreatedSchema) } },
  }, async (request) => {
    const u = await allowed(app, request)
    const { examid, org, config, name } = request.body
    const { papers } = await u.overview(examid, org, config.scope, 1)
    check(tableProblems({ exam: true, papers, config, name }))
    const created = await u.generate(name.trim(), examid, org, config)
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
    check(tableProblems({ exam: true, papers: config.pindexes.map((pindex) => ({ pindex })), config, name }).map((m) => (m === TABLE_MESSAGES.noName ? '请输入模板名称' : m)))
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
