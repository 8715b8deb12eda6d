import type { AddDataCheck, AddDataCommitBody, AddDataView } from '@report/contracts/bff/settings-sync'
import { BFF_PREFIX } from '@report/contracts/constants'
import useSWR from 'swr'
import { bffGet, bffPost, BffRequestError } from '../../../lib/bff-client.ts'

export interface PaperChoice {
  examid: string
  org: string
  schoolid: string | null
  pindex: string | null
}

export function addDataKey(c: PaperChoice): string {
  const q = new URLSearchParams({ examid: c.examid, org: c.org })
  if (c.schoolid) q.set('schoolid', c.schoolid)
  if (c.pindex) q.set('pindex', c.pindex)
  return `/exam-sync/add-data?${q.toString()}`
}

export function useAddData(choice: PaperChoice | null) {
  return useSWR(choice ? addDataKey(choice) : null, (key: string) => bffGet<AddDataView>(key), { revalidateOnFocus: false })
}

/** Sends the file's bytes as they are; the BFF reads it and checks every row. */
export async function checkAddDataFile(file: File, paper: { examid: string; org: string; schoolid: string; pindex: string }): Promise<AddDataCheck> {
  const q = new URLSearchParams({ ...paper, fileName: file.name })
  let response: Response
  try {
    response = await fetch(`${BFF_PREFIX}/exam-sync/add-data/check?${q.toString()}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/octet-stream', accept: 'application/json' },
      body: file,
    })
  } catch {
    throw new BffRequestError({ status: 0, kind: 'upstream', code: 'NETWORK', message: '上传失败，请检查网络后重试', requestId: '' })
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>
  if (response.ok && body.code === 0) return body.data as AddDataCheck
  throw new BffRequestError({
    status: response.status,
    kind: typeof body.kind === 'string' ? (body.kind as BffRequestError['kind']) : 'upstream',
    code: typeof body.code === 'string' || typeof body.code === 'number' ? body.code : response.status,
    message: typeof body.message === 'string' ? body.message : '上传失败，请稍后再试',
    requestId: typeof body.requestId === 'string' ? body.requestId : '',
  })
}

export const commitAddData = (body: AddDataCommitBody) => bffPost<{ added: number; message: string }>('/exam-sync/add-data/commit', body)
