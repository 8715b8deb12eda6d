import { Alert, Button, Flex, Input, NativeSelect, Table, Text } from '@chakra-ui/react'
import type { UploadResult } from '@report/contracts/bff/custom-import'
import { checkMapping, type ColumnAssignment, type ColumnRole } from '@report/contracts/validators/custom-import'
import { useMemo } from 'react'

export interface MappingStepProps {
  upload: UploadResult
  columns: ColumnAssignment[]
  fullScores: Record<string, string>
  roleLabels: Record<string, string>
  needSchool: boolean
  busy: boolean
  onColumns: (columns: ColumnAssignment[]) => void
  onFullScores: (full: Record<string, string>) => void
  onBack: () => void
  onNext: () => void
}

const ROLES: ColumnRole[] = ['xuehao', 'name', 'class', 'school', 'subject', 'ignore']

/** Step 2: what each column holds (guessed, editable) and each subject's full score; the shared rules answer as the user edits. */
export function MappingStep({ upload, columns, fullScores, roleLabels, needSchool, busy, onColumns, onFullScores, onBack, onNext }: MappingStepProps) {
  const verdict = useMemo(() => checkMapping(columns, fullScores, needSchool), [columns, fullScores, needSchool])
  const setColumn = (i: number, next: ColumnAssignment) => {
    const previous = columns[i]
    onColumns(columns.map((c, k) => (k === i ? next : c)))
    const name = next.role === 'subject' ? (next.subject ?? '') : ''
    if (name && fullScores[name] === undefined) onFullScores({ ...fullScores, [name]: previous?.role === 'subject' && previous.subject ? (fullScores[previous.subject] ?? '100') : '100' })
  }
  return (
    <>
      <Text fontSize="sm" marginBottom="2">
        {upload.fileName}：共 {upload.rowCount} 行。请核对每一列对应的内容，科目列请填写满分。
      </Text>
      <Table.Root size="sm" variant="outline" data-testid="column-mapping">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>文件中的列</Table.ColumnHeader>
            <Table.ColumnHeader>示例</Table.ColumnHeader>
            <Table.ColumnHeader width="150px">对应</Table.ColumnHeader>
            <Table.ColumnHeader width="150px">科目名称</Table.ColumnHeader>
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
                        setColumn(i, role === 'subject' ? { role, subject: subject || header } : { role })
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
                  {c.role === 'subject' ? <Input size="xs" aria-label={`${header}科目名称`} value={subject} maxLength={20} onChange={(e) => setColumn(i, { role: 'subject', subject: e.currentTarget.value })} /> : null}
                </Table.Cell>
                <Table.Cell>
                  {c.role === 'subject' && subject ? (
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
