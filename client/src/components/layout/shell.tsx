import { Badge, Box, Button, Flex, HStack, Link as ChakraLink, Separator, Spacer, Text } from '@chakra-ui/react'
import type { SessionView, VersionDisplay } from '@report/contracts/bff/session'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { EMBEDDED_MIN_HEIGHT, HEADER_WIDTH } from '../../config/constants.ts'
import { paths } from '../../config/paths.ts'

export interface ShellProps {
  session: SessionView
  onLogout: () => void
  loggingOut?: boolean
  children: ReactNode
}

/** Header, routed content and footer (spec 1 §1). Embedded (iframe) mode keeps only the content. */
export function Shell({ session, onLogout, loggingOut = false, children }: ShellProps) {
  if (session.embedded) {
    return (
      <Box minHeight={`${EMBEDDED_MIN_HEIGHT}px`} bg="bg">
        <Box as="main" padding="4">
          {children}
        </Box>
      </Box>
    )
  }

  return (
    <Flex direction="column" minHeight="100vh" minWidth={`${HEADER_WIDTH}px`} bg="bg.subtle">
      <Box as="header" bg="brand.solid" color="brand.contrast">
        <Flex width={`${HEADER_WIDTH}px`} marginInline="auto" height="16" align="center" gap="3">
          <ChakraLink asChild color="inherit" fontSize="xl" fontWeight="semibold" _hover={{ textDecoration: 'none' }}>
            <Link href={paths.home.path}>{session.productName}</Link>
          </ChakraLink>
          <VersionTag version={session.version} />
          <Spacer />
          <HStack gap="2" data-testid="shell-user">
            <Text fontWeight="medium">{session.user.displayName}</Text>
            <Separator orientation="vertical" height="4" borderColor="whiteAlpha.600" />
            <Text opacity={0.9}>{session.user.schoolName}</Text>
          </HStack>
          <Button
            size="sm"
            variant="outline"
            color="inherit"
            borderColor="whiteAlpha.700"
            _hover={{ bg: 'whiteAlpha.200' }}
            loading={loggingOut}
            onClick={onLogout}
          >
            退出
          </Button>
        </Flex>
      </Box>

      <Box as="main" flex="1" width={`${HEADER_WIDTH}px`} marginInline="auto" paddingBlock="6">
        {children}
      </Box>

      <Footer />
    </Flex>
  )
}

function VersionTag({ version }: { version: VersionDisplay }) {
  return (
    <HStack gap="1.5">
      <Badge variant="solid" colorPalette={version.isTrial ? 'gray' : 'orange'}>
        {version.name}
      </Badge>
      {version.trialEndDate ? (
        <Badge variant="subtle" colorPalette="gray">
          试用至 {version.trialEndDate}
        </Badge>
      ) : null}
      {version.remainingDaysBadge !== null ? (
        <Badge variant="subtle" colorPalette={version.expiringSoon ? 'red' : 'yellow'}>
          剩余 {version.remainingDaysBadge} 天
        </Badge>
      ) : null}
    </HStack>
  )
}

function Footer() {
  const year = new Date().getFullYear()
  return (
    <Box as="footer" borderTopWidth="1px" bg="bg" color="fg.muted" fontSize="sm">
      <Flex width={`${HEADER_WIDTH}px`} marginInline="auto" paddingBlock="5" direction="column" align="center" gap="2">
        <HStack gap="4">
          <ChakraLink asChild>
            <Link href={paths.help.path}>帮助中心</Link>
          </ChakraLink>
          <ChakraLink asChild>
            <Link href={paths.introduce.path}>产品介绍</Link>
          </ChakraLink>
        </HStack>
        <Text>© {year} 成绩分析报告 版权所有</Text>
        <ChakraLink href="https://beian.miit.gov.cn/" target="_blank" rel="noreferrer" color="inherit">
          ICP备案信息
        </ChakraLink>
      </Flex>
    </Box>
  )
}
