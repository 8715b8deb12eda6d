import { AlignmentType, BorderStyle, Document, HeadingLevel, Paragraph, ShadingType, Table, TableCell, TableRow, TextRun, WidthType } from 'docx'
import type { MetricNote } from '@report/contracts/bff/metric-notes'
import type { ReportBlock } from '@report/contracts/bff/report-page'
import type { TableColumn, TableView } from '@report/contracts/bff/table'

export interface SchoolReportFacts {
  examName: string
  grade: string
  schoolName: string
  /** The date printed on the cover line (YYYY/MM/DD). */
  generatedOn: string
  blocks: readonly ReportBlock[]
  notes: readonly MetricNote[]
  /** The settings version the report's figures were computed with; null: none read. */
  settingsVersion: string | null
}

/** A leaf column with the titles of the groups above it (grouped headers flatten to 语文·平均分). */
export function leafColumns(columns: readonly TableColumn[]): Array<{ key: string; title: string }> {
  const out: Array<{ key: string; title: string }> = []
  const walk = (cols: ReadonlyArray<{ key: string; title: string; children?: ReadonlyArray<{ key: string; title: string; children?: unknown }> }>, prefix: string) => {
    for (const col of cols) {
      const title = prefix ? `${prefix}·${col.title}` : col.title
      if (Array.isArray(col.children) && col.children.length > 0) walk(col.children as never, title)
      else out.push({ key: col.key, title })
    }
  }
  walk(columns as never, '')
  return out
}

/** The rows of a table view as text, header first (what the Word table holds). */
export function tableText(table: TableView): string[][] {
  const leaves = leafColumns(table.columns)
  return [leaves.map((l) => l.title), ...table.rows.map((row) => leaves.map((l) => String(row.cells[l.key] ?? '--')))]
}

/** A chart in a document is its numbers: one row per label, one column per series. */
export function chartText(chart: Extract<ReportBlock, { kind: 'chart' }>['chart']): string[][] {
  if (chart.labels.length === 0) return []
  return [['', ...chart.series.map((s) => s.name)], ...chart.labels.map((label, i) => [label, ...chart.series.map((s) => (s.values[i] === null || s.values[i] === undefined ? '--' : String(s.values[i])))])]
}

const FONT = 'Microsoft YaHei'
const text = (value: string, options: { bold?: boolean; size?: number; color?: string } = {}) => new TextRun({ text: value, font: FONT, ...options })

function wordTable(rows: readonly string[][]): Table {
  const border = { style: BorderStyle.SINGLE, size: 4, color: 'BFBFBF' }
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: { top: border, bottom: border, left: border, right: border, insideHorizontal: border, insideVertical: border },
    rows: rows.map(
      (cells, r) =>
        new TableRow({
          tableHeader: r === 0,
          children: cells.map(
            (cell, c) =>
              new TableCell({
                shading: r === 0 ? { type: ShadingType.CLEAR, color: 'auto', fill: 'EAF1FB' } : undefined,
                children: [new Paragraph({ alignment: c === 0 ? AlignmentType.LEFT : AlignmentType.CENTER, children: [text(cell, { bold: r === 0, size: 18 })] })],
              }),
          ),
        }),
    ),
  })
}

function blockParts(block: ReportBlock): Array<Paragraph | Table> {
  const heading = (title: string) => new Paragraph({ heading: HeadingLevel.HEADING_2, spacing: { before: 240, after: 120 }, children: [text(title, { bold: true })] })
  switch (block.kind) {
    case 'stats':
      return [heading(block.title ?? '主要指标'), wordTable([['指标', '数值', '说明'], ...block.items.map((item) => [item.label, String(item.value), item.hint ?? ''])])]
    case 'table': {
      const rows = tableText(block.table)
      const parts: Array<Paragraph | Table> = [heading(block.title ?? '表格')]
      if (block.description) parts.push(new Paragraph({ spacing: { after: 120 }, children: [text(block.description, { size: 18, color: '666666' })] }))
      parts.push(rows.length > 1 ? wordTable(rows) : new Paragraph({ children: [text(block.table.emptyText ?? '暂无数据')] }))
      if (block.table.paging && block.table.paging.total > block.table.rows.length) {
        parts.push(new Paragraph({ children: [text(`表中列出前 ${block.table.rows.length} 行，共 ${block.table.paging.total} 行；完整数据请在报表页面下载表格。`, { size: 18, color: '666666' })] }))
      }
      return parts
    }
    case 'chart': {
      const rows = chartText(block.chart)
      return rows.length > 0 ? [heading(block.title ?? '图表'), wordTable(rows)] : []
    }
    case 'notice':
      return [new Paragraph({ spacing: { before: 120, after: 120 }, children: [text(block.text)] })]
    case 'links':
    case 'diagnosis':
      return []
  }
}

/**
 * The school's analysis report as a Word document (issue 21 /schoolReportWord): the cover lines, then
 * every block of the 学校分析 view model in order — figures, tables (grouped headers flattened), charts
 * as their numbers — and the page's 指标说明 at the end, so the numbers stay checkable on paper.
 */
export function schoolReportDocument(facts: SchoolReportFacts): Document {
  const title = `${facts.schoolName}学校分析报告`
  return new Document({
    creator: '成绩分析报告',
    title,
    description: `${facts.examName} ${facts.grade}`,
    styles: { default: { document: { run: { font: FONT, size: 21 } } } },
    sections: [
      {
        children: [
          new Paragraph({ heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER, children: [text(title, { bold: true, size: 36 })] }),
          new Paragraph({ alignment: AlignmentType.CENTER, spacing: { after: 240 }, children: [text(`${facts.examName}　${facts.grade}　生成日期：${facts.generatedOn}`, { size: 20, color: '666666' })] }),
          ...facts.blocks.flatMap(blockParts),
          ...(facts.notes.length > 0
            ? [
                // A printed report ends with its definitions, whom each figure counts, its rounding and the settings version.
                new Paragraph({ heading: HeadingLevel.HEADING_2, spacing: { before: 360, after: 120 }, children: [text('附录：指标说明', { bold: true })] }),
                wordTable([
                  ['指标', '计算方法', '说明', '统计范围与取舍'],
                  ...facts.notes.map((n) => [n.term, n.formula, n.note, [n.population, n.rounding].filter(Boolean).join('；')]),
                ]),
                ...(facts.settingsVersion ? [new Paragraph({ spacing: { before: 120 }, children: [text(`设置版本：${facts.settingsVersion}`, { size: 18, color: '666666' })] })] : []),
              ]
            : []),
        ],
      },
    ],
  })
}

/** The download's file name: no path or control characters, at most 80 characters. */
export function reportFileName(schoolName: string, examName: string): string {
  const clean = `${schoolName}-${examName}-学校分析报告`.replace(/[\\/:*?"<>|\u0000-\u001f\u202a-\u202e\u2066-\u2069]/g, '').slice(0, 80)
  return `${clean || '学校分析报告'}.docx`
}
