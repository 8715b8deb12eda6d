import type { ContrastCreateBody, ContrastStatusView } from '@report/contracts/bff/contrast'
import { bffPost } from '../../../lib/bff-client.ts'

export const createContrast = (body: ContrastCreateBody) => bffPost<{ id: string; historyHref: string }>('/contrast/create', body)
export const retryContrast = (id: string) => bffPost<ContrastStatusView>(`/contrast/${encodeURIComponent(id)}/retry`, {})
export const renameContrast = (id: string, name: string) => bffPost<null>(`/contrast/${encodeURIComponent(id)}/rename`, { name })
export const removeContrast = (id: string) => bffPost<null>(`/contrast/${encodeURIComponent(id)}/remove`, {})
export const forgetContrastChoices = (anchor: { examid: string; org: number }) => bffPost<null>('/contrast/template/remove', anchor)
