import { PassThrough } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import { Envelope } from '@report/contracts/envelope'
import { BFF_PREFIX } from '@report/contracts/constants'
import { XLSX_CONTENT_TYPE } from '@report/contracts/bff/xlsx'
import {
  ConfirmBodySchema,
  ConfirmResultSchema,
  CustomImportPageSchema,
  PreviewBodySchema,
  PreviewSchema,
  UploadQuerySchema,
  UploadResultSchema,
  type ConfirmBody,
  type ConfirmResult,
  type PreviewBody,
  type UploadQuery,
} from '@report/contracts/bff/custom-import'
import { writeImportFile } from '@report/contracts/upstream/custom-import-file'
import { CUSTOM_IMPORT_LIMITS, defaultFullScore, guessColumns } from '@report/contracts/validators/custom-import'
import { guessQuestionFull, paperPlans } from '@report/contracts/validators/question-columns'
import { ROLE_LABELS, checkImport, type ImportCheck } from '../../domain/custom/import-check.ts'
import type { ImportTable } from '../../domain/custom/import-file.ts'
import { echoCell, toPreview, unlistedText } from '../../domain/custom/import-preview.ts'
import { toImportTaskView } from '../../domain/custom/import-task.ts'
import { dashboardPath } from '../../domain/exams/to-exam-list-item.ts'
import { mapUpstreamError } from '../../domain/errors/map-upstream-error.ts'
import { attachmentDisposition } from '../../domain/tables/content-disposition.ts'
import { bffError } from '../../errors.ts'
import { requireSession } from '../../lib/require-session.ts'
import type { Session } from '../../lib/session.ts'
import { streamUploadBodies } from '../../lib/upload-body.ts'
import { writeXlsx } from '../../lib/xlsx-stream.ts'
import { fetchCustomAccess, fetchImportClasses, fetchImportRoster, requireCustomAccess } from './custom-upstream.ts'
import { ImportDrafts, type ImportDraft } from './import-drafts.ts'
import { fetchDefaultFullScores, fetchImportTasks, runImportTask } from './import-task-upstream.ts'
import { readUploadedTable } from './uploaded-table.ts'

const SAMPLE_ROWS = 5
/** Import tasks the page lists. */
const PAGE_TASKS = 10

/**
 * The import of a school's own scores (issue 18): page, upload, preview, problems download, confirm —
 * the import itself the platform's task (issue 32: init-task, upload-file, taskinfo).
 */
