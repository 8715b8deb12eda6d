import type { TranscriptReportView } from '@report/contracts/bff/transcripts'
import { TRANSCRIPT_FIELD_LABELS, type TranscriptField, type TranscriptLine, type TranscriptReportData } from '@report/contracts/upstream/transcripts'

const fmt = (n: number | null): string => (n === null ? '--' : String(Math.round(n * 10) / 10))

/** One cell of a line for a field; a paper not sat reads 未考 and has no rank (spec 3 §9 '未考', '--'). */
export function cellOf(line: TranscriptLine, field: TranscriptField): string {
  const absent = line.score === null
  switch (field) {
    case 'score':
      return absent ? '未考' : fmt(line.score)
    case 'classRank':
      return absent ? '--' : fmt(line.classRank)
    case 'gradeRank':
      return absent ? '--' : fmt(line.gradeRank)
    case 'classMean':
      return fmt(line.classMean)
    case 'gradeMean':
      return fmt(line.gradeMean)
    case 'level':
      return absent ? '--' : (line.level ?? '--')
  }
}

/** The print page's model: the chosen fields as columns, one sheet per student, the total last. */
export function toTranscriptReportView(data: TranscriptReportData): TranscriptReportView {
  const fields = data.cfg.fields as TranscriptField[]
  const row = (line: TranscriptLine) => ({ subject: line.subject, cells: fields.map((f) => cellOf(line, f)) })
  return {
    id: data.record.id,
    title: data.cfg.title,
    layout: data.cfg.layout,
    schoolName: data.schoolName,
    examName: data.record.examName,
    scopeName: data.record.scopeName,
    columns: ['科目', ...fields.map((f) => TRANSCRIPT_FIELD_LABELS[f])],
    sheets: data.students.map((s) => ({ name: s.name, className: s.className, xuehao: s.xuehao, rows: s.lines.map(row), total: row(s.total) })),
  }
}
