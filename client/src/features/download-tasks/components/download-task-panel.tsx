import { Box, Button, CloseButton, HStack, Portal, Spinner, Stack, Tabs, Text } from '@chakra-ui/react'
import type { SubTaskRow, TaskFollow, TaskKind, TaskPanelView, TaskRow as Row, TaskTab, TaskVersions } from '@report/contracts/bff/tasks'
import { BASE_PATH } from '@report/contracts/constants'
import { changedKinds, forgetPending, refreshInterval, tabToBringForward, takeTaskCreated } from '@report/contracts/rules/download-tasks'
import { useEffect, useMemo, useState } from 'react'
import { mutate as mutateGlobal } from 'swr'
import { useLocation, useSearch } from 'wouter'
import { ImportIcon } from '../../../components/ui/icons.tsx'
import { notifyError, notifySuccess } from '../../../lib/notify.ts'
import { deleteTask } from '../api/delete-task.ts'
import { answerCardTasksKey, useAnswerCardTasks } from '../api/get-answer-card-tasks.ts'
import { taskPanelKey, useTaskPanel } from '../api/get-task-panel.ts'
import { TASK_VERSIONS_KEY, useTaskVersions } from '../api/get-task-versions.ts'
import { packageTask } from '../api/package-task.ts'
import { reloadTask } from '../api/reload-task.ts'
import { retryTask } from '../api/retry-task.ts'
import { useAutoDownload } from '../hooks/use-auto-download.ts'
import { taskExamQuery } from '../lib/exam-query.ts'
import { openInNewTab } from '../../../lib/open-download.ts'
import { webStorage } from '../../../lib/web-storage.ts'
import { DeleteTaskDialog } from './delete-task-dialog.tsx'
import { TaskRow } from './task-row.tsx'

type Pending = { kind: TaskKind; follow: TaskFollow; actionParams: TaskTab['actionParams']; row: Row | SubTaskRow; name: string }

/**
 * The last list versions this page load has seen. Module state, not component state: a task created
 * on a page without the panel (the export menu) still moves a version when the panel mounts again.
 */
const seen: { versions: TaskVersions | null } = { versions: null }

/**
 * The download-task panel (spec 3 §2, §4): collapsed to a '下载任务' button; expanded, the task lists
 * in tabs, refreshed every 60 s while open (never on the no-poll pages). A moved list version (a task
 * created on this page) expands it on that list's tab. Finished tasks download by themselves.
 */
