import { Button, CloseButton, Drawer, Portal, useBreakpointValue } from '@chakra-ui/react'
import { useState } from 'react'
import { usePrerenderLayout } from '../../../lib/prerender.ts'
import { ReportFilters, type ReportFiltersProps } from './report-filters.tsx'

/**
 * A report page's filters (issue 35: filters fold into a sheet): in the page's head from the md
 * breakpoint up, as they always were; below it one 筛选 button opens them in a sheet from the bottom,
 * which stays open while the choices apply, until 完成 or Escape. Only one of the two is ever drawn
 * (each filter's label and test id are unique on the page).
 */
export function ReportFilterBar({ filters, onChange }: ReportFiltersProps) {
  // Read at once (ssr: false): a desktop page never draws the phone's button first. Markup the BFF drew
  // was drawn for the layout it guessed; the hydrating render draws the same and corrects it after.
  const layout = usePrerenderLayout()
  const phone = useBreakpointValue({ base: true, md: false }, layout ? { ssr: true, fallback: layout === 'phone' ? 'base' : 'md' } : { ssr: false }) ?? false
  const [open, setOpen] = useState(false)
  if (!phone) return <ReportFilters filters={filters} onChange={onChange} />
  if (filters.length === 0) return null
  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="bottom">
      <Drawer.Trigger asChild>
        <Button size="sm" variant="outline" colorPalette="brand" data-testid="report-filters-button">
          筛选
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content roundedTop="l3" maxHeight="85vh" data-testid="report-filters-sheet">
            <Drawer.Header>
              <Drawer.Title>筛选</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <ReportFilters filters={filters} onChange={onChange} />
            </Drawer.Body>
            <Drawer.Footer>
              <Drawer.ActionTrigger asChild>
                <Button size="sm" colorPalette="brand" width="full">
                  完成
                </Button>
              </Drawer.ActionTrigger>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="关闭" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}
