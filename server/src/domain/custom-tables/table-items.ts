import type { CustomTableItem, CustomTableTemplateView } from '@report/contracts/bff/custom-tables'
import { CUSTOM_TABLE_INDICATOR_INFO, CUSTOM_TABLE_SCOPE_LABEL, CUSTOM_TABLE_TEMPLATE_KEY, namedPaperCount, type TableTemplate } from '@report/contracts/upstream/custom-table'
import { TABLE_FORM_PARAM, type TableForm } from '@report/contracts/upstream/custom-table-forms'
import type { NormTask } from '@report/contracts/upstream/tasks-norm'
import { TASK_FILE_ROUTE } from '../tasks/download-url.ts'
import { normRow } from '../tasks/task-rows.ts'

/** A norm task is a custom table when its template is the custom-table one (the others are export-menu packages). */
export const isCustomTable = (task: Pick<NormTask, 'cfgs'>): boolean => task.cfgs.templates.includes(CUSTOM_TABLE_TEMPLATE_KEY)

/** The id of the form a table's task names (params.formid), or null (a table made before forms, or another platform's task). */
export function tableFormId(task: Pick<NormTask, 'params'>): string | null {
  const id = task.params[TABLE_FORM_PARAM]
  return typeof id === 'string' && id !== '' ? id : typeof id === 'number' ? String(id) : null
}

/**
 * tableItem(t, names, origin, form) = a list entry of a custom table: the panel's reading of its status
 * (spec 3 §4 custom (norm): below 3 generating, 3 done, 4 failed, else invalid) and download link, with
 * the name of its exams. Name and exams are the form's where the task names one the platform keeps
 * (the table as the platform now has it), else the task's own.
 */
export function tableItem(task: NormTask, examNames: ReadonlyMap<string, string>, upstreamOrigin: string, form?: Pick<TableForm, 'name' | 'exams'>): CustomTableItem {
  const row = normRow(task, upstreamOrigin)
  const exams = form?.exams ?? task.exams
  const first = exams[0]
  const examName = exams.map((e) => examNames.get(`${e.examid}:${e.org}`) ?? '').filter(Boolean).join('、') || (first ? first.examid : '')
  return { id: row.id, name: form?.name ?? row.name, examName, createdAt: row.createdAt, state: row.state, statusText: row.statusText, downloadUrl: row.downloadUrl }
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
