import { DEFAULT_EXPORT_WAY, EXPORT_WAYS, type DownloadConfigBody, type DownloadConfigView, type ExamConfigValues, type ExamConfigView, type ReportExportView } from '@report/contracts/bff/tasks-config'
import { EXCEL_TABLE_KEYS, EXCEL_TABLE_LABELS, PACKAGE_TYPE, isExcelTableKey, type DownloadCfg } from '@report/contracts/upstream/tasks'
import type { ScopeRankScales, ScopeRates, ScopeSegments } from '@report/contracts/upstream/tasks-exam-scope'
import { VERSION_TIP } from '../shell/contact-card.ts'

/** spec 3 §3 download configuration: the eight tables and the zip layout. */
export function toDownloadConfigView(cfg: DownloadCfg): DownloadConfigView {
  return {
    packageType: cfg.package_type,
    packageOptions: [
      { value: PACKAGE_TYPE.byTable, label: '按报表分文件夹' },
      { value: PACKAGE_TYPE.bySubject, label: '全部文件放在一起' },
    ],
    tables: EXCEL_TABLE_KEYS.map((key) => ({ key, label: EXCEL_TABLE_LABELS[key], enabled: cfg.excel_cfgs[key] })),
    hint: '勾选要一键下载的报表，所有表格将打包为一个压缩文件',
    exportWays: EXPORT_WAYS.map((w) => ({ ...w })),
    defaultExportWay: DEFAULT_EXPORT_WAY,
  }
}

/** The body of the configuration page as the upstream's user-cfg (unknown keys ignored, missing ones kept). */
export function toDownloadCfg(body: DownloadConfigBody, current: DownloadCfg): DownloadCfg {
  const excel = { ...current.excel_cfgs }
  for (const [key, on] of Object.entries(body.tables)) if (isExcelTableKey(key)) excel[key] = on
  return { package_type: body.packageType, excel_cfgs: excel }
}

const toPercent = (x: number) => Math.round(x * 10000) / 100

export function toExamConfigValues(rates: ScopeRates, segments: ScopeSegments, scales: ScopeRankScales): ExamConfigValues {
  return {
    lines: { excellent: toPercent(rates.lines.excellent), good: toPercent(rates.lines.good), pass: toPercent(rates.lines.pass), low: toPercent(rates.lines.low) },
    subjectStep: segments.subjectStep,
    totalStep: segments.totalStep,
    ranks: [...scales.ranks],
    scales: [...scales.scales],
  }
}

export function toScopeSave(values: ExamConfigValues): { rates: ScopeRates; segments: ScopeSegments; scales: ScopeRankScales } {
  const share = (x: number) => Math.round(x * 100) / 10000
  return {
    rates: { lines: { excellent: share(values.lines.excellent), good: share(values.lines.good), pass: share(values.lines.pass), low: share(values.lines.low) } },
    segments: { subjectStep: values.subjectStep, totalStep: values.totalStep },
    scales: { ranks: [...values.ranks], scales: [...values.scales] },
  }
}

/** spec 3 §2: exam-config and report-export need a purchased version, otherwise the version tip. */
export function lockedFor(trialUser: boolean): { text: string } | null {
  return trialUser ? { text: VERSION_TIP } : null
}

export function toExamConfigView(examName: string, values: ExamConfigValues, canEdit: boolean, trialUser: boolean): ExamConfigView {
  return {
    examName,
    values,
    canEdit: canEdit && !trialUser,
    locked: lockedFor(trialUser),
    note: '保存后，一键下载与导出的三率、分数段、名次段、比例段表格按本设置生成',
  }
}

export function toReportExportView(examName: string, totalReportName: string, trialUser: boolean): ReportExportView {
  return {
    examName,
    options: [
      { key: 'total', label: totalReportName, description: '本次考试的总体分析报告' },
      { key: 'subject', label: '学科报告', description: '每个科目一份学科分析报告' },
      { key: 'class', label: '班级报告', description: '您可查看的每个班级一份班级分析报告' },
    ],
    locked: lockedFor(trialUser),
    note: '报告由 PDF 生成服务按 A4 逐份打印，合并为一个 PDF 文件。任务先“等待生成”，开始后显示进度，完成后自动下载，请勿关闭页面。',
  }
}
