import { Box, Button, Flex, HStack, Input, NativeSelect, Text, Wrap } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { RANGE_SHORTCUTS, type DateRange, type RangeShortcut } from '../lib/date-range.ts'
import type { TagGroup } from '../lib/filter-exams.ts'
import { TAGS } from './exam-tag.tsx'

export type RangeChoice = RangeShortcut | 'all' | 'custom'

export interface ExamFiltersProps {
  tagGroups: ReadonlySet<TagGroup>
  onToggleTag: (group: TagGroup | null) => void
  grades: readonly string[]
  grade: string
  onGrade: (grade: string) => void
  typeNames: readonly string[]
  typeName: string
  onTypeName: (typeName: string) => void
  rangeChoice: RangeChoice
  range: DateRange
  onShortcut: (choice: RangeShortcut | 'all') => void
  onCustomRange: (range: DateRange) => void
}

const GROUPS: readonly TagGroup[] = ['X', 'L', 'Z', 'C']

/** Tag-group chips, grade, exam type and date range of the exam list. */
export function ExamFilters(props: ExamFiltersProps) {
  const { tagGroups, onToggleTag, rangeChoice, range } = props
  return (
    <Flex direction="column" gap="3" data-testid="exam-filters">
      <FilterRow label="类别">
        <Wrap gap="2" role="group" aria-label="考试类别">
          <Chip selected={tagGroups.size === 0} onClick={() => onToggleTag(null)}>
            全部
          </Chip>
          {GROUPS.map((group) => (
            <Chip key={group} selected={tagGroups.has(group)} onClick={() => onToggleTag(group)} testId={`tag-chip-${group}`}>
              <Text as="span" fontWeight="semibold" marginEnd="1">
                {group}
              </Text>
              {TAGS[group].label}
            </Chip>
          ))}
        </Wrap>
      </FilterRow>

      <HStack gap="6" wrap="wrap">
        <FilterRow label="年级">
          <Select label="年级" value={props.grade} onChange={props.onGrade} allLabel="全部年级" options={props.grades} />
        </FilterRow>
        <FilterRow label="考试类型">
          <Select label="考试类型" value={props.typeName} onChange={props.onTypeName} allLabel="全部类型" options={props.typeNames} />
        </FilterRow>
      </HStack>

      <FilterRow label="考试时间">
        <Wrap gap="2" align="center" role="group" aria-label="考试时间">
          {RANGE_SHORTCUTS.map((shortcut) => (
            <Chip key={shortcut.key} selected={rangeChoice === shortcut.key} onClick={() => props.onShortcut(shortcut.key)}>
              {shortcut.label}
            </Chip>
          ))}
          <Chip selected={rangeChoice === 'all'} onClick={() => props.onShortcut('all')}>
            全部时间
          </Chip>
          <HStack gap="1.5" marginStart={{ base: '0', md: '2' }}>
            <Input
              type="date"
              size="xs"
              width={{ base: '32', md: '36' }}
              aria-label="开始日期"
              value={range.from}
              max={range.to || undefined}
              onChange={(event) => props.onCustomRange({ ...range, from: event.currentTarget.value })}
            />
            <Text color="fg.muted">至</Text>
            <Input
              type="date"
              size="xs"
              width={{ base: '32', md: '36' }}
              aria-label="结束日期"
              value={range.to}
              min={range.from || undefined}
              onChange={(event) => props.onCustomRange({ ...range, to: event.currentTarget.value })}
            />
          </HStack>
        </Wrap>
      </FilterRow>
    </Flex>
  )
}

function FilterRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    // On a phone the label stands above its choices, which wrap within the screen.
    <Flex direction={{ base: 'column', md: 'row' }} gap={{ base: '1.5', md: '3' }} align={{ base: 'start', md: 'center' }}>
      <Text color="fg.muted" fontSize="sm" minWidth="16" whiteSpace="nowrap">
        {label}
      </Text>
      <Box minWidth="0">{children}</Box>
    </Flex>
  )
}

function Chip({ selected, onClick, children, testId }: { selected: boolean; onClick: () => void; children: ReactNode; testId?: string }) {
  return (
    <Button
      size="xs"
      borderRadius="full"
      variant={selected ? 'solid' : 'outline'}
      colorPalette={selected ? 'brand' : 'gray'}
      aria-pressed={selected}
      onClick={onClick}
      data-testid={testId}
    >
      {children}
    </Button>
  )
}

function Select({
  label,
  value,
  onChange,
  allLabel,
  options,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  allLabel: string
  options: readonly string[]
}) {
  return (
    <NativeSelect.Root size="xs" width="36">
      <NativeSelect.Field aria-label={label} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  )
}
