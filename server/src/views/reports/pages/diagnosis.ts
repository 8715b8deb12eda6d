import type { ReportBlock } from '@report/contracts/bff/report-page'
import { REPORT_TEMPLATE_PATHS, TEMPLATE_BODY_LIMIT_BYTES, type ReportTemplate, type ReportTemplateRef } from '@report/contracts/upstream/report-templates'
import { canEditReport, DIAGNOSIS_BLOCK_ID, diagnosisRef, toDiagnosisBlock, type DiagnosisTemplate } from '../../../domain/reports/diagnosis.ts'
import { getUser } from '../../shell-upstream.ts'
import { ViewUpstream } from '../../upstream-calls.ts'
import type { ReportContext } from '../report-context.ts'

/** Client path of a report-template call (upstream-path rules add /report, and rewrite obt to pdf in a PDF export). */
export function templatePath(which: keyof typeof REPORT_TEMPLATE_PATHS): string {
  return REPORT_TEMPLATE_PATHS[which].slice('/report'.length)
}

function readTemplate(upstream: ViewUpstream, ctx: ReportContext, ref: ReportTemplateRef): Promise<ReportTemplate> {
  const { examid, org } = ctx.frame
  // A saved diagnosis may hold a 10 MB image as base64: more than the usual cap on buffered answers.
  return upstream.json<ReportTemplate>('POST', templatePath('get'), { examid, ...(org === undefined ? {} : { org }), report: ref }, { maxBodyBytes: TEMPLATE_BODY_LIMIT_BYTES + 64 * 1024 })
}

/**
 * 教师诊断 (spec 2 §3, §6): the user's own saved text for this page's template, editable with the
 * report-edit flag. Pages put it in their Promise.all so it loads beside their other calls. When the
 * saved text cannot be read the block is a notice, never an empty editor that would overwrite it.
 */
export async function diagnosisBlock(ctx: ReportContext, template: DiagnosisTemplate): Promise<ReportBlock> {
  const upstream = new ViewUpstream(ctx.app, ctx.session, ctx.log)
  const ref = diagnosisRef(template, ctx.frame)
  const [user, saved] = await Promise.allSettled([getUser(upstream), readTemplate(upstream, ctx, ref)])
  if (saved.status === 'rejected') {
    ctx.log.warn({ err: saved.reason, template: ref }, 'teacher diagnosis could not be read')
    return { kind: 'notice', id: DIAGNOSIS_BLOCK_ID, tone: 'warning', title: template.name ?? '教师诊断', text: '教师诊断暂时无法加载，请稍后刷新页面。' }
  }
  const editable = user.status === 'fulfilled' && canEditReport(user.value, ctx.session.exportMode)
  return toDiagnosisBlock(saved.value, ref, editable, template.name)
}
