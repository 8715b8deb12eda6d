import { Badge, Box, Button, CloseButton, Dialog, Portal, Stack, Table, Text } from '@chakra-ui/react'
import type { FigureExplanation } from '@report/contracts/bff/metric-definition'

export interface FigureExplanationDialogProps {
  explanation: FigureExplanation | null
  onClose(): void
  /** Opens the figure's students in the drill dialog. */
  onStudents(params: Record<string, string>): void
}

/** 数值说明 (issue 36): what a figure is, what it was worked out from, and the students behind it — as the BFF states it. */
export function FigureExplanationDialog({ explanation: e, onClose, onStudents }: FigureExplanationDialogProps) {
  return (
    <Dialog.Root open={e !== null} onOpenChange={(details) => (details.open ? undefined : onClose())} placement="center" lazyMount unmountOnExit scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxWidth="560px" data-testid="figure-explanation">
            <Dialog.Header>
              <Dialog.Title>数值说明：{e?.caption}</Dialog.Title>
            </Dialog.Header>
            {e ? (
              <Dialog.Body>
                <Stack gap="3" fontSize="sm">
                  <Box>
                    <Text fontWeight="semibold">
                      {e.definition.term}：{e.shown}
                      {e.small ? (
                        <Badge marginStart="2" colorPalette="orange" data-testid="small-group">
                          人数少于 10
                        </Badge>
                      ) : null}
                    </Text>
                    <Text fontFamily="mono">{e.definition.symbols}</Text>
                    <Text color="fg.muted">{e.definition.words}</Text>
                  </Box>
                  <Table.Root size="sm" data-testid="explanation-inputs">
                    <Table.Body>
                      <Row label="对象" value={e.group.n === null ? e.group.name : `${e.group.name}（N = ${e.group.n}）`} />
                      {e.inputs.map((input) => (
                        <Row key={input.label} label={input.label} value={input.value} />
                      ))}
                      <Row label="取舍前" value={e.raw === null ? '--' : String(e.raw)} />
                      <Row label="显示值" value={`${e.shown}（${e.definition.rounding}）`} />
                      <Row label="统计范围" value={`${e.population.rule}；${e.population.leftOutLabel}`} />
                      {e.line ? <Row label="分数线" value={`${e.line.text}；${e.line.settings}`} /> : null}
                      {e.interval ? <Row label="95 % 区间" value={`${e.interval.text}（${e.interval.method === 'wilson' ? 'Wilson 区间' : 't 区间'}）`} /> : null}
                    </Table.Body>
                  </Table.Root>
                  {e.definition.note ? <Text color="fg.muted">{e.definition.note}</Text> : null}
                </Stack>
              </Dialog.Body>
            ) : null}
            <Dialog.Footer>
              {e?.drill ? (
                <Button size="sm" colorPalette="brand" onClick={() => onStudents(e.drill!)}>
                  查看学生名单
                </Button>
              ) : null}
              <Dialog.ActionTrigger asChild>
                <Button size="sm" variant="outline">
                  关闭
                </Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Table.Row>
      <Table.Cell width="120px" color="fg.muted">
        {label}
      </Table.Cell>
      <Table.Cell>{value}</Table.Cell>
    </Table.Row>
  )
}
