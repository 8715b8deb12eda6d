import type { ErrorKind } from '@report/contracts/bff/error'
import { BffRequestError } from '../../lib/bff-client.ts'
import { filenameFromDisposition, tableExportHref, type ExportRef } from './logic/export-href.ts'

const FAILED = '下载失败，请稍后重试'

/**
 * Downloads a table through GET /report/bff/table-export (every row, streamed as .xlsx by the BFF)
 * and hands it to the browser under the name the BFF gives. A refusal arrives as the BFF's error
 * shape and is thrown as a BffRequestError for notifyError.
 */
export async function downloadTable(ref: ExportRef, signal?: AbortSignal): Promise<string> {
  let response: Response
  try {
    response = await fetch(tableExportHref(ref), { credentials: 'same-origin', signal: signal ?? null })
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause
    throw new BffRequestError({ status: 0, kind: 'upstream', code: 'NETWORK', message: '网络连接失败，请检查网络后重试', requestId: '' })
  }
  const type = response.headers.get('content-type') ?? ''
  if (!response.ok || type.includes('json')) {
    const body = (await response.json().catch(() => null)) as { code?: unknown; kind?: unknown; message?: unknown; requestId?: unknown } | null
    throw new BffRequestError({
      status: response.status,
      kind: typeof body?.kind === 'string' ? (body.kind as ErrorKind) : 'upstream',
      code: typeof body?.code === 'number' || typeof body?.code === 'string' ? body.code : response.status,
      message: typeof body?.message === 'string' && body.message ? body.message : FAILED,
      requestId: typeof body?.requestId === 'string' ? body.requestId : response.headers.get('x-request-id') ?? '',
    })
  }
  const blob = await response.blob()
  const name = filenameFromDisposition(response.headers.get('content-disposition'), `${ref.filename ?? '表格'}.xlsx`)
  const url = URL.createObjectURL(blob)
  const anchor = document.createElement('a')
  anchor.href = url
  anchor.download = name
  anchor.style.display = 'none'
  document.body.append(anchor)
  anchor.click()
  anchor.remove()
  // Long enough for the browser to take the file over.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
  return name
}