export function DownloadTaskPanel({ embedded }: { embedded: boolean }) {
  const [location] = useLocation()
  const search = useSearch()
  const pathname = location === '/' ? `${BASE_PATH}/` : `${BASE_PATH}${location}`
  const query = useMemo(() => taskExamQuery(search), [search])
  const key = taskPanelKey(query, embedded)
  const [expanded, setExpanded] = useState(false)
  const [activeTab, setActiveTab] = useState<TaskKind>('group')
  const [refreshMs, setRefreshMs] = useState(0)
  const [answerRefreshMs, setAnswerRefreshMs] = useState(0)
  const panel = useTaskPanel(expanded ? key : null, refreshMs)
  const answerCards = useAnswerCardTasks(expanded ? answerCardTasksKey(query) : null, answerRefreshMs)
  const versions = useTaskVersions(true)
  const data = useMemo(() => withAnswerCards(panel.data, answerCards.data?.tab), [panel.data, answerCards.data])
  useAutoDownload(expanded ? data : undefined)

  useEffect(() => {
    setRefreshMs(data ? refreshInterval({ expanded, pathname, noPollPaths: data.noPollPaths, refreshMs: data.refreshMs }) : 0)
    const answerMs = answerCards.data?.refreshMs
    setAnswerRefreshMs(data && answerMs ? refreshInterval({ expanded, pathname, noPollPaths: data.noPollPaths, refreshMs: answerMs }) : 0)
  }, [data, expanded, pathname, answerCards.data])

  // The panel's own answer carries the versions: they are the baseline, not a change.
  useEffect(() => {
    if (!data) return
    seen.versions = data.versions
    void mutateGlobal(TASK_VERSIONS_KEY, data.versions, { revalidate: false })
  }, [data])

  // spec 3 §2: a new task (announced by the page that made it) or a version that moved expands the
  // panel, reloads it and brings that list's tab forward.
  useEffect(() => {
    const next = versions.data
    const created = takeTaskCreated(webStorage('session'))
    const moved = next ? changedKinds(seen.versions, next) : []
    if (next) seen.versions = next
    const kinds = created ? [created, ...moved] : moved
    if (kinds.length === 0) return
    const visible = tabToBringForward(kinds, embedded)
    if (visible) setActiveTab(visible)
    setExpanded(true)
    void panel.mutate()
    void answerCards.mutate()
  }, [versions.data])

  return (
    <>
      <CollapsedButton embedded={embedded} expanded={expanded} onClick={() => setExpanded((x) => !x)} />
      {expanded ? (
        <Portal>
          <Box
            position="fixed"
            // On a phone the panel takes the screen's width (the widget group is in the page's flow there).
            left={{ base: '2', md: 'auto' }}
            right={{ base: '2', md: embedded ? '3' : '20' }}
            bottom={{ base: '2', md: embedded ? '16' : '24' }}
            width={{ base: 'auto', md: '440px' }}
            maxHeight="min(620px, 80vh)"
            bg="bg"
            borderWidth="1px"
            borderRadius="md"
            boxShadow="lg"
            zIndex="popover"
            display="flex"
            flexDirection="column"
            role="dialog"
            aria-label="下载任务"
            data-testid="download-task-panel"
          >
            <HStack paddingInline="4" paddingBlock="2.5" borderBottomWidth="1px">
              <Text fontWeight="semibold" flex="1">
                {data?.title ?? '下载任务'}
              </Text>
              <CloseButton size="sm" aria-label="收起下载任务" onClick={() => setExpanded(false)} />
            </HStack>
            {data ? (
              <PanelTabs
                key={key}
                data={data}
                activeTab={activeTab}
                onTab={setActiveTab}
                onChanged={() => {
                  void panel.mutate()
                  void answerCards.mutate()
                }}
              />
            ) : (
              <Stack flex="1" align="center" justify="center" padding="8">
                {panel.error ? <Text color="fg.error">{panel.error instanceof Error ? panel.error.message : '加载失败'}</Text> : <Spinner color="brand.solid" />}
              </Stack>
            )}
            <Text fontSize="xs" color="fg.muted" paddingInline="4" paddingBlock="2" borderTopWidth="1px" data-testid="download-task-tip">
              {data?.footerTip ?? ''}
            </Text>
          </Box>
        </Portal>
      ) : null}
    </>
  )
}

/** The route's exam's answer-card exports join the four lists as their own tab while there are any (issue 20). */
function withAnswerCards(panel: TaskPanelView | undefined, tab: TaskPanelView['tabs'][number] | undefined): TaskPanelView | undefined {
  if (!panel || !tab || tab.rows.length === 0) return panel
  return { ...panel, tabs: [...panel.tabs, tab] }
}

function CollapsedButton({ embedded, expanded, onClick }: { embedded: boolean; expanded: boolean; onClick: () => void }) {
  // spec 3 §2: a plain button in embedded mode; an icon and text otherwise.
  if (embedded) {
    return (
      // As wide as the other widgets (14 = 56 px), so the content's widget gutter (WIDGET_GUTTER) holds here too.
      <Button size="sm" variant="outline" bg="bg" width="14" minWidth="0" paddingInline="1" fontSize="xs" onClick={onClick} aria-expanded={expanded} data-testid="download-task-toggle">
        下载任务
      </Button>
    )
  }
  return (
    <Button
      onClick={onClick}
      aria-expanded={expanded}
      aria-label="下载任务"
      title="下载任务"
      width="14"
      height="14"
      flexDirection="column"
      gap="0.5"
      fontSize="xs"
      fontWeight="normal"
      variant="outline"
      bg={expanded ? 'brand.subtle' : 'bg'}
      boxShadow="sm"
      data-testid="download-task-toggle"
    >
      <ImportIcon />
      <Text as="span" lineHeight="1">
        下载任务
      </Text>
    </Button>
  )
}

