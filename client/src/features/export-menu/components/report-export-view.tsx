import { Alert, Button, Card, Checkbox, Heading, Spinner, Stack, Text } from '@chakra-ui/react'
import type { CreateReportTaskBody, TaskExamParams } from '@report/contracts/bff/tasks'
import { useRef, useState } from 'react'
import { createReportTask } from '../api/create-report-task.ts'
import { useReportExport } from '../api/get-report-export.ts'
import { LockedNotice } from './locked-notice.tsx'
import { useCreateOutcome } from './use-create-outcome.tsx'

type ReportKey = CreateReportTaskBody['reports'][number]

/**
 * config-view/report-export (spec 3 §2, §7 report tasks): choose the reports and create the export
 * task; the PDF renderer (server/src/renderer) prints it and the download-task panel follows it.
 */
export function ReportExportView({ params }: { params: TaskExamParams }) {
  const { data, error } = useReportExport(params)
  const [chosen, setChosen] = useState<ReportKey[]>(['total'])
  const [busy, setBusy] = useState(false)
  // The selection a task was just made for: the same click again would make an identical task.
  const [createdFor, setCreatedFor] = useState<string | null>(null)
  // A second click that lands before the re-render (a double click) must not create a second task.
  const inFlight = useRef(false)
  const outcome = useCreateOutcome()
  const selection = [...chosen].sort().join(',')
  const created = createdFor === selection

  if (!data) return error ? <Text color="fg.error">{error instanceof Error ? error.message : '加载失败'}</Text> : <Spinner color="brand.solid" />
  if (data.locked) return <LockedNotice text={data.locked.text} />

  const toggle = (key: ReportKey, on: boolean) => setChosen(on ? [...new Set([...chosen, key])] : chosen.filter((k) => k !== key))
  const start = async () => {
    if (inFlight.current || created) return
    inFlight.current = true
    setBusy(true)
    try {
      const result = await outcome.run(() => createReportTask({ ...params, reports: chosen }))
      if (result?.outcome === 'created') setCreatedFor(selection)
    } finally {
      inFlight.current = false
      setBusy(false)
    }
  }

  return (
    <Stack gap="4" data-testid="report-export">
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>{data.note}</Alert.Title>
      </Alert.Root>
      <Card.Root>
        <Card.Header>
          <Heading size="md">导出报告</Heading>
          <Text color="fg.muted" fontSize="sm">
            {data.examName}
          </Text>
        </Card.Header>
        <Card.Body>
          <Stack gap="3">
            {data.options.map((o) => (
              <Checkbox.Root key={o.key} checked={chosen.includes(o.key)} onCheckedChange={(e) => toggle(o.key, e.checked === true)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>
                  {o.label}
                  <Text as="span" color="fg.muted" fontSize="sm" marginStart="2">
                    {o.description}
                  </Text>
                </Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
        </Card.Body>
        <Card.Footer justifyContent="space-between">
          <Text fontSize="sm" color="fg.muted">
            {created ? '已创建导出任务：在右侧“下载任务 → 导出报告”中查看进度。改变所选报告可再次导出。' : ''}
          </Text>
          <Button colorPalette="brand" loading={busy} disabled={chosen.length === 0 || created} onClick={() => void start()}>
            {created ? '已创建' : '导出报告'}
          </Button>
        </Card.Footer>
      </Card.Root>
      {outcome.dialogs}
    </Stack>
  )
}
