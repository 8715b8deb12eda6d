import type { FastifyInstance } from 'fastify'
import { Envelope } from '@report/contracts/envelope'
import { ImportRecordsPageSchema } from '@report/contracts/bff/custom-import'
import { CUSTOM_IMPORT_PATHS, type ImportRecordsData } from '@report/contracts/upstream/custom-import'
import { toImportRecordView } from '../../domain/custom/import-preview.ts'
import { requireSession } from '../../lib/require-session.ts'
import { fetchCustomAccess } from './custom-upstream.ts'

/** /importDetails: the user's import records with their row counts and problems (spec 1 §7 fetchCustomImportRecords). */
export default async function importRecordsView(app: FastifyInstance) {
  app.get('/custom/import-records', { schema: { response: { 200: Envelope(ImportRecordsPageSchema) } } }, async (request, reply) => {
    const session = requireSession(request)
    const access = await fetchCustomAccess(app, session, 'import')
    const records = access.allowed ? (await app.upstream.json<ImportRecordsData>('POST', CUSTOM_IMPORT_PATHS.importRecords, session, {})).records : []
    reply.header('cache-control', 'no-store')
    return { code: 0, data: { access, records: records.map(toImportRecordView) } }
  })
}
