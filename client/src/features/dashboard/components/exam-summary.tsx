import { Badge, Box, Flex, Heading, HStack, SimpleGrid, Stat, Text, Wrap } from '@chakra-ui/react'
import type { ExamContext } from '@report/contracts/bff/exam-context'

/** The head of the dashboard: the exam, its subjects with full scores, and how many sat it. */
export function ExamSummary({ exam }: { exam: ExamContext['exam'] }) {
  return (
    <Box bg="bg" borderWidth="1px" borderRadius="md" padding="6" data-testid="exam-summary">
      <Flex align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="xl">
          {exam.name}
        </Heading>
        <HStack gap="1.5">
          {exam.tagLabels.map((label) => (
            <Badge key={label} colorPalette="brand" variant="subtle">
              {label}
            </Badge>
          ))}
        </HStack>
      </Flex>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="4" marginTop="5">
        <Stat.Root>
          <Stat.Label>年级</Stat.Label>
          <Stat.ValueText>{exam.grade}</Stat.ValueText>
        </Stat.Root>
        <Stat.Root>
          <Stat.Label>{exam.studentCountLabel}</Stat.Label>
          <Stat.ValueText data-testid="student-count">{exam.studentCount.toLocaleString('zh-CN')}</Stat.ValueText>
          {exam.studentCountNote ? (
            <Stat.HelpText as="dd" color="fg.muted" data-testid="student-count-note">
              {exam.studentCountNote}
            </Stat.HelpText>
          ) : null}
        </Stat.Root>
        <Stat.Root>
          <Stat.Label>考试科目</Stat.Label>
          <Stat.ValueText>{exam.subjects.length}</Stat.ValueText>
        </Stat.Root>
      </SimpleGrid>
      <Text marginTop="5" marginBottom="2" color="fg.muted" fontSize="sm">
        科目与满分
      </Text>
      <Wrap gap="2" as="ul" aria-label="科目与满分" listStyleType="none">
        {exam.subjects.map((subject) => (
          <HStack
            as="li"
            key={subject.pindex}
            gap="2"
            borderWidth="1px"
            borderRadius="md"
            paddingInline="3"
            paddingBlock="1.5"
            bg="bg.subtle"
            data-testid="subject-chip"
          >
            <Text fontWeight="medium">{subject.subject}</Text>
            <Text color="fg.muted" fontSize="sm">
              满分 {subject.fullScore}
            </Text>
          </HStack>
        ))}
      </Wrap>
    </Box>
  )
}
