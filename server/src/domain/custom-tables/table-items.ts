import type { CustomTableItem, CustomTableTemplateView } from '@report/contracts/bff/custom-tables'
import { CUSTOM_TABLE_INDICATOR_INFO, CUSTOM_TABLE_SCOPE_LABEL, CUSTOM_TABLE_TEMPLATE_KEY, namedPaperCount, type TableTemplate } from '@report/contracts/upstream/custom-table'
import type { NormTask } from '@report/contracts/upstream/tasks-norm'
import { TASK_FILE_ROUTE } from '../tasks/download-url.ts'
import { normRow } from '../tasks/task-rows.ts'

/** A norm task is a custom table when its template is the custom-table one (the others are export-menu packages). */
export const isCustomTable = (task: Pick<NormTask, 'cfgs'>): boolean => task.cfgs.templates.includes(CUSTOM_TABLE_TEMPLATE_KEY)

/**
 * tableItem(t, names, origin) = a list entry of a custom table: the panel's reading of its status
 * (spec 3 §4 custom (norm): below 3 generating, 3 done, 4 failed, else invalid) and download link, with
 * the name of its (first) exam.
 */
export function tableItem(task: NormTask, examNames: ReadonlyMap<string, string>, upstreamOrigin: string): CustomTableItem {
  const row = normRow(task, upstreamOrigin)
  const first = task.exams[0]
  const examName = task.exams.map((e) => examNames.get(`${e.examid}:${e.org}`) ?? '').filter(Boolean).join('、') || (first ? first.examid : '')
  return { id: row.id, name: row.name, examName, createdAt: row.createdAt, state: row.state, statusText: row.statusText, downloadUrl: row.downloadUrl }
}

/** The upstream path the BFF reads a done table's file from (its file route's src), or null (no file, or a file elsewhere). */
export function tableFileSource(item: Pick<CustomTableItem, 'downloadUrl'>): string | null {
  const url = item.downloadUrl
  if (!url || !url.startsWith(`${TASK_FILE_ROUTE}?src=`)) return null
  return decodeURIComponent(url.slice(`${TASK_FILE_ROUTE}?src=`.length))
}

/** A template as the lists and the wizard show it: name and a one-line summary of what it builds. */
export function templateView(t: TableTemplate): CustomTableTemplateView {
  const indicators = t.cfgs.indicators.map((k) => CUSTOM_TABLE_INDICATOR_INFO[k].title).join('、')
  return {
    tempid: t.tempid,
    name: t.name,
    config: t.cfgs,
    summary: `按${CUSTOM_TABLE_SCOPE_LABEL[t.cfgs.scope]} · ${namedPaperCount(t.cfgs)} 个科目 · ${indicators}${t.cfgs.privacy ? ' · 隐私保护' : ''}`,
  }
}
