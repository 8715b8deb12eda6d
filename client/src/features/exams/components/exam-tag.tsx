import { Badge, HStack, Text } from '@chakra-ui/react'
import type { ExamListItem } from '@report/contracts/bff/exams'

export const TAGS: Record<ExamListItem['tagGroup'], { label: string; palette: string }> = {
  X: { label: '校内', palette: 'blue' },
  L: { label: '联考', palette: 'purple' },
  Z: { label: '走班', palette: 'teal' },
  C: { label: '自定义', palette: 'orange' },
}

export function ExamTag({ group }: { group: ExamListItem['tagGroup'] }) {
  const tag = TAGS[group]
  return (
    <HStack gap="1.5">
      <Badge variant="solid" colorPalette={tag.palette} minWidth="5" justifyContent="center" aria-hidden>
        {group}
      </Badge>
      <Text>{tag.label}</Text>
    </HStack>
  )
}
