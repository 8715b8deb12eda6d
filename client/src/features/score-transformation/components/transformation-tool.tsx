import { Alert, Box, Button, Checkbox, Dialog, Flex, Heading, NativeSelect, Portal, Skeleton, Stack, Table, Text, Wrap } from '@chakra-ui/react'
import { ScrollBox } from '../../../components/ui/scroll-box.tsx'
import type { TransformationResult } from '@report/contracts/bff/transformation'
import { useEffect, useState } from 'react'
import { StatusView } from '../../../components/feedback/status-view.tsx'
import { notifyError } from '../../../lib/notify.ts'
import { UpgradeButton } from '../../upgrade/components/upgrade-button.tsx'
import { runTransformation, useTransformationBases, useTransformationPage, useTransformationResult } from '../api/transformation.ts'

/** Score transformation (score/transformation): equivalent scores of an exam on a base exam's scale. */
export function TransformationTool() {
  const { data: page, isLoading, mutate } = useTransformationPage()
  const [examKey, setExamKey] = useState('')
  const [baseKey, setBaseKey] = useState('')
  const [papers, setPapers] = useState<number[]>([])
  const [fresh, setFresh] = useState<TransformationResult | null>(null)
  const [running, setRunning] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const key = (e: { examid: string; org: number }) => `${e.examid}:${e.org}`
  const exams = page?.exams ?? []
  const exam = exams.find((e) => key(e) === examKey) ?? exams[0]
  // The BFF answers for the chosen exam its possible bases, its cohort's latest comparable exam first (the default).
  const candidates = useTransformationBases(page?.access.allowed && exam ? exam : null)
  const byKey = new Map(exams.map((e) => [key(e), e]))
  const bases = (candidates.data?.bases ?? []).map((k) => byKey.get(k)).filter((e) => e !== undefined)
  const base = bases.find((e) => key(e) === baseKey) ?? bases[0]
  const stored = useTransformationResult(exam?.hasResult ? exam : null)

  useEffect(() => {
    setPapers(exam?.papers.map((p) => p.pindex) ?? [])
    setFresh(null)
  }, [exam?.examid])

  if (isLoading || !page) return <Skeleton height="60" />
  // An edition without the tool is an upgrade prompt: the upgrade-interest form goes with it (issue 21).
  if (!page.access.allowed) return <StatusView title={page.access.notice ?? ''} action={page.access.reason === 'edition' ? <UpgradeButton /> : undefined} />

  const run = async () => {
    if (!exam || !base) return
    setConfirming(false)
    setRunning(true)
    try {
      setFresh(await runTransformation({ examid: exam.examid, org: exam.org, baseExamid: base.examid, baseOrg: base.org, papers }))
      void mutate()
    } catch (error) {
      notifyError(error)
    } finally {
      setRunning(false)
    }
  }
  const shown = fresh ?? stored.data ?? null
  const r = shown?.result

  return (
    <Box bg="bg" borderRadius="md" borderWidth="1px" padding="6">
      <Heading as="h2" size="lg" marginBottom="4">等值转换</Heading>
      <Text fontSize="sm" color="fg.muted" marginBottom="4">{page.note}</Text>
      {page.listError ? <Alert.Root status="error" marginBottom="4"><Alert.Indicator /><Alert.Title>{page.listError}</Alert.Title></Alert.Root> : null}
      {page.emptyNotice ? <Alert.Root status="info" marginBottom="4"><Alert.Indicator /><Alert.Title>{page.emptyNotice}</Alert.Title></Alert.Root> : null}
      <Stack gap="3">
        <Flex gap="3" align="center" wrap="wrap">
          <Text width="80px">本次考试</Text>
          <NativeSelect.Root size="sm" maxWidth="520px">
            <NativeSelect.Field aria-label="本次考试" value={exam ? key(exam) : ''} onChange={(e) => { setExamKey(e.currentTarget.value); setBaseKey('') }}>
              {exams.map((e) => <option key={key(e)} value={key(e)}>{`${e.date} ${e.name}（${e.status}）`}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Flex>
        <Flex gap="3" align="center" wrap="wrap">
          <Text width="80px">基准考试</Text>
          <NativeSelect.Root size="sm" maxWidth="520px" disabled={bases.length === 0}>
            <NativeSelect.Field aria-label="基准考试" value={base ? key(base) : ''} onChange={(e) => setBaseKey(e.currentTarget.value)}>
              {bases.map((e) => <option key={key(e)} value={key(e)}>{`${e.date} ${e.name}`}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Flex>
        <Flex gap="3" align="center" wrap="wrap">
          <Text width="80px">科目</Text>
          <Wrap gap="4">
            {exam?.papers.map((p) => (
              <Checkbox.Root key={p.pindex} size="sm" checked={papers.includes(p.pindex)} onCheckedChange={(d) => setPapers((ps) => (d.checked ? [...ps, p.pindex] : ps.filter((x) => x !== p.pindex)))}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{p.subject}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Wrap>
        </Flex>
        <Flex justify="flex-end">
          <Button colorPalette="brand" loading={running} disabled={!base || papers.length === 0} onClick={() => setConfirming(true)}>生成等值分</Button>
        </Flex>
      </Stack>
      {exam && base ? (
        <Dialog.Root open={confirming} onOpenChange={(d) => setConfirming(d.open)} role="alertdialog" placement="center" lazyMount unmountOnExit>
          <Portal>
            <Dialog.Backdrop />
            <Dialog.Positioner>
              <Dialog.Content data-testid="transformation-confirm">
                <Dialog.Header>
                  <Dialog.Title>确认生成等值分</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="2">
                    <Text>{`将以《${base.name}》为基准，为《${exam.name}》的${papers.length}个科目生成等值分。`}</Text>
                    <Text>{`生成后该考试在列表中标记为“已转换（基准：${base.name}）”${exam.hasResult ? `，并替换原有的等值分（${exam.status}）` : ''}。`}</Text>
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" onClick={() => setConfirming(false)}>取消</Button>
                  <Button colorPalette="brand" onClick={() => void run()}>确认生成</Button>
                </Dialog.Footer>
              </Dialog.Content>
            </Dialog.Positioner>
          </Portal>
        </Dialog.Root>
      ) : null}
      {shown?.message ? <Alert.Root status="warning" marginTop="4"><Alert.Indicator /><Alert.Title>{shown.message}</Alert.Title></Alert.Root> : null}
      {r ? (
        <Stack marginTop="6" gap="5" data-testid="transformation-result">
          <Heading as="h3" size="md">{r.title} → 基准：{r.base}</Heading>
          {r.unmatched.length > 0 ? <Text fontSize="sm" color="fg.muted">基准考试没有的科目：{r.unmatched.join('、')}</Text> : null}
          {r.papers.map((p) => (
            <Box key={p.subject}>
              <Text fontWeight="medium">{p.subject}</Text>
              <Text fontSize="sm" color="fg.muted" marginBottom="2">{p.summary}</Text>
              <ScrollBox label={`${p.subject}等值分表`} maxHeight="260px" overflowY="auto">
                <Table.Root size="sm" variant="outline" stickyHeader aria-label={`${p.subject}等值分`}>
                  <Table.Header><Table.Row><Table.ColumnHeader>原始分</Table.ColumnHeader><Table.ColumnHeader textAlign="end">人数</Table.ColumnHeader><Table.ColumnHeader textAlign="end">百分位等级</Table.ColumnHeader><Table.ColumnHeader textAlign="end">等值分</Table.ColumnHeader></Table.Row></Table.Header>
                  <Table.Body>
                    {p.rows.map((row) => <Table.Row key={row.raw}><Table.Cell>{row.raw}</Table.Cell><Table.Cell textAlign="end">{row.count}</Table.Cell><Table.Cell textAlign="end">{row.percentile}</Table.Cell><Table.Cell textAlign="end">{row.equivalent}</Table.Cell></Table.Row>)}
                  </Table.Body>
                </Table.Root>
              </ScrollBox>
            </Box>
          ))}
        </Stack>
      ) : null}
    </Box>
  )
}
