import { Box, Button, Checkbox, CloseButton, Dialog, Flex, Input, Portal, SimpleGrid, Text } from '@chakra-ui/react'
import { useEffect, useMemo, useState } from 'react'
import { toaster } from '../../lib/toaster.ts'
import { chooserError, chooserLimit, filterItems, selectAll, toggleChoice } from './logic/chooser.ts'

export interface ChooserItem {
  id: string
  name: string
}

export interface GroupChooserDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** 学校 or 班级: used in the title and the messages (请选择学校, 最多选择5个学校). */
  noun: string
  items: readonly ChooserItem[]
  /** What is chosen now; the dialog starts from it each time it opens. */
  value: readonly string[]
  onConfirm: (ids: string[]) => void
  /** At most this many; otherwise 5 when `limited`, else 1000 (spec 2 §5, §9). */
  maxNum?: number
  limited?: boolean
  title?: string
}

const SEARCH_ABOVE = 20

/** Choose schools or classes for a comparison (spec 2 §2 group chooser, §5 rules). */
export function GroupChooserDialog({ open, onOpenChange, noun, items, value, onConfirm, maxNum, limited, title }: GroupChooserDialogProps) {
  const limit = chooserLimit({ maxNum, limited })
  const [selected, setSelected] = useState<string[]>([...value])
  const [search, setSearch] = useState('')
  useEffect(() => {
    if (open) {
      setSelected(value.filter((id) => items.some((item) => item.id === id)))
      setSearch('')
    }
    // Only on opening: the page's value must not reset a choice in progress.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open])
  const shown = useMemo(() => filterItems(items, search), [items, search])

  const refuse = (text: string) => toaster.create({ id: `chooser:${text}`, type: 'warning', description: text, closable: true })

  const confirm = () => {
    const error = chooserError(selected, limit, noun)
    if (error) return refuse(error)
    onConfirm(selected)
    onOpenChange(false)
  }

  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="center" size="lg" lazyMount unmountOnExit scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="group-chooser-dialog">
            <Dialog.Header>
              <Dialog.Title>{title ?? `选择${noun}`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Flex justify="space-between" align="center" gap="3" marginBottom="3">
                <Text fontSize="sm" color="fg.muted" data-testid="chooser-count">
                  已选 {selected.length} / {limit}
                </Text>
                <Flex gap="2" align="center">
                  {items.length > SEARCH_ABOVE ? (
                    <Input size="sm" width="48" placeholder={`搜索${noun}`} aria-label={`搜索${noun}`} value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
                  ) : null}
                  <Button
                    size="xs"
                    variant="ghost"
                    onClick={() => {
                      const next = selectAll(selected, shown.map((item) => item.id), limit)
                      if (next.length < selected.length + shown.filter((item) => !selected.includes(item.id)).length) refuse(`最多选择${limit}个${noun}`)
                      setSelected(next)
                    }}
                  >
                    全选
                  </Button>
                  <Button size="xs" variant="ghost" onClick={() => setSelected([])}>
                    清空
                  </Button>
                </Flex>
              </Flex>
              <Box maxHeight="360px" overflowY="auto">
                <SimpleGrid columns={3} gap="2">
                  {shown.map((item) => (
                    <Checkbox.Root
                      key={item.id}
                      size="sm"
                      checked={selected.includes(item.id)}
                      onCheckedChange={() => {
                        const result = toggleChoice(selected, item.id, limit)
                        if (result.refused) refuse(`最多选择${limit}个${noun}`)
                        setSelected(result.selected)
                      }}
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{item.name}</Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </SimpleGrid>
                {shown.length === 0 ? (
                  <Text color="fg.muted" textAlign="center" paddingY="6">
                    没有匹配的{noun}
                  </Text>
                ) : null}
              </Box>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">取消</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="brand" onClick={confirm}>
                确定
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="关闭" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