export default async function importView(app: FastifyInstance) {
  const drafts = new ImportDrafts()
  const checked = async (session: Session, body: PreviewBody, table: ImportTable): Promise<ImportCheck> => {
    const [classes, roster] = await Promise.all([fetchImportClasses(app, session), fetchImportRoster(app, session, body.grade)])
    const result = checkImport(body, table, classes, roster)
    if ('error' in result) throw bffError('BFF_ERR_INPUT_INVALID', { message: result.error })
    return result
  }
  const draftOf = (session: Session, id: string): ImportDraft => {
    const d = drafts.get(session.key, id)
    if (!d) throw bffError('BFF_ERR_CUSTOM_DRAFT_GONE')
    return d
  }

  app.get('/custom/import', { schema: { response: { 200: Envelope(CustomImportPageSchema) } } }, async (request, reply) => {
    const session = requireSession(request)
    const access = await fetchCustomAccess(app, session, 'import')
    const [classes, tasks] = access.allowed ? await Promise.all([fetchImportClasses(app, session), fetchImportTasks(app, session)]) : [{ schools: [], grades: [] }, []]
    reply.header('cache-control', 'no-store')
    return {
      code: 0,
      data: {
        access,
        limits: { maxBytes: CUSTOM_IMPORT_LIMITS.maxBytes, maxRows: CUSTOM_IMPORT_LIMITS.maxRows },
        grades: classes.grades.map((g) => ({ grade: g.grade, classCount: g.classes.length })),
        needSchool: classes.schools.length > 1,
        roleLabels: ROLE_LABELS,
        tasks: tasks.slice(0, PAGE_TASKS).map(toImportTaskView),
      },
    }
  })

  await app.register(async (upload) => {
    streamUploadBodies(upload, CUSTOM_IMPORT_LIMITS.maxBytes)
    upload.post<{ Querystring: UploadQuery }>(
      '/custom/import/upload',
      {
        // A file declared too large is refused with its own message before anything else.
        onRequest: async (request) => {
          if (Number(request.headers['content-length'] ?? 0) > CUSTOM_IMPORT_LIMITS.maxBytes) throw bffError('BFF_ERR_CUSTOM_FILE_TOO_LARGE')
        },
        schema: { querystring: UploadQuerySchema, response: { 200: Envelope(UploadResultSchema) } },
      },
      async (request) => {
        const session = requireSession(request)
        const owner = await requireCustomAccess(app, session, 'import')
        const fileName = request.query.fileName
        const table = await readUploadedTable(request, owner, fileName)
        const draft = drafts.add(session.key, owner, fileName, table)
        const sample = table.rows.slice(0, SAMPLE_ROWS).map((r) => r.map(echoCell))
        // Roles from the first rows; a question's full score from every row (the highest score in its column).
        const columns = guessColumns(table.headers, table.rows.slice(0, 50)).map((c, i) =>
          c.role === 'question' ? { ...c, fullScore: guessQuestionFull(table.rows.map((r) => r[i] ?? '')) ?? c.fullScore } : c,
        )
        // A subject's usual full score is the platform's for the grade; one it does not list, or no grade, gets the common guess.
        const usual = request.query.grade
          ? await fetchDefaultFullScores(app, session, request.query.grade).catch((err: unknown) => {
              request.log.warn({ err }, 'default subjects failed: full scores guessed')
              return new Map<string, number>()
            })
          : new Map<string, number>()
        const fullScores = Object.fromEntries(paperPlans(columns, {}).map((p) => [p.subject, p.questions.length > 0 ? p.fullScore : (usual.get(p.subject) ?? defaultFullScore(p.subject))]))
        return { code: 0, data: { draftId: draft.id, fileName, format: table.format, rowCount: table.rows.length, headers: table.headers.map(echoCell), sample, columns, fullScores } }
      },
    )
  })

  app.post<{ Body: PreviewBody }>('/custom/import/preview', { schema: { body: PreviewBodySchema, response: { 200: Envelope(PreviewSchema) } } }, async (request) => {
    const session = requireSession(request)
    const draft = draftOf(session, request.body.draftId)
    const { check, subjects, classes, roster } = await checked(session, request.body, draft.table)
    drafts.setProblems(draft, [...check.problems, ...(roster?.warnings ?? [])].sort((a, b) => a.row - b.row), check.problemCount - check.problems.length)
    const href = `${BFF_PREFIX}/custom/import/problems?${new URLSearchParams({ draftId: draft.id }).toString()}`
    return { code: 0, data: toPreview(check, subjects, classes, href, roster) }
  })

  app.get<{ Querystring: { draftId: string } }>(
    '/custom/import/problems',
    { schema: { querystring: Type.Object({ draftId: Type.String({ minLength: 1, maxLength: 64 }) }) } },
    async (request, reply) => {
      const session = requireSession(request)
      const draft = draftOf(session, request.query.draftId)
      const problems = draft.problems ?? []
      const out = new PassThrough()
      writeXlsx(out, [
        {
          name: '问题清单',
          header: [{ title: '行号', width: 8, numFmt: '0' }, { title: '列', width: 16 }, { title: '问题', width: 24 }, { title: '单元格内容', width: 20, text: true }],
          rows: [...problems.map((p) => [p.row, p.column, p.message, p.value]), ...(draft.unlistedProblems > 0 ? [['', '', unlistedText(draft.unlistedProblems), '']] : [])],
        },
      ]).catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))))
      const base = draft.fileName.replace(/\.[^.]*$/, '')
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', attachmentDisposition(`${base}-问题清单.xlsx`, 'problems.xlsx'))
        .header('cache-control', 'no-store')
        .send(out)
    },
  )

  app.post<{ Body: ConfirmBody }>('/custom/import/confirm', { schema: { body: ConfirmBodySchema, response: { 200: Envelope(ConfirmResultSchema) } } }, async (request) => {
    const session = requireSession(request)
    await requireCustomAccess(app, session, 'import')
    const draft = draftOf(session, request.body.draftId)
    // One import per draft: a second confirmation while the first is under way gets its answer.
    const data = await drafts.confirmOnce(draft, () => importDraft(session, draft, request.body))
    return { code: 0, data }
  })

  const importDraft = async (session: Session, draft: ImportDraft, body: ConfirmBody): Promise<ConfirmResult> => {
    const { check, papers, counts } = await checked(session, body, draft.table)
    if (check.rows.length === 0) throw bffError('BFF_ERR_CUSTOM_REJECTED', { message: '没有可导入的成绩：每一行都有问题，请修改文件或列的对应关系' })
    const definition = {
      name: body.name.trim(),
      grade: body.grade,
      fileName: draft.fileName,
      papers: papers.map((p) =>
        p.questions.length > 0 ? { subject: p.subject, manfen: p.fullScore, questions: p.questions.map((q) => ({ name: String(q.question), score: q.fullScore })) } : { subject: p.subject, manfen: p.fullScore },
      ),
      totalRows: draft.table.rows.length,
      skippedRows: check.badRows,
      problems: counts.map((c) => ({ kind: c.kind, count: c.count })),
    }
    const task = toImportTaskView(await runImportTask(app, session, definition, writeImportFile(definition.papers, check.rows)))
    // A failed import keeps the draft for another try; one under way or done has used it.
    if (task.state === 'failed') throw bffError('BFF_ERR_CUSTOM_REJECTED', { message: task.message })
    return task
  }
}
