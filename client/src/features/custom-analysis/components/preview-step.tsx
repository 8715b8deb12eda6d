import { Alert, Badge, Button, Flex, HStack, Input, Link, Table, Text, Wrap } from '@chakra-ui/react'
import type { Preview } from '@report/contracts/bff/custom-import'
import { TableScrollArea } from '../../../components/ui/scroll-box.tsx'

export interface PreviewStepProps {
  preview: Preview
  name: string
  busy: boolean
  onName: (name: string) => void
  onBack: () => void
  onConfirm: () => void
}

/** Rows of the file with what is wrong with them: the problems (rows left out) or the roster warnings (rows imported, to check). */
function RowIssues({ items, label, testId, heading }: { items: Preview['problems']; label: string; testId: string; heading: string }) {
  if (items.length === 0) return null
  return (
    <TableScrollArea label={label} borderWidth="1px" maxHeight="320px" marginTop="3">
      <Table.Root size="sm" stickyHeader aria-label={label} data-testid={testId}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader width="80px">行号</Table.ColumnHeader>
            <Table.ColumnHeader>列</Table.ColumnHeader>
            <Table.ColumnHeader>{heading}</Table.ColumnHeader>
            <Table.ColumnHeader>单元格内容</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((p, i) => (
            <Table.Row key={i}>
              <Table.Cell>{`第${p.row}行`}</Table.Cell>
              <Table.Cell>{p.column}</Table.Cell>
              <Table.Cell>{p.message}</Table.Cell>
              <Table.Cell>{p.value}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScrollArea>
  )
}

/** Step 3: every problem by row and column (the first 500 here, all in the .xlsx), the roster check's warnings, the first rows as imported, the exam's name. */
export function PreviewStep({ preview, name, busy, onName, onBack, onConfirm }: PreviewStepProps) {
  const canImport = preview.validRows > 0 && name.trim() !== ''
  const toCheck = preview.warningCount > 0
  return (
    <>
      <Alert.Root status={preview.validRows === 0 ? 'error' : preview.badRows > 0 || toCheck ? 'warning' : 'success'} data-testid="preview-summary">
        <Alert.Indicator />
        <Alert.Title>{preview.summary}</Alert.Title>
      </Alert.Root>
      {preview.rosterNote ? (
        <Text fontSize="sm" color="fg.muted" marginTop="2" data-testid="roster-note">{preview.rosterNote}</Text>
      ) : null}
      {preview.counts.length > 0 || preview.warningCounts.length > 0 ? (
        <Wrap gap="2" marginTop="3" data-testid="problem-counts">
          {preview.counts.map((c) => (
            <Badge key={c.kind} colorPalette="red" variant="subtle">{`${c.label} ${c.count}`}</Badge>
          ))}
          {preview.warningCounts.map((c) => (
            <Badge key={c.kind} colorPalette="orange" variant="subtle">{`${c.label} ${c.count}`}</Badge>
          ))}
          {preview.problemsHref ? (
            <Link href={preview.problemsHref} download fontSize="sm" colorPalette="brand" data-testid="problems-download">下载问题清单（.xlsx）</Link>
          ) : null}
        </Wrap>
      ) : null}
      <RowIssues items={preview.problems} label="问题清单" testId="problem-list" heading="问题" />
      {preview.problemCount > preview.problems.length ? (
        <Text fontSize="xs" color="fg.muted" marginTop="1">{`此处列出前 ${preview.problems.length} 个问题，共 ${preview.problemCount} 个，完整清单请下载。`}</Text>
      ) : null}
      <RowIssues items={preview.warnings} label="请核对学籍的行" testId="roster-warnings" heading="请核对（仍会导入）" />
      {preview.warningCount > preview.warnings.length ? (
        <Text fontSize="xs" color="fg.muted" marginTop="1">{`此处列出前 ${preview.warnings.length} 条，共 ${preview.warningCount} 条，完整清单请下载。`}</Text>
      ) : null}
      {preview.sample.length > 0 ? (
        <>
          <Text fontSize="sm" fontWeight="semibold" marginTop="4" marginBottom="2">将导入的成绩（前{preview.sample.length}行）</Text>
          <Table.Root size="sm" variant="outline" aria-label="导入预览" data-testid="import-sample">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>行号</Table.ColumnHeader>
                <Table.ColumnHeader>学号</Table.ColumnHeader>
                <Table.ColumnHeader>姓名</Table.ColumnHeader>
                <Table.ColumnHeader>班级</Table.ColumnHeader>
                {preview.subjects.map((s) => (
                  <Table.ColumnHeader key={s.subject}>{s.questionCount > 0 ? `${s.subject}（满分${s.fullScore}，${s.questionCount}题）` : `${s.subject}（满分${s.fullScore}）`}</Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {preview.sample.map((r) => (
                <Table.Row key={r.row}>
                  <Table.Cell>{r.row}</Table.Cell>
                  <Table.Cell>{r.xuehao}</Table.Cell>
                  <Table.Cell>{r.name}</Table.Cell>
                  <Table.Cell>{r.className}</Table.Cell>
                  {r.scores.map((s, k) => (
                    <Table.Cell key={k}>{s}</Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </>
      ) : null}
      <HStack gap="3" marginTop="4">
        <Text fontSize="sm" width="80px">考试名称</Text>
        <Input size="sm" maxWidth="360px" aria-label="考试名称" value={name} maxLength={60} onChange={(e) => onName(e.currentTarget.value)} />
      </HStack>
      <Flex gap="3" justify="flex-end" marginTop="4">
        <Button variant="outline" onClick={onBack}>返回修改对应关系</Button>
        <Button colorPalette="brand" disabled={!canImport} loading={busy} onClick={onConfirm}>确认导入</Button>
      </Flex>
    </>
  )
}
