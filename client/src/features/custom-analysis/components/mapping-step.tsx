import { Alert, Button, Flex, Input, NativeSelect, Table, Text } from '@chakra-ui/react'
import type { UploadResult } from '@report/contracts/bff/custom-import'
import { checkMapping, type ColumnAssignment, type ColumnRole } from '@report/contracts/validators/custom-import'
import { paperPlans, parseQuestionHeader } from '@report/contracts/validators/question-columns'
import { useMemo } from 'react'

export interface MappingStepProps {
  upload: UploadResult
  columns: ColumnAssignment[]
  fullScores: Record<string, string>
  /** A question column's full score as typed, by column index. */
  questionFulls: Record<number, string>
  roleLabels: Record<string, string>
  needSchool: boolean
  busy: boolean
  onColumns: (columns: ColumnAssignment[]) => void
  onFullScores: (full: Record<string, string>) => void
  onQuestionFulls: (full: Record<number, string>) => void
  onBack: () => void
  onNext: () => void
}

const ROLES: ColumnRole[] = ['xuehao', 'name', 'class', 'school', 'subject', 'question', 'ignore']

/** The columns with each question column's full score as typed (a blank or a word is no full score). */
export function withQuestionFulls(columns: readonly ColumnAssignment[], texts: Readonly<Record<number, string>>): ColumnAssignment[] {
  return columns.map((c, i) => {
    if (c.role !== 'question') return c
    const text = (texts[i] ?? '').trim()
    const full = text === '' ? NaN : Number(text)
    return Number.isFinite(full) ? { ...c, fullScore: full } : { role: c.role, subject: c.subject, question: c.question }
  })
}

/**
 * Step 2: what each column holds (guessed, editable), each subject's full score, and for a question column
 * (小题: subject and 题号, headers like 数学1 or 数学-第1题 are guessed) the question's full score; a subject
 * with questions is worth their sum. The shared rules answer as the user edits.
 */
export function MappingStep({ upload, columns, fullScores, questionFulls, roleLabels, needSchool, busy, onColumns, onFullScores, onQuestionFulls, onBack, onNext }: MappingStepProps) {
  const mapped = useMemo(() => withQuestionFulls(columns, questionFulls), [columns, questionFulls])
  const verdict = useMemo(() => checkMapping(mapped, fullScores, needSchool), [mapped, fullScores, needSchool])
  const byQuestions = useMemo(() => new Map(paperPlans(mapped, fullScores).filter((p) => p.questions.length > 0).map((p) => [p.subject, p.fullScore])), [mapped, fullScores])
  const setColumn = (i: number, next: ColumnAssignment) => {
    const previous = columns[i]
    onColumns(columns.map((c, k) => (k === i ? next : c)))
    const name = next.role === 'subject' ? (next.subject ?? '') : ''
    if (name && fullScores[name] === undefined) onFullScores({ ...fullScores, [name]: previous?.role === 'subject' && previous.subject ? (fullScores[previous.subject] ?? '100') : '100' })
  }
  return (
    <>
      <Text fontSize="sm" marginBottom="2">
        {upload.fileName}：共 {upload.rowCount} 行。请核对每一列对应的内容，科目列请填写满分；小题列（表头如“数学1”“数学-第1题”“数学T1”）请核对科目、题号和该题满分（按文件中该题最高分预填），科目满分为各小题满分之和。
      </Text>
      <Table.Root size="sm" variant="outline" data-testid="column-mapping">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>文件中的列</Table.ColumnHeader>
            <Table.ColumnHeader>示例</Table.ColumnHeader>
            <Table.ColumnHeader width="150px">对应</Table.ColumnHeader>
            <Table.ColumnHeader width="150px">科目名称</Table.ColumnHeader>
            <Table.ColumnHeader width="80px">题号</Table.ColumnHeader>
            <Table.ColumnHeader width="110px">满分</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {upload.headers.map((header, i) => {
            const c = columns[i] ?? { role: 'ignore' }
            const subject = c.subject ?? ''
            return (
              <Table.Row key={i}>
                <Table.Cell>{header || `第${i + 1}列`}</Table.Cell>
                <Table.Cell color="fg.muted">{upload.sample.slice(0, 3).map((r) => r[i] ?? '').join('、')}</Table.Cell>
                <Table.Cell>
                  <NativeSelect.Root size="xs">
                    <NativeSelect.Field
                      aria-label={`${header || `第${i + 1}列`}对应`}
                      value={c.role}
                      onChange={(e) => {
                        const role = e.currentTarget.value as ColumnRole
                        const named = parseQuestionHeader(header)
                        if (role === 'question') setColumn(i, { role, subject: subject || named?.subject || header, question: c.question ?? named?.question })
                        else setColumn(i, role === 'subject' ? { role, subject: subject || header } : { role })
                      }}
                    >
                      {ROLES.map((r) => (
                        <option key={r} value={r}>{roleLabels[r] ?? r}</option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Table.Cell>
                <Table.Cell>
                  {c.role === 'subject' || c.role === 'question' ? (
                    <Input size="xs" aria-label={`${header}科目名称`} value={subject} maxLength={20} onChange={(e) => setColumn(i, { ...c, subject: e.currentTarget.value })} />
                  ) : null}
                </Table.Cell>
                <Table.Cell>
                  {c.role === 'question' ? (
                    <Input
                      size="xs"
                      aria-label={`${header}题号`}
                      inputMode="numeric"
                      value={c.question === undefined ? '' : String(c.question)}
                      onChange={(e) => {
                        const text = e.currentTarget.value.trim()
                        setColumn(i, { ...c, question: /^\d{1,3}$/u.test(text) ? Number(text) : undefined })
                      }}
                    />
                  ) : null}
                </Table.Cell>
                <Table.Cell>
                  {c.role === 'question' ? (
                    <Input size="xs" aria-label={`${header}满分`} inputMode="decimal" value={questionFulls[i] ?? ''} onChange={(e) => onQuestionFulls({ ...questionFulls, [i]: e.currentTarget.value })} />
                  ) : c.role === 'subject' && subject && byQuestions.has(subject) ? (
                    <Text fontSize="xs" color="fg.muted" data-testid="subject-full-by-questions">{`${byQuestions.get(subject)}（各小题之和）`}</Text>
                  ) : c.role === 'subject' && subject ? (
                    <Input size="xs" aria-label={`${subject}满分`} inputMode="decimal" value={fullScores[subject] ?? ''} onChange={(e) => onFullScores({ ...fullScores, [subject]: e.currentTarget.value })} />
                  ) : null}
                </Table.Cell>
              </Table.Row>
            )
          })}
        </Table.Body>
      </Table.Root>
      {verdict.message ? (
        <Alert.Root status="warning" marginTop="3" data-testid="mapping-error">
          <Alert.Indicator />
          <Alert.Title>{verdict.message}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Flex gap="3" justify="flex-end" marginTop="4">
        <Button variant="outline" onClick={onBack}>重新上传</Button>
        <Button colorPalette="brand" disabled={!verdict.ok} loading={busy} onClick={onNext}>下一步：预览</Button>
      </Flex>
    </>
  )
}
