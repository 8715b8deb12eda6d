import { Button, chakra, Flex, Input, NativeSelect } from '@chakra-ui/react'
import type { ReportFilter } from '@report/contracts/bff/report-page'
import { useState } from 'react'
import { GroupChooserDialog } from '../../../components/report/group-chooser-dialog.tsx'

export interface ReportFiltersProps {
  filters: readonly ReportFilter[]
  /** Sets one filter key in the page address. */
  onChange: (key: string, value: string) => void
}

/** The page's choices: a select per single choice (with a box to type a number where the filter takes one), the group chooser for several at once. */
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
            {filter.input ? <NumberInput filter={filter} input={filter.input} onChange={onChange} /> : null}
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

/** A number typed in for the filter (有效分's 总分线): applied with 应用 or Enter, only inside the filter's range. */
function NumberInput({ filter, input, onChange }: { filter: ReportFilter; input: NonNullable<ReportFilter['input']>; onChange: ReportFiltersProps['onChange'] }) {
  const [text, setText] = useState('')
  const value = text.trim() === '' ? Number.NaN : Number(text)
  const valid = Number.isFinite(value) && value >= input.min && value <= input.max
  const apply = () => {
    if (valid) onChange(filter.key, String(value))
  }
  return (
    <Flex align="center" gap="1">
      <Input
        size="sm"
        width="96px"
        type="number"
        inputMode="decimal"
        min={input.min}
        max={input.max}
        step={input.step}
        aria-label={input.label}
        placeholder={input.label}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => (event.key === 'Enter' ? apply() : undefined)}
        data-testid={`filter-${filter.key}-input`}
      />
      <chakra.span fontSize="sm" color="fg.muted">
        {input.unit}
      </chakra.span>
      <Button size="sm" variant="outline" disabled={!valid} onClick={apply}>
        应用
      </Button>
    </Flex>
  )
}
