import { Alert, Box, Button, Checkbox, Flex, Heading, HStack, Input, NativeSelect, Skeleton, Stack, Table, Text } from '@chakra-ui/react'
import type { MergePageQuery, MergePreviewView, MergeResult } from '@report/contracts/bff/custom-merge'
import { checkMergeSelection } from '@report/contracts/validators/custom-merge'
import { useEffect, useMemo, useRef, useState } from 'react'
import { Link as RouterLink, useLocation } from 'wouter'
import { StatusView } from '../../../components/feedback/status-view.tsx'
import { toRouteHref } from '../../../lib/route-href.ts'
import { useBusyRun } from '../../../lib/use-busy-run.ts'
import { confirmMerge, previewMerge, useExamMergePage } from '../api/get-exam-merge.ts'
import { TableScrollArea } from '../../../components/ui/scroll-box.tsx'

const keyOf = (e: { examid: string; org: number }) => `${e.examid}:${e.org}`

/** /new/custom/examMerge: merge exams of one cohort by 学号, conflicts shown before confirming (issue 18). */
export function ExamMerge() {
  const [filters, setFilters] = useState<MergePageQuery | null>(null)
  const { data: page, isLoading } = useExamMergePage(filters)
  const [selected, setSelected] = useState<string[]>([])
  const [preview, setPreview] = useState<MergePreviewView | null>(null)
  const [choices, setChoices] = useState<Record<string, string>>({})
  const [name, setName] = useState('')
  const { busy, run } = useBusyRun()
  const [done, setDone] = useState<MergeResult | null>(null)
  const [, navigate] = useLocation()
  const chosen = useMemo(() => (page?.exams ?? []).filter((e) => selected.includes(keyOf(e))), [page, selected])
  const rule = checkMergeSelection(chosen)
  // What the user asked for shows where they are: the preview, then the result, scrolled into view.
  const previewRef = useRef<HTMLDivElement>(null)
  const doneRef = useRef<HTMLDivElement>(null)
  // In braces: Chromium's scrollIntoView now returns a promise, which React would take for a cleanup and call
  // (the page fell over on 确认合并 with "l is not a function").
  useEffect(() => {
    previewRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' })
  }, [preview])
  useEffect(() => {
    doneRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' })
  }, [done])

  if (isLoading || !page) return <Skeleton height="60" />
  if (!page.access.allowed) return <StatusView title={page.access.notice ?? ''} />
  const refs = chosen.map((e) => ({ examid: e.examid, org: e.org }))
  const changeFilters = (next: MergePageQuery) => {
    setFilters(next)
    setSelected([])
    setPreview(null)
  }
  const toggle = (key: string, on: boolean) => {
    setPreview(null)
    setSelected((s) => (on ? [...s, key] : s.filter((k) => k !== key)))
  }

  return (
    <Box bg="bg" borderRadius="md" borderWidth="1px" padding="6">
      <Flex justify="space-between" align="center" marginBottom="4">
        <Heading as="h2" size="lg">自定义分析：合并考试</Heading>
        <RouterLink href="/new/custom"><Text as="span" fontSize="sm" color="brand.fg">导入成绩</Text></RouterLink>
      </Flex>
      <Text fontSize="sm" color="fg.muted" marginBottom="3">选择同一届学生的{page.limits.min}–{page.limits.max}场考试（例如分开考的科目），按学号合并为一场自定义分析考试。</Text>
      <HStack gap="3" marginBottom="3" wrap="wrap">
        <FilterSelect label="届次" value={page.filters.cohort} options={page.filters.cohorts} onChange={(cohort) => changeFilters({ cohort, grade: '' })} />
        <FilterSelect label="年级" value={page.filters.grade} options={page.filters.grades} onChange={(grade) => changeFilters({ cohort: page.filters.cohort, grade })} />
        <Text fontSize="sm" color="fg.muted" data-testid="merge-count">{`共 ${page.exams.length} 场考试`}</Text>
      </HStack>
      <Flex justify="space-between" align="center" gap="3" marginBottom="2" wrap="wrap" data-testid="merge-actions">
        <Text fontSize="sm">{`已选 ${chosen.length} 场`}</Text>
        {selected.length > 0 && rule ? (
          <Alert.Root status="warning" size="sm" width="auto" flex="1" data-testid="merge-rule"><Alert.Indicator /><Alert.Title>{rule}</Alert.Title></Alert.Root>
        ) : null}
        <Button colorPalette="brand" size="sm" disabled={rule !== null} loading={busy && !preview} onClick={() => void run(async () => {
          const p = await previewMerge({ exams: refs })
          setChoices(Object.fromEntries(p.subjects.filter((s) => s.conflict).map((s) => [s.subject, s.sources[0]!.examid])))
          setName(p.defaultName)
          setDone(null)
          setPreview(p)
        })}>查看合并结果</Button>
      </Flex>
      <TableScrollArea label="可合并的考试" borderWidth="1px" maxHeight="320px">
        <Table.Root size="sm" stickyHeader aria-label="可合并的考试" data-testid="merge-exams">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader width="40px" />
              <Table.ColumnHeader>考试</Table.ColumnHeader>
              <Table.ColumnHeader>年级</Table.ColumnHeader>
              <Table.ColumnHeader>日期</Table.ColumnHeader>
              <Table.ColumnHeader>科目</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">人数</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {page.exams.map((e) => (
              <Table.Row key={keyOf(e)}>
                <Table.Cell>
                  <Checkbox.Root size="sm" checked={selected.includes(keyOf(e))} onCheckedChange={(d) => toggle(keyOf(e), d.checked === true)} aria-label={`选择${e.name}`}>
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                  </Checkbox.Root>
                </Table.Cell>
                <Table.Cell>{e.name}</Table.Cell>
                <Table.Cell>{e.grade}</Table.Cell>
                <Table.Cell>{e.date}</Table.Cell>
                <Table.Cell>{e.subjects.join('、')}</Table.Cell>
                <Table.Cell textAlign="end">{e.studentCount}</Table.Cell>
              </Table.Row>
            ))}
            {page.exams.length === 0 ? (
              <Table.Row><Table.Cell colSpan={6} color="fg.muted">该届次、年级没有可合并的考试，请换一个筛选条件</Table.Cell></Table.Row>
            ) : null}
          </Table.Body>
        </Table.Root>
      </TableScrollArea>
      {done ? (
        <Alert.Root status="success" marginTop="4" data-testid="merge-done" ref={doneRef}>
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{`合并完成：${done.students} 名学生`}</Alert.Title>
            <Button size="sm" colorPalette="brand" marginTop="2" onClick={() => navigate(toRouteHref(done.dashboardHref))}>查看分析报告</Button>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {preview ? (
        <Stack gap="3" marginTop="4" data-testid="merge-preview" ref={previewRef}>
          <Text fontSize="sm">{`合并后共 ${preview.students} 名学生、${preview.subjects.length} 个科目。`}</Text>
          {preview.conflicts.length > 0 ? (
            <Alert.Root status="warning" data-testid="merge-conflicts">
              <Alert.Indicator />
              <Alert.Content>
                {preview.conflicts.map((c) => <Alert.Description key={c}>{c}</Alert.Description>)}
              </Alert.Content>
            </Alert.Root>
          ) : null}
          <Table.Root size="sm" variant="outline" aria-label="合并后的科目">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>科目</Table.ColumnHeader>
                <Table.ColumnHeader>满分</Table.ColumnHeader>
                <Table.ColumnHeader>成绩来自</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {preview.subjects.map((s) => (
                <Table.Row key={s.subject}>
                  <Table.Cell>{s.subject}</Table.Cell>
                  <Table.Cell>{s.fullScore}</Table.Cell>
                  <Table.Cell>
                    {s.conflict ? (
                      <NativeSelect.Root size="xs" maxWidth="320px">
                        <NativeSelect.Field aria-label={`${s.subject}保留的成绩`} value={choices[s.subject] ?? ''} onChange={(ev) => setChoices({ ...choices, [s.subject]: ev.currentTarget.value })}>
                          {s.sources.map((src) => <option key={src.examid} value={src.examid}>{src.name}</option>)}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    ) : (
                      s.sources[0]?.name
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          {preview.partial.length > 0 ? (
            <TableScrollArea label="只参加了部分考试的学生" borderWidth="1px" maxHeight="240px">
              <Table.Root size="sm" stickyHeader aria-label="只参加了部分考试的学生" data-testid="merge-partial">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>学号</Table.ColumnHeader>
                    <Table.ColumnHeader>姓名</Table.ColumnHeader>
                    <Table.ColumnHeader>班级</Table.ColumnHeader>
                    <Table.ColumnHeader>未参加</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {preview.partial.map((p) => (
                    <Table.Row key={p.xuehao}>
                      <Table.Cell>{p.xuehao}</Table.Cell>
                      <Table.Cell>{p.name}</Table.Cell>
                      <Table.Cell>{p.className}</Table.Cell>
                      <Table.Cell>{p.missingFrom}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </TableScrollArea>
          ) : null}
          <HStack gap="3">
            <Text fontSize="sm" width="80px">考试名称</Text>
            <Input size="sm" maxWidth="360px" aria-label="合并后的考试名称" value={name} maxLength={60} onChange={(e) => setName(e.currentTarget.value)} />
            <Text fontSize="xs" color="fg.muted">{`${[...name].length}/60`}</Text>
          </HStack>
          <Flex justify="flex-end">
            <Button colorPalette="brand" disabled={name.trim() === ''} loading={busy} onClick={() => void run(async () => {
              setDone(await confirmMerge({ exams: refs, name: name.trim(), choices }))
              setPreview(null)
            })}>确认合并</Button>
          </Flex>
        </Stack>
      ) : null}
    </Box>
  )
}

function FilterSelect({ label, value, options, onChange }: { label: string; value: string; options: Array<{ value: string; label: string }>; onChange: (value: string) => void }) {
  return (
    <HStack gap="2">
      <Text fontSize="sm">{label}</Text>
      <NativeSelect.Root size="sm" width="180px">
        <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  )
}
