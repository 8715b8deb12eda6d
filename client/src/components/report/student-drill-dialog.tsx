import { Box, CloseButton, Dialog, Flex, HStack, Portal, Spinner, Stat, Table, Text } from '@chakra-ui/react'
import { ScrollBox } from '../ui/scroll-box.tsx'
import type { DrillAnswer, DrillQuery, DrillResponse } from '@report/contracts/bff/drill'
import type { TableLeafColumn } from '@report/contracts/bff/table'
import { DRILL_DIALOG_WIDTH, DRILL_PAGE_SIZE, DRILL_TITLE } from '@report/contracts/bff/table-rules'
import { useEffect, useMemo, useState } from 'react'
import { BffRequestError } from '../../lib/bff-client.ts'
import { notifyError } from '../../lib/notify.ts'
import { toaster } from '../../lib/toaster.ts'
import { DownloadTableButton } from './download-table-button.tsx'
import { withSort } from './logic/export-href.ts'
import { closeDrill, closedDrill, drillOutcome, drillQuery, openDrill, pageDrill, sortDrill, type DrillState } from './logic/drill.ts'
import { leafNodes } from './logic/header-rows.ts'
import { alignOf, CellContent, MessageRow, TableHead } from './table-parts.tsx'
import { TablePager } from './table-pager.tsx'

export interface StudentDrillDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The clicked cell's parameters (`TableRow.drills[column]`). */
  params: Record<string, string> | null
  /**
   * One page of the student list. Resolve with the answer (or its `{code, msg, data}` envelope);
   * throwing a BffRequestError works too (bffPost throws for any code but 0).
   */
  load: (query: DrillQuery, signal: AbortSignal) => Promise<DrillAnswer | DrillResponse>
  title?: string
  /**
   * Where the focus goes on closing, when not the control focused at opening: a drill opened from
   * another dialog (数值说明's 查看学生名单) returns to what opened that dialog, not to a button gone with it.
   */
  finalFocusEl?: (() => HTMLElement | null) | undefined
}

function isEnvelope(value: DrillAnswer | DrillResponse): value is DrillResponse {
  return typeof (value as DrillResponse).code === 'number'
}

/**
 * 学生名单详情 (spec 2 §2, §4, §7, §9): width 930, 10 rows a page; headcount, mean, max and min;
 * sort asc/desc/clear per column; opening starts on page 1, closing clears header and sort; code 0
 * shows, code 5 is ignored, other codes toast their msg; 下载表格 gets every row via the xlsx route.
 */
export function StudentDrillDialog({ open, onOpenChange, params, load, title = DRILL_TITLE, finalFocusEl }: StudentDrillDialogProps) {
  const [state, setState] = useState<DrillState<DrillAnswer>>(() => closedDrill<DrillAnswer>())
  const [loading, setLoading] = useState(false)

  // Opening (or a new cell while open) resets to page 1; closing clears header and sort.
  const paramsKey = params ? JSON.stringify(params) : ''
  useEffect(() => {
    setState((s): DrillState<DrillAnswer> => (open ? openDrill<DrillAnswer>({ ...s, answer: null, sort: null }) : closeDrill<DrillAnswer>(s)))
  }, [open, paramsKey])

  useEffect(() => {
    if (!state.open || !params) return
    const controller = new AbortController()
    setLoading(true)
    load(drillQuery(params, state) as DrillQuery, controller.signal)
      .then((result) => {
        if (controller.signal.aborted) return
        if (isEnvelope(result)) {
          const outcome = drillOutcome(result)
          if (outcome.kind === 'ok' && result.data) setState((s) => ({ ...s, answer: result.data! }))
          else if (outcome.kind === 'error') toaster.create({ type: 'error', description: outcome.message, closable: true })
          return
        }
        setState((s) => ({ ...s, answer: result }))
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        const outcome = drillOutcome((error ?? {}) as { code?: unknown; message?: unknown })
        if (outcome.kind === 'ignore') return
        if (error instanceof BffRequestError) notifyError(error)
        else toaster.create({ type: 'error', description: outcome.kind === 'error' ? outcome.message : String(error), closable: true })
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false)
      })
    return () => controller.abort()
    // `load` is the page's function; a new identity alone must not refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.open, paramsKey, state.page, state.sort?.key, state.sort?.rule])

  const answer = state.answer
  const leaves = useMemo(() => (answer ? (leafNodes(answer.columns) as TableLeafColumn[]) : []), [answer])

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="center"
      lazyMount
      unmountOnExit
      scrollBehavior="inside"
      {...(finalFocusEl ? { finalFocusEl } : {})}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width={`${DRILL_DIALOG_WIDTH}px`} maxWidth={`${DRILL_DIALOG_WIDTH}px`} data-testid="student-drill-dialog">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Flex justify="space-between" align="center" gap="4" marginBottom="3" wrap="wrap">
                <Box>
                  {answer?.caption ? (
                    <Text color="fg.muted" fontSize="sm" marginBottom="1">
                      {answer.caption}
                    </Text>
                  ) : null}
                  {answer ? (
                    <HStack gap="6" rowGap="2" wrap="wrap" data-testid="drill-summary">
                      <Summary label="人数" value={answer.summary.absent ? `${answer.summary.headcount}（未考 ${answer.summary.absent}）` : answer.summary.headcount} />
                      <Summary label="平均分" value={answer.summary.mean} />
                      <Summary label="最高分" value={answer.summary.max} />
                      <Summary label="最低分" value={answer.summary.min} />
                    </HStack>
                  ) : null}
                </Box>
                {answer?.export ? <DownloadTableButton exportRef={withSort(answer.export, state.sort)} /> : null}
              </Flex>
              <ScrollBox label={title} position="relative" borderWidth="1px" borderRadius="sm" overflowX="auto">
                <Table.Root size="sm" showColumnBorder aria-label={title} aria-busy={loading || undefined}>
                  {answer ? <TableHead columns={answer.columns} sort={state.sort} onSort={(key) => setState((s) => sortDrill(s, key))} /> : null}
                  <Table.Body>
                    {!answer || answer.rows.length === 0 ? (
                      <MessageRow span={leaves.length}>{loading || !answer ? <Spinner size="sm" color="brand.solid" /> : '暂无学生'}</MessageRow>
                    ) : (
                      answer.rows.map((row) => (
                        <Table.Row key={row.key}>
                          {leaves.map((column) => (
                            <Table.Cell key={column.key} textAlign={alignOf(column)} whiteSpace="nowrap">
                              <CellContent row={row} column={column} />
                            </Table.Cell>
                          ))}
                        </Table.Row>
                      ))
                    )}
                  </Table.Body>
                </Table.Root>
              </ScrollBox>
              {answer && answer.paging.total > DRILL_PAGE_SIZE ? (
                <TablePager
                  page={state.page}
                  pageSize={DRILL_PAGE_SIZE}
                  total={answer.paging.total}
                  onPageChange={(page) => setState((s) => pageDrill(s, page))}
                />
              ) : null}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="关闭" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

function Summary({ label, value }: { label: string; value: string | number }) {
  return (
    // A figure's label never breaks (最高/分): the row wraps between figures instead.
    <Stat.Root size="sm" flexShrink={0} minWidth="max-content">
      <Stat.Label whiteSpace="nowrap">{label}</Stat.Label>
      <Stat.ValueText fontSize="md" whiteSpace="nowrap">{value}</Stat.ValueText>
    </Stat.Root>
  )
}
