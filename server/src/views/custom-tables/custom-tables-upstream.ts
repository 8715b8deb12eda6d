import { customTableLevel, CUSTOM_TABLE_TEMPLATE_KEY, type CustomTableConfig, type TableTemplate, type TableTemplateListData, type TableTemplateWrite, type TemplateExam, type TemplateExamListData } from '@report/contracts/upstream/custom-table'
import { TABLE_FORM_PARAM, type TableForm, type TableFormCreate, type TableFormData, type TableFormListData } from '@report/contracts/upstream/custom-table-forms'
import type { OverviewData } from '@report/contracts/upstream/reports/overview'
import type { RatesData } from '@report/contracts/upstream/reports/rates'
import type { RankingData } from '@report/contracts/upstream/reports/ranking'
import type { EffectiveData } from '@report/contracts/upstream/reports/effective'
import type { RankScaleData } from '@report/contracts/upstream/reports/rank-scale'
import type { SegmentsData } from '@report/contracts/upstream/reports/segments'
import { TaskUpstream } from '../tasks-upstream.ts'
import type { ViewUpstream } from '../upstream-calls.ts'
import type { UpstreamUser } from '@report/contracts/upstream/user'
import { CUSTOM_EXAM_ORG, visibleExamsOf } from '../../domain/custom/custom-exam-visibility.ts'

/**
 * The upstream calls of custom tables (spec 3 §7 "Custom (norm) tasks", "Table templates"; spec 2 §7
 * overview): the one place that names their paths. Tasks go through the task services' module.
 * A table is a form (/analysis/v1/cfg/form: name, exams, configuration) and the norm task that writes
 * its file, the task naming the form in params.formid.
 */
export class CustomTablesUpstream {
  readonly tasks: TaskUpstream

  constructor(private readonly u: ViewUpstream) {
    this.tasks = new TaskUpstream(u)
  }

  /** The exams a table may be made of, kept to what the user may see (another's custom exam is not among them). */
  exams = async (): Promise<TemplateExam[]> => {
    const { exams } = await this.u.json<TemplateExamListData>('POST', '/pri/v1/template/exam/list', {})
    if (!exams.some((e) => e.org === CUSTOM_EXAM_ORG)) return exams
    const { user } = await this.u.json<{ user: UpstreamUser }>('GET', '/obt/v1/user/info')
    return visibleExamsOf(exams, user.id)
  }
  templates = (): Promise<TableTemplate[]> => this.u.json<TableTemplateListData>('POST', '/task/v1/template/list', {}).then((d) => d.templates)
  saveTemplate = (body: TableTemplateWrite, tempid?: string) =>
    this.u.json<{ tempid: string }>('POST', tempid ? `/mod/v1/template/update?tempid=${encodeURIComponent(tempid)}` : '/mod/v1/template/create', body)
  removeTemplate = (tempid: string) => this.u.json<unknown>('POST', `/mod/v1/template/remove?tempid=${encodeURIComponent(tempid)}`, {})

  forms = (): Promise<TableForm[]> => this.u.json<TableFormListData>('GET', '/analysis/v1/cfg/form/list').then((d) => d.forms)
  form = (formid: string): Promise<TableForm> => this.u.json<TableFormData>('GET', `/analysis/v1/cfg/form/get?formid=${encodeURIComponent(formid)}`).then((d) => d.form)
  createForm = (body: TableFormCreate): Promise<string> => this.u.json<{ formid: string }>('POST', '/analysis/v1/cfg/form/create', body).then((d) => d.formid)

  /** The 总体概况 rows of the scope's level: the statistics the report page shows and the file is written from. */
  overview = (examid: string, org: number, scope: CustomTableConfig['scope'], limit: number) =>
    this.u.json<OverviewData>('POST', '/api/v4/exam/overview', { examid, org, level: customTableLevel(scope), offset: 0, limit })

  /** The 三率 rows of the same units, on the lines the exam is published against (no lines asked): the rate pages' figures. */
  rates = (examid: string, org: number, scope: CustomTableConfig['scope'], limit: number) =>
    this.u.json<RatesData>('POST', '/api/v4/exam/rates', { examid, org, level: customTableLevel(scope), offset: 0, limit })

  /** The 有效分 rows of the same units on the upstream's default line (no line asked, as the 有效分分析 page asks). */
  effective = (examid: string, org: number, scope: CustomTableConfig['scope'], limit: number) =>
    this.u.json<EffectiveData>('POST', '/api/v4/exam/standardEffective', { examid, org, level: customTableLevel(scope), offset: 0, limit })

  /** 名次段 of one paper's units on the exam's own cut-offs (report-byRankScale's call). */
  rankScale = (examid: string, org: number, scope: CustomTableConfig['scope'], pindex: number, limit: number) =>
    this.u.json<RankScaleData>('POST', '/analysis/v1/exam/scale/table', { examid, org, level: customTableLevel(scope), pindex, offset: 0, limit })

  /** 分数段 of one paper's units on the exam's segment step (report-segment's call). */
  segments = (examid: string, org: number, scope: CustomTableConfig['scope'], pindex: number, limit: number) =>
    this.u.json<SegmentsData>('POST', '/api/v4/exam/segment/studentCount', { examid, org, level: customTableLevel(scope), pindex, offset: 0, limit })

  /** A page of 成绩排名's students (总分 from the top): the rows of a table of students (scope 3), as the ranking page lists them. */
  ranking = (examid: string, org: number, limit: number, offset = 0) =>
    this.u.json<RankingData>('POST', '/analysis/v1/exam/irrank/table', { examid, org, offset, limit })

  /**
   * Generate: the table's form, then a custom norm task over its exams (one, or several of one cohort:
   * one sheet, a column group each) whose params carry the configuration and name the form.
   */
  generate = async (name: string, exams: ReadonlyArray<{ examid: string; org: number }>, config: CustomTableConfig) => {
    const formid = await this.createForm({ name, exams: exams.map(({ examid, org }) => ({ examid, org })), cfgs: config })
    return this.tasks.createNorm({
      name,
      type: exams.length > 1 ? 2 : 1,
      zip_style: 1,
      exams: exams.map(({ examid, org }) => ({ examid, org })),
      cfgs: { api_serv: 'report', templates: [CUSTOM_TABLE_TEMPLATE_KEY], folderid: '' },
      params: { table: config, [TABLE_FORM_PARAM]: formid },
    })
  }
}
