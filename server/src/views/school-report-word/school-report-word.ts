import type { FastifyInstance } from 'fastify'
import { Packer } from 'docx'
import { Envelope } from '@report/contracts/envelope'
import { BFF_PREFIX } from '@report/contracts/constants'
import type { ReportBlock } from '@report/contracts/bff/report-page'
import { DOCX_MEDIA_TYPE, SchoolReportWordExamsSchema, SchoolReportWordQuerySchema, type SchoolReportWordQuery } from '@report/contracts/bff/school-report-word'
import { bffError } from '../../errors.ts'
import { toUpstreamPath } from '../../domain/gateway/upstream-path.ts'
import { reportFileName, schoolReportDocument } from '../../domain/school-report-word/report-document.ts'
import { requireSession } from '../../lib/require-session.ts'
import { examListPage } from '../exam-list-upstream.ts'
import { tableDescription, type PageKit } from '../reports/define.ts'
import { metricNotes, settingsReadBy } from '../../domain/metrics/line-legends.ts'
import { pageSettingsVersionText } from '../../domain/metrics/settings-version.ts'
import { REPORT_PAGES } from '../reports/pages/index.ts'
import { ReportContext } from '../reports/report-context.ts'
import { formatDate } from '@report/contracts/format/date-time'

const SCHOOL_REPORT = REPORT_PAGES.find((page) => page.route === 'school-report')
/** The Word report prints a table's first rows like a printed report page (units, not students). */
const WORD_ROWS = 200
const EXAMS_SHOWN = 20

/** Beijing date for the cover line. */
const beijingToday = () => formatDate(Date.now())

/** /schoolReportWord (issue 21): the exams to choose from, and the school's 学校分析 as a .docx. */
export default async function schoolReportWordViews(app: FastifyInstance) {
  app.get('/school-report-word/exams', { schema: { response: { 200: Envelope(SchoolReportWordExamsSchema) } } }, async (request) => {
    const session = requireSession(request)
    const path = (toUpstreamPath('/obt/v1/exam/compare/list', session.exportMode) as { path: string }).path
    const page = await examListPage(app, path, session, { offset: 0, limit: EXAMS_SHOWN })
    return {
      code: 0,
      data: {
        total: page.total,
        exams: page.exams.map((exam) => ({
          examid: exam.examid,
          org: exam.org,
          grade: exam.grade,
          name: exam.name,
          date: formatDate(exam.time),
          downloadUrl: `${BFF_PREFIX}/school-report-word?${new URLSearchParams({ examid: exam.examid, org: String(exam.org), grade: exam.grade }).toString()}`,
        })),
      },
    }
  })

  app.get<{ Querystring: SchoolReportWordQuery }>('/school-report-word', { schema: { querystring: SchoolReportWordQuerySchema } }, async (request, reply) => {
    const session = requireSession(request)
    if (!SCHOOL_REPORT) throw bffError('BFF_ERR_REPORT_NOT_FOUND')
    const page = SCHOOL_REPORT
    const { examid, org, grade, lkschool, group } = request.query
    const ctx = new ReportContext(app, session, request.log, { route: page.route, examid, ...(org ? { org } : {}), ...(grade ? { grade } : {}), ...(lkschool ? { lkschool } : {}), ...(group ? { group } : {}) })
    const access = await ctx.access()
    // A Word report is a download: the same verdict as 下载表格 (permission, trial exam, download ban).
    if (!access.canDownload) throw bffError('BFF_ERR_REPORT_DOWNLOAD_FORBIDDEN')
    const kit: PageKit = {
      table: async (def) => {
        const [table, description] = await Promise.all([def.load(ctx, { page: 1, pageSize: WORD_ROWS, sort: null }), tableDescription(def, ctx)])
        return { kind: 'table', id: def.id, title: def.title, ...(description ? { description } : {}), remote: def.remote, table }
      },
      chart: (id, title, chart): ReportBlock => ({ kind: 'chart', id, title, chart }),
    }
    const [body, exam] = await Promise.all([page.build(ctx, kit), ctx.exam()])
    const schoolName = body.subtitle ?? ''
    const document = schoolReportDocument({
      examName: exam.name,
      grade: exam.grade,
      schoolName,
      generatedOn: beijingToday(),
      blocks: body.blocks,
      notes: [...metricNotes(page.notes, body.lines), ...(page.extraNotes ?? [])],
      settingsVersion: pageSettingsVersionText(exam.settings, settingsReadBy(page.notes)),
    })
    const buffer = await Packer.toBuffer(document)
    const filename = reportFileName(schoolName, exam.name)
    return reply
      .header('content-type', DOCX_MEDIA_TYPE)
      .header('content-disposition', `attachment; filename="school-report.docx"; filename*=UTF-8''${encodeURIComponent(filename)}`)
      .header('cache-control', 'no-store')
      .send(buffer)
  })
}
