import { Button, chakra, Flex, NativeSelect } from '@chakra-ui/react'
import type { ReportFilter } from '@report/contracts/bff/report-page'
import { useState } from 'react'
import { GroupChooserDialog } from '../../../components/report/group-chooser-dialog.tsx'

export interface ReportFiltersProps {
  filters: readonly ReportFilter[]
  /** Sets one filter key in the page address. */
  onChange: (key: string, value: string) => void
}

/** The page's choices: a select per single choice, the group chooser for several at once. */
export function ReportFilters({ filters, onChange }: ReportFiltersProps) {
  return (
    <Flex gap="3" wrap="wrap" data-testid="report-filters">
      {filters.map((filter) =>
        filter.multiple ? (
          <MultiFilter key={filter.key} filter={filter} multiple={filter.multiple} onChange={onChange} />
        ) : (
          <Flex key={filter.key} align="center" gap="2">
            <chakra.label htmlFor={`filter-${filter.key}`} fontSize="sm" color="fg.muted" whiteSpace="nowrap">
              {filter.label}
            </chakra.label>
            <NativeSelect.Root size="sm" width="auto" minWidth="120px">
              <NativeSelect.Field id={`filter-${filter.key}`} value={filter.value} onChange={(event) => onChange(filter.key, event.currentTarget.value)}>
                {filter.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Flex>
        ),
      )}
    </Flex>
  )
}

function MultiFilter({ filter, multiple, onChange }: { filter: ReportFilter; multiple: NonNullable<ReportFilter['multiple']>; onChange: ReportFiltersProps['onChange'] }) {
  const [open, setOpen] = useState(false)
  const chosen = filter.value === '' ? [] : filter.value.split(',')
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} data-testid={`filter-${filter.key}`}>
        {filter.label}（已选 {chosen.length} 个{multiple.noun}）
      </Button>
      <GroupChooserDialog
        open={open}
        onOpenChange={setOpen}
        noun={multiple.noun}
        items={filter.options.map((o) => ({ id: o.value, name: o.label }))}
        value={chosen}
        maxNum={multiple.max}
        onConfirm={(ids) => {
          setOpen(false)
          onChange(filter.key, ids.join(','))
        }}
      />
    </>
  )
}
