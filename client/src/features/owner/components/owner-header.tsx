import { Box, Flex, Heading, HStack, NativeSelect, Text } from '@chakra-ui/react'
import type { ShellView } from '@report/contracts/bff/shell'

type OwnerView = NonNullable<ShellView['ownerView']>

export interface SchoolChange {
  key: string
  value: string
}

/**
 * Spec 1 §1 school-owner view: '{school} 管理 N 所学校，历史考试对比分析', the hint, and the school
 * to look at. A change is reported as {key, value}; the page replaces the route with it.
 */
export function OwnerHeader({ owner, schoolId, onChange }: { owner: OwnerView; schoolId: string; onChange: (change: SchoolChange) => void }) {
  return (
    <Box bg="bg" borderWidth="1px" borderRadius="md" padding="6" data-testid="owner-view">
      <Flex align="center" gap="4" wrap="wrap">
        <Heading as="h1" size="lg" flex="1">
          {owner.title}
        </Heading>
        <HStack gap="2">
          <Text color="fg.muted" fontSize="sm" whiteSpace="nowrap">
            当前学校
          </Text>
          <NativeSelect.Root size="sm" width="64">
            <NativeSelect.Field
              aria-label="选择学校"
              value={schoolId}
              onChange={(event) => {
                const school = owner.schools.find((s) => s.id === event.currentTarget.value)
                if (school) onChange({ key: school.id, value: school.name })
              }}
            >
              {owner.schools.map((school) => (
                <option key={school.id} value={school.id}>
                  {school.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
      </Flex>
      {owner.hint ? (
        <Text marginTop="3" color="fg.muted" fontSize="sm">
          {owner.hint}
        </Text>
      ) : null}
    </Box>
  )
}
