import type { FastifyRequest } from 'fastify'
import { CUSTOM_IMPORT_LIMITS } from '@report/contracts/validators/custom-import'
import { IMPORT_FILE_MESSAGES, ImportFileError, readImportFile, type ImportTable } from '../../domain/custom/import-file.ts'
import { bffError } from '../../errors.ts'
import { oneUploadPerUser, readUploadBody, withUploadSlot } from '../../lib/upload-body.ts'

/**
 * The score file of an upload route (the custom import, add-data), read once the route has
 * authorised `user`: one upload of theirs at a time, the body within the file's byte bound, then its
 * table within the table's bounds, parsed as one of at most UPLOAD_READS_AT_ONCE at a time. A file
 * past a bound is a 413, a file the import cannot take a 400, each with the message that says why.
 */
export function readUploadedTable(request: FastifyRequest, user: string, fileName: string): Promise<ImportTable> {
  return oneUploadPerUser(user, async () => {
    const bytes = await readUploadBody(request, CUSTOM_IMPORT_LIMITS.maxBytes, IMPORT_FILE_MESSAGES.tooLarge)
    return withUploadSlot(async () => {
      try {
        return await readImportFile(bytes, fileName)
      } catch (error) {
        if (error instanceof ImportFileError) throw bffError(error.tooLarge ? 'BFF_ERR_CUSTOM_FILE_TOO_LARGE' : 'BFF_ERR_CUSTOM_FILE', { message: error.message })
        throw error
      }
    })
  })
}
