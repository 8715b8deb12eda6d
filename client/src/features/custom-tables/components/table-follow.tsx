import { Alert, Button, HStack, Link, Spinner, Text } from '@chakra-ui/react'
import { DownloadQueue, forgetLocalExport, markLocalExport } from '@report/contracts/rules/download-tasks'
import { useEffect, useRef } from 'react'
import { Link as RouterLink } from 'wouter'
import { openDownload } from '../../../lib/open-download.ts'
import { webStorage } from '../../../lib/web-storage.ts'
import { useFollowedTable } from '../api/get-table-list.ts'

const schedule = (fn: () => void, ms: number) => {
  const timer = setTimeout(fn, ms)
  return () => clearTimeout(timer)
}

/**
 * The table just generated, followed on the wizard's own page (issue 33 item 2; spec 3 §4 automatic
 * download): this page has no download-task panel, so it watches the task itself and, once it is done,
 * downloads the file through the one-worker queue, once; then offers the file, the online view and the list.
 */
export function TableFollow({ taskId, message, listHref }: { taskId: string; message: string; listHref: string }) {
  const table = useFollowedTable(taskId)
  const fired = useRef(false)
  const queue = useRef<DownloadQueue | null>(null)
  useEffect(() => {
    const q = new DownloadQueue(openDownload, schedule)
    queue.current = q
    // While this page follows the task, the download panel (on /table-create/creat) leaves it alone, so the
    // file comes once; a page left before the file came hands it back to the panel of the next page.
    const session = webStorage('session')
    markLocalExport(session, 'norm', taskId)
    return () => {
      q.dispose()
      if (!fired.current) forgetLocalExport(session, 'norm', taskId)
    }
  }, [taskId])
  useEffect(() => {
    if (fired.current || table?.state !== 'done' || !table.downloadUrl) return
    fired.current = true
    queue.current?.enqueue(table.downloadUrl)
  }, [table])

  const state = table?.state ?? 'generating'
  return (
    <Alert.Root status={state === 'done' ? 'success' : state === 'generating' ? 'info' : 'error'} marginTop="3" data-testid="table-created" data-state={state}>
      {state === 'generating' ? <Spinner size="sm" color="brand.solid" /> : <Alert.Indicator />}
      <Alert.Content>
        <Alert.Title>{state === 'generating' ? message : state === 'done' ? '表格已生成，已开始下载' : `表格生成${table?.statusText ?? '失败'}`}</Alert.Title>
        <Alert.Description>
          {state === 'generating' ? (
            <Text as="span">请保持本页打开，生成完成后文件会自动下载；也可以稍后到 <RouterLink href={listHref}><Text as="span" color="brand.fg">我的自定义表格</Text></RouterLink> 下载。</Text>
          ) : (
            <HStack gap="3" as="span" wrap="wrap">
              {state === 'done' && table?.downloadUrl ? <Text as="span">没有开始下载？<Link colorPalette="brand" href={table.downloadUrl} download>点此下载</Link></Text> : null}
              {state === 'done' ? <Button asChild size="2xs" variant="outline"><RouterLink href={`/customTablePage?id=${encodeURIComponent(taskId)}`}>在线查看</RouterLink></Button> : null}
              <Button asChild size="2xs" variant="outline"><RouterLink href={listHref}>我的自定义表格</RouterLink></Button>
            </HStack>
          )}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  )
}
