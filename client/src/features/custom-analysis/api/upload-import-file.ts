import type { UploadResult } from '@report/contracts/bff/custom-import'
import { BFF_PREFIX } from '@report/contracts/constants'
import { BffRequestError } from '../../../lib/bff-client.ts'

const NETWORK_MESSAGE = '上传失败，请检查网络后重试'

/**
 * Sends the file's bytes as they are (application/octet-stream) with XMLHttpRequest, the one browser
 * API that reports upload progress: `onProgress` gets the share sent (0–1), then the BFF reads the file.
 * The grade chosen makes the subjects' usual full scores the platform's for it.
 */
export function uploadImportFile(file: File, grade: string, onProgress: (sent: number) => void, signal?: AbortSignal): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', `${BFF_PREFIX}/custom/import/upload?${new URLSearchParams({ fileName: file.name, grade }).toString()}`)
    xhr.setRequestHeader('content-type', 'application/octet-stream')
    xhr.setRequestHeader('accept', 'application/json')
    xhr.withCredentials = true
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total)
    }
    xhr.onload = () => {
      let body: unknown
      try {
        body = JSON.parse(xhr.responseText)
      } catch {
        body = undefined
      }
      const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
      if (xhr.status >= 200 && xhr.status < 300 && record.code === 0) return resolve(record.data as UploadResult)
      reject(
        new BffRequestError({
          status: xhr.status,
          kind: typeof record.kind === 'string' ? (record.kind as BffRequestError['kind']) : 'upstream',
          code: typeof record.code === 'string' || typeof record.code === 'number' ? record.code : xhr.status,
          message: typeof record.message === 'string' ? record.message : NETWORK_MESSAGE,
          requestId: typeof record.requestId === 'string' ? record.requestId : '',
        }),
      )
    }
    xhr.onerror = () => reject(new BffRequestError({ status: 0, kind: 'upstream', code: 'NETWORK', message: NETWORK_MESSAGE, requestId: '' }))
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'))
    signal?.addEventListener('abort', () => xhr.abort())
    xhr.send(file)
  })
}
