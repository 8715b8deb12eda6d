import { Box, Flex, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { Link } from 'wouter'
import { VersionBanner } from '../../components/layout/version-banner.tsx'
import { ExamList } from '../../features/exams/components/exam-list.tsx'
import { toRouteHref } from '../../lib/route-href.ts'
import { useShell } from '../../lib/shell-context.ts'

export default function HomeRoute() {
  const shell = useShell()
  const owner = shell.ownerView
  const ownerSchool = owner?.schools.find((school) => school.id === owner.currentSchoolId) ?? owner?.schools[0]
  return (
    <Stack gap="4">
      {shell.versionBanner ? <VersionBanner banner={shell.versionBanner} /> : null}
      {owner && ownerSchool ? (
        <Flex align="center" gap="3" bg="bg" borderWidth="1px" borderRadius="md" paddingInline="5" paddingBlock="3">
          <Text fontWeight="medium">{owner.title}</Text>
          <Box flex="1" />
          <ChakraLink asChild colorPalette="brand" color="colorPalette.fg">
            <Link href={toRouteHref(ownerSchool.href)}>进入单校历史考试对比</Link>
          </ChakraLink>
        </Flex>
      ) : null}
      <ExamList />
    </Stack>
  )
}
