import type { DiagnosisSave, ReportBlock } from '@report/contracts/bff/report-page'
import type { ReportTemplate, ReportTemplateRef, ReportTemplateSetRequest } from '@report/contracts/upstream/report-templates'

export type DiagnosisBlock = Extract<ReportBlock, { kind: 'diagnosis' }>

/** The page's part of a diagnosis template (spec 2 §7 report{category, type}): e.g. teacher + the paper. */
export interface DiagnosisTemplate {
  category: string
  type: string
  /** The title a diagnosis shows until its author renames it. */
  name?: string
}

export const DIAGNOSIS_BLOCK_ID = 'diagnosis'
export const DIAGNOSIS_DEFAULT_NAME = '教师诊断'

/** The template a diagnosis is saved under: the page's category and type, and the view's focus school and county. */
export function diagnosisRef(template: DiagnosisTemplate, focus: { lkschool?: string; qxschool?: string }): ReportTemplateRef {
  return {
    category: template.category,
    type: template.type,
    ...(focus.lkschool ? { schoolid: focus.lkschool } : {}),
    ...(focus.qxschool ? { countyid: focus.qxschool } : {}),
  }
}

/**
 * Spec 2 §6 report editing: the report-edit flag of the user decides; a PDF export never edits (the
 * client hides an empty diagnosis there).
 */
export function canEditReport(user: { reportEdit?: boolean | undefined }, exportMode: boolean): boolean {
  return user.reportEdit === true && !exportMode
}

/** The diagnosis block of a saved template (name '' and data '' when nothing is saved). */
export function toDiagnosisBlock(saved: ReportTemplate, ref: ReportTemplateRef, editable: boolean, defaultName = DIAGNOSIS_DEFAULT_NAME): DiagnosisBlock {
  return { kind: 'diagnosis', id: DIAGNOSIS_BLOCK_ID, name: saved.name.trim() || defaultName, html: saved.data, editable, template: ref }
}

/** The upstream set body of a save (the html is passed as it is: the client sanitises it when it loads and saves). */
export function templateSetBody(save: DiagnosisSave): ReportTemplateSetRequest {
  const org = save.org === undefined || save.org === '' ? undefined : Number(save.org)
  return {
    examid: save.examid,
    ...(org === undefined ? {} : { org }),
    report: diagnosisRefOf(save.template),
    name: save.name.trim() || DIAGNOSIS_DEFAULT_NAME,
    data: save.html,
  }
}

function diagnosisRefOf(template: DiagnosisSave['template']): ReportTemplateRef {
  return diagnosisRef(template, { ...(template.schoolid ? { lkschool: template.schoolid } : {}), ...(template.countyid ? { qxschool: template.countyid } : {}) })
}
