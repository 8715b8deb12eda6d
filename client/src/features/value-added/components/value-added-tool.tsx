import { Alert, Box, Button, Flex, Heading, NativeSelect, Skeleton, Stack, Table, Text } from '@chakra-ui/react'
import type { ValueAddedResult } from '@report/contracts/bff/level-value-added'
import { useState } from 'react'
import { StatusView } from '../../../components/feedback/status-view.tsx'
import { notifyError } from '../../../lib/notify.ts'
import { UpgradeButton } from '../../upgrade/components/upgrade-button.tsx'
import { runValueAdded, useValueAddedEntries, useValueAddedPage } from '../api/value-added.ts'

/** Value-added evaluation (level/fogang, fxtype 6): an entry and an exit exam of one cohort. */
export function ValueAddedTool() {
  const { data: page, isLoading } = useValueAddedPage()
  const [exitKey, setExitKey] = useState('')
  const [entryKey, setEntryKey] = useState('')
  const [pindex, setPindex] = useState(0)
  const [result, setResult] = useState<ValueAddedResult | null>(null)
  const [running, setRunning] = useState(false)
  const key = (e: { examid: string; org: number }) => `${e.examid}:${e.org}`
  const exit = page?.exams.find((e) => key(e) === exitKey) ?? page?.exams[0]
  // Entry candidates: the BFF answers for the chosen exit exam its earlier cohort exams, the latest comparable one first (the default).
  const candidates = useValueAddedEntries(page?.access.allowed && exit ? exit : null)

  if (isLoading || !page) return <Skeleton height="60" />
  // An edition without the tool is an upgrade prompt: the upgrade-interest form goes with it (issue 21).
  if (!page.access.allowed) return <StatusView title={page.access.notice ?? ''} action={page.access.reason === 'edition' ? <UpgradeButton /> : undefined} />
  const byKey = new Map(page.exams.map((e) => [key(e), e]))
  const entries = (candidates.data?.entries ?? []).map((k) => byKey.get(k)).filter((e) => e !== undefined)
  const entry = entries.find((e) => key(e) === entryKey) ?? entries[0]

  const run = async (p = pindex) => {
    if (!exit || !entry) return
    setRunning(true)
    try {
      setResult(await runValueAdded({ entry: { examid: entry.examid, org: entry.org }, exit: { examid: exit.examid, org: exit.org }, pindex: p }))
    } catch (error) {
      notifyError(error)
    } finally {
      setRunning(false)
    }
  }

  const r = result?.result
  return (
    <Box bg="bg" borderRadius="md" borderWidth="1px" padding="6">
      <Heading as="h2" size="lg" marginBottom="4">增值评价</Heading>
      <Text fontSize="sm" color="fg.muted" marginBottom="4">{page.note}</Text>
      {page.listError ? <Alert.Root status="error" marginBottom="4"><Alert.Indicator /><Alert.Title>{page.listError}</Alert.Title></Alert.Root> : null}
      {page.emptyNotice ? <Alert.Root status="info" marginBottom="4"><Alert.Indicator /><Alert.Title>{page.emptyNotice}</Alert.Title></Alert.Root> : null}
      <Stack gap="3">
        <Flex gap="3" align="center" wrap="wrap">
          <Text width="80px">出口考试</Text>
          <NativeSelect.Root size="sm" maxWidth="520px">
            <NativeSelect.Field aria-label="出口考试" value={exit ? key(exit) : ''} onChange={(e) => { setExitKey(e.currentTarget.value); setEntryKey(''); setResult(null) }}>
              {page.exams.map((e) => <option key={key(e)} value={key(e)}>{`${e.date} ${e.name}`}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Flex>
        <Flex gap="3" align="center" wrap="wrap">
          <Text width="80px">入口考试</Text>
          <NativeSelect.Root size="sm" maxWidth="520px" disabled={entries.length === 0}>
            <NativeSelect.Field aria-label="入口考试" value={entry ? key(entry) : ''} onChange={(e) => { setEntryKey(e.currentTarget.value); setResult(null) }}>
              {entries.map((e) => <option key={key(e)} value={key(e)}>{`${e.date} ${e.name}`}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {entries.length === 0 ? <Text fontSize="sm" color="fg.muted">该届学生没有更早的考试</Text> : null}
        </Flex>
        <Flex justify="flex-end">
          <Button colorPalette="brand" loading={running} disabled={!entry} onClick={() => void run()}>生成增值评价</Button>
        </Flex>
      </Stack>
      {result?.message ? <Alert.Root status="warning" marginTop="4"><Alert.Indicator /><Alert.Title>{result.message}</Alert.Title></Alert.Root> : null}
      {r ? (
        <Stack marginTop="6" gap="4" data-testid="value-added-result">
          <Flex justify="space-between" align="center">
            <Heading as="h3" size="md">{r.title}</Heading>
            <NativeSelect.Root size="sm" width="140px">
              <NativeSelect.Field aria-label="科目" value={String(r.pindex)} onChange={(e) => { const p = Number(e.currentTarget.value); setPindex(p); void run(p) }}>
                {r.subjects.map((s) => <option key={s.pindex} value={s.pindex}>{s.subject}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Flex>
          <Text fontSize="sm" color="fg.muted">两次考试均参加的学生 {r.matched} 人{r.truncated ? `，学生表显示前 ${r.students.length} 名` : ''}</Text>
          <Table.Root size="sm" variant="outline" aria-label="班级增值">
            <Table.Header><Table.Row><Table.ColumnHeader>排名</Table.ColumnHeader><Table.ColumnHeader>班级</Table.ColumnHeader><Table.ColumnHeader>学校</Table.ColumnHeader><Table.ColumnHeader textAlign="end">人数</Table.ColumnHeader><Table.ColumnHeader textAlign="end">增值（ΔZ均值）</Table.ColumnHeader></Table.Row></Table.Header>
            <Table.Body>
              {r.classes.map((c) => <Table.Row key={`${c.school}${c.name}`}><Table.Cell>{c.rank}</Table.Cell><Table.Cell>{c.name}</Table.Cell><Table.Cell>{c.school}</Table.Cell><Table.Cell textAlign="end">{c.count}</Table.Cell><Table.Cell textAlign="end">{c.value}</Table.Cell></Table.Row>)}
            </Table.Body>
          </Table.Root>
          <Table.Root size="sm" variant="outline" aria-label="学生增值">
            <Table.Header><Table.Row><Table.ColumnHeader>排名</Table.ColumnHeader><Table.ColumnHeader>姓名</Table.ColumnHeader><Table.ColumnHeader>班级</Table.ColumnHeader><Table.ColumnHeader>入口</Table.ColumnHeader><Table.ColumnHeader>出口</Table.ColumnHeader><Table.ColumnHeader textAlign="end">增值ΔZ</Table.ColumnHeader></Table.Row></Table.Header>
            <Table.Body>
              {r.students.slice(0, 200).map((s) => <Table.Row key={`${s.className}${s.name}${s.rank}`}><Table.Cell>{s.rank}</Table.Cell><Table.Cell>{s.name}</Table.Cell><Table.Cell>{s.className}</Table.Cell><Table.Cell>{s.entry}</Table.Cell><Table.Cell>{s.exit}</Table.Cell><Table.Cell textAlign="end">{s.value}</Table.Cell></Table.Row>)}
            </Table.Body>
          </Table.Root>
        </Stack>
      ) : null}
    </Box>
  )
}
