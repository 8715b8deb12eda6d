import { Alert, Badge, Button, Dialog, HStack, Link, Portal, Stack, Table, Text } from '@chakra-ui/react'
import type { ExamContext } from '@report/contracts/bff/exam-context'
import { Link as RouteLink } from 'wouter'
import { toRouteHref } from '../../../lib/route-href.ts'

export type SyncInfo = NonNullable<ExamContext['syncDialog']>

/**
 * Spec 1 §2 score-sync progress: published and unpublished subjects with the warning that unsynced
 * scores may be inaccurate. 等待同步 closes it and the frame keeps saying the scores are syncing;
 * 查看分析 proceeds to the analysis.
 */
export function SyncDialog({ sync, open, onWait, onView }: { sync: SyncInfo; open: boolean; onWait: () => void; onView: () => void }) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onWait()
      }}
      placement="center"
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="sync-dialog">
            <Dialog.Header>
              <Dialog.Title>成绩同步进度</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <SyncWarning text={sync.warning} />
                <SyncPapers papers={sync.papers} />
                <SyncWay sync={sync} />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onWait}>
                {sync.waitLabel}
              </Button>
              <Button colorPalette="brand" onClick={onView}>
                {sync.viewLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

/** Where the sync is run (issue 33 item 1): the link for those who run it, who does for the others. */
function SyncWay({ sync }: { sync: SyncInfo }) {
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="sync-way">
      {sync.syncNote}
      {sync.syncHref ? (
        <>
          {'　'}
          <Link asChild color="brand.fg" fontWeight="medium">
            <RouteLink href={toRouteHref(sync.syncHref)}>去成绩同步</RouteLink>
          </Link>
        </>
      ) : null}
    </Text>
  )
}

function SyncWarning({ text }: { text: string }) {
  return (
    <Alert.Root status="warning" size="sm">
      <Alert.Indicator />
      <Alert.Title>{text}</Alert.Title>
    </Alert.Root>
  )
}

export function SyncPapers({ papers }: { papers: SyncInfo['papers'] }) {
  return (
    <Table.Root size="sm" aria-label="科目同步状态">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>科目</Table.ColumnHeader>
          <Table.ColumnHeader>状态</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">进度</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {papers.map((paper) => (
          <Table.Row key={paper.subject}>
            <Table.Cell>{paper.subject}</Table.Cell>
            <Table.Cell>
              <Badge colorPalette={paper.published ? 'green' : 'orange'} variant="subtle">
                {paper.published ? '已发布' : '未发布'}
              </Badge>
            </Table.Cell>
            <Table.Cell textAlign="end">{paper.status}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  )
}

/** What stays on the page after 等待同步: the same facts, and the way on to the analysis. */
export function SyncWaiting({ sync, onView }: { sync: SyncInfo; onView: () => void }) {
  return (
    <Stack gap="4" bg="bg" borderWidth="1px" borderRadius="md" padding="6" data-testid="sync-waiting" role="status">
      <Text fontSize="lg" fontWeight="semibold">
        成绩同步中
      </Text>
      <SyncWarning text={sync.warning} />
      <SyncPapers papers={sync.papers} />
      <SyncWay sync={sync} />
      <HStack justify="flex-end">
        <Button colorPalette="brand" onClick={onView}>
          {sync.viewLabel}
        </Button>
      </HStack>
    </Stack>
  )
}