function PanelTabs({
  data,
  activeTab,
  onTab,
  onChanged,
}: {
  data: TaskPanelView
  activeTab: TaskKind
  onTab: (kind: TaskKind) => void
  onChanged: () => void
}) {
  const [pending, setPending] = useState<Pending | null>(null)
  const [deleting, setDeleting] = useState(false)
  const [reloading, setReloading] = useState(false)
  const value = data.tabs.some((t) => t.kind === activeTab) ? activeTab : (data.tabs[0]?.kind ?? 'group')

  const confirmDelete = async () => {
    if (!pending) return
    setDeleting(true)
    try {
      const ref = 'parentId' in pending.row
        ? { kind: pending.kind, id: pending.row.id, parentId: pending.row.parentId }
        : { kind: pending.kind, id: pending.row.id, ...(pending.row.groupId ? { groupId: pending.row.groupId } : {}), ...pending.actionParams }
      const result = await deleteTask(ref)
      if (pending.follow === 'stored') forgetPending(webStorage('local'), data.pendingStorageKey, pending.row.id)
      notifySuccess(result.message)
      onChanged()
    } catch (error) {
      notifyError(error)
    } finally {
      setDeleting(false)
      setPending(null)
    }
  }

  const act = ({ kind, follow, actionParams }: Pick<TaskTab, 'kind' | 'follow' | 'actionParams'>) => ({
    onDelete: (row: Row | SubTaskRow, name: string) => setPending({ kind, follow, actionParams, row, name }),
    onRetry: (row: Row) =>
      void retryTask({ kind, id: row.id, ...actionParams })
        .then((r) => {
          notifySuccess(r.message)
          onChanged()
        })
        .catch(notifyError),
    onReload: (row: Row) => {
      // spec 3 §4: one reload at a time.
      if (reloading) return
      setReloading(true)
      void reloadTask({ kind, id: row.id, ...(row.groupId ? { groupId: row.groupId } : {}), ...actionParams })
        .then((r) => {
          notifySuccess(r.message)
          onChanged()
        })
        .catch(notifyError)
        .finally(() => setReloading(false))
    },
    onPackage: (row: Row) =>
      void packageTask({ kind, id: row.id, ...actionParams })
        .then((r) => {
          if (r.url) openInNewTab(r.url)
        })
        .catch(notifyError),
    reloading,
  })

  return (
    <>
      <Tabs.Root value={value} onValueChange={(d) => onTab(d.value as TaskKind)} size="sm" variant="line" display="flex" flexDirection="column" flex="1" minHeight="0">
        <Tabs.List paddingInline="2">
          {data.tabs.map((tab) => (
            <Tabs.Trigger key={tab.kind} value={tab.kind}>
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {data.tabs.map((tab) => (
          <Tabs.Content key={tab.kind} value={tab.kind} flex="1" overflowY="auto" paddingInline="4" paddingBlock="0" data-testid={`download-tab-${tab.kind}`}>
            {tab.error ? (
              <Text color="fg.error" fontSize="sm" paddingBlock="6" textAlign="center">
                {tab.error}
              </Text>
            ) : tab.rows.length === 0 ? (
              <Text color="fg.muted" fontSize="sm" paddingBlock="6" textAlign="center">
                {tab.emptyText}
              </Text>
            ) : (
              <Stack as="ul" gap="0" listStyleType="none">
                {tab.rows.map((row) => (
                  <TaskRow key={row.id} row={row} handlers={act(tab)} />
                ))}
              </Stack>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <DeleteTaskDialog
        texts={data.confirmDelete}
        name={pending?.name ?? ''}
        open={pending !== null}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPending(null)}
      />
    </>
  )
}
