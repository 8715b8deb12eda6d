import { Box, Button, Card, Checkbox, Heading, HStack, Progress, RadioGroup, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react'
import type { TaskExamParams, TaskRow } from '@report/contracts/bff/tasks'
import { markLocalExport } from '@report/contracts/rules/download-tasks'
import { useEffect, useRef, useState } from 'react'
import { notifyError } from '../../../lib/notify.ts'
import { webStorage } from '../../../lib/web-storage.ts'
import { createGroupTask } from '../api/create-group-task.ts'
import { useDownloadConfig } from '../api/get-download-config.ts'
import { saveDownloadConfig } from '../api/save-download-config.ts'
import { waitForGroupTask } from '../api/wait-for-group-task.ts'
import { ExportAd } from './export-ad.tsx'
import { useCreateOutcome } from './use-create-outcome.tsx'

function download(url: string): void {
  const a = document.createElement('a')
  a.href = url
  a.download = ''
  a.style.display = 'none'
  document.body.appendChild(a)
  a.click()
  a.remove()
}

/**
 * config-view/export-excel (spec 3 §2, §3): the one-click download with its configuration (which
 * tables, how the zip is laid out), the export way (cloud by default: the panel tracks the task and
 * downloads it; local: this page waits and downloads it), and the advertisement for unpaid schools.
 */
export function ExportExcelView({ params, examName, showAd }: { params: TaskExamParams; examName: string; showAd: boolean }) {
  const { data, error } = useDownloadConfig()
  const [tables, setTables] = useState<Record<string, boolean> | null>(null)
  const [packageType, setPackageType] = useState<number | null>(null)
  const [way, setWay] = useState<number | null>(null)
  const [busy, setBusy] = useState(false)
  const [local, setLocal] = useState<TaskRow | null>(null)
  const abort = useRef<AbortController | null>(null)
  const outcome = useCreateOutcome()

  useEffect(() => () => abort.current?.abort(), [])
  useEffect(() => {
    if (!data) return
    setTables(Object.fromEntries(data.tables.map((t) => [t.key, t.enabled])))
    setPackageType(data.packageType)
    setWay((w) => w ?? data.defaultExportWay)
  }, [data])

  if (!data || !tables || packageType === null) {
    return error ? <Text color="fg.error">{error instanceof Error ? error.message : '加载失败'}</Text> : <Spinner color="brand.solid" />
  }
  const dirty = packageType !== data.packageType || data.tables.some((t) => tables[t.key] !== t.enabled)
  const none = !Object.values(tables).some(Boolean)

  const save = async () => {
    await saveDownloadConfig({ packageType, tables })
  }

  const start = async () => {
    setBusy(true)
    try {
      if (dirty) await save()
      const result = await outcome.run(() => createGroupTask(params))
      if (result?.outcome !== 'created' || way !== 2) return
      // The panel's automatic download leaves it alone: this page downloads it.
      markLocalExport(webStorage('session'), 'group', result.taskId)
      abort.current = new AbortController()
      const row = await waitForGroupTask(params, result.taskId, setLocal, abort.current.signal)
      if (row.state === 'done' && row.downloadUrl) download(row.downloadUrl)
      else notifyError(new Error(`导出${row.statusText}`))
    } catch (err) {
      notifyError(err)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Stack gap="4" data-testid="export-excel">
      {showAd ? <ExportAd /> : null}
      <Card.Root>
        <Card.Header>
          <Heading size="md">一键下载</Heading>
          <Text color="fg.muted" fontSize="sm">
            {examName}
          </Text>
        </Card.Header>
        <Card.Body>
          <Stack gap="5">
            <Stack gap="2">
              <Text fontWeight="medium">选择报表</Text>
              <Text fontSize="sm" color="fg.muted">
                {data.hint}
              </Text>
              <SimpleGrid columns={4} gap="2">
                {data.tables.map((t) => (
                  <Checkbox.Root
                    key={t.key}
                    checked={tables[t.key] ?? false}
                    onCheckedChange={(e) => setTables({ ...tables, [t.key]: e.checked === true })}
                    data-testid={`table-${t.key}`}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{t.label}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </SimpleGrid>
            </Stack>
            <Stack gap="2">
              <Text fontWeight="medium">打包方式</Text>
              <RadioGroup.Root value={String(packageType)} onValueChange={(e) => e.value && setPackageType(Number(e.value))}>
                <HStack gap="6">
                  {data.packageOptions.map((o) => (
                    <RadioGroup.Item key={o.value} value={String(o.value)}>
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>{o.label}</RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                </HStack>
              </RadioGroup.Root>
            </Stack>
            <Stack gap="2">
              <Text fontWeight="medium">导出方式</Text>
              <RadioGroup.Root value={String(way)} onValueChange={(e) => e.value && setWay(Number(e.value))} aria-label="导出方式">
                <Stack gap="2">
                  {data.exportWays.map((w) => (
                    <RadioGroup.Item key={w.value} value={String(w.value)} data-testid={`export-way-${w.value}`}>
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>
                        {w.label}
                        <Text as="span" color="fg.muted" fontSize="sm" marginStart="2">
                          {w.description}
                        </Text>
                      </RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                </Stack>
              </RadioGroup.Root>
            </Stack>
          </Stack>
        </Card.Body>
        <Card.Footer justifyContent="space-between">
          <Box>{none ? <Text color="fg.error" fontSize="sm">请至少选择一种报表</Text> : null}</Box>
          <HStack gap="2">
            <Button variant="outline" disabled={!dirty || none || busy} onClick={() => void save().catch(notifyError)}>
              保存设置
            </Button>
            <Button colorPalette="brand" loading={busy} disabled={none} onClick={() => void start()}>
              一键下载
            </Button>
          </HStack>
        </Card.Footer>
      </Card.Root>
      {local ? (
        <Card.Root data-testid="local-export">
          <Card.Body>
            <Stack gap="2">
              <Text>{local.state === 'generating' ? '正在生成，请勿关闭本页…' : local.statusText}</Text>
              <Progress.Root value={local.progress.mode === 'value' ? local.progress.value : null} colorPalette="brand">
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
            </Stack>
          </Card.Body>
        </Card.Root>
      ) : null}
      {outcome.dialogs}
    </Stack>
  )
}
