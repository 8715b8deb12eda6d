import { Box, Flex, HStack, Text } from '@chakra-ui/react'
import type { ShellView } from '@report/contracts/bff/shell'
import { ViewLink } from '../ui/view-link.tsx'

/** Spec 1 §2 version banner: school, plan, contract period, and the upgrade or details link. */
export function VersionBanner({ banner }: { banner: NonNullable<ShellView['versionBanner']> }) {
  return (
    <Flex
      data-testid="version-banner"
      align="center"
      wrap="wrap"
      columnGap="4"
      rowGap="1"
      whiteSpace="nowrap"
      paddingInline="5"
      paddingBlock="3"
      borderRadius="md"
      bgGradient="to-r"
      gradientFrom="brand.subtle"
      gradientTo="bg"
      borderWidth="1px"
      borderColor="brand.muted"
    >
      <Text fontWeight="semibold">{banner.schoolName}</Text>
      <HStack gap="2">
        <Box as="span" color="fg.muted">
          当前版本
        </Box>
        <Text as="span" color="brand.fg" fontWeight="medium">
          {banner.versionName}
        </Text>
      </HStack>
      {banner.contractPeriod ? (
        <HStack gap="2">
          <Box as="span" color="fg.muted">
            合同期
          </Box>
          <Text as="span">{banner.contractPeriod}</Text>
        </HStack>
      ) : null}
      <Box flex="1" />
      <ViewLink link={banner.link} colorPalette="brand" color="colorPalette.fg" fontWeight="medium" />
    </Flex>
  )
}
