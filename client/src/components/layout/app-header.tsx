import { Badge, Box, Button, Flex, HStack, Link as ChakraLink, Separator, Spacer, Text } from '@chakra-ui/react'
import type { ShellView } from '@report/contracts/bff/shell'
import { Link } from 'wouter'
import { DESKTOP, SHELL_ROW } from '../../config/constants.ts'
import { toRouteHref } from '../../lib/route-href.ts'
import { HoverPopover } from '../ui/hover-popover.tsx'
import { PhoneIcon } from '../ui/icons.tsx'
import { QrCard } from '../ui/qr-card.tsx'
import { ShellMenu } from './shell-menu.tsx'

export interface AppHeaderProps {
  shell: ShellView
  onLogout: () => void
  loggingOut: boolean
}

/**
 * The brand row (spec 1 §1): product and plan on the left; menus, report-card tip, user, logout on the
 * right. Below the desktop breakpoint: the product, the user and 菜单, which holds the rest.
 */
export function AppHeader({ shell, onLogout, loggingOut }: AppHeaderProps) {
  const { header, show, version } = shell
  return (
    <Box bg="brand.solid" color="brand.contrast">
      <Flex {...SHELL_ROW} height="14" align="center" gap="3">
        <ChakraLink asChild color="inherit" fontSize={{ base: 'lg', md: 'xl' }} fontWeight="semibold" whiteSpace="nowrap" _hover={{ textDecoration: 'none' }}>
          <Link href="/">{shell.productName}</Link>
        </ChakraLink>
        {show.versionBadge ? (
          <HStack gap="1.5" data-testid="version-badge" hideBelow={DESKTOP}>
            <Badge variant="solid" colorPalette={version.isTrial ? 'gray' : 'orange'}>
              {version.name}
            </Badge>
            {version.trialEndDate ? (
              <Badge variant="subtle" colorPalette="gray">
                试用至 {version.trialEndDate}
              </Badge>
            ) : null}
          </HStack>
        ) : null}
        {header.remainingDaysText ? (
          <Badge variant="solid" colorPalette={version.expiringSoon ? 'red' : 'yellow'} data-testid="remaining-days" hideBelow={DESKTOP}>
            {header.remainingDaysText}
          </Badge>
        ) : null}
        <Spacer />
        {header.menus.length > 0 ? (
          <HStack as="nav" aria-label="菜单" gap="1" hideBelow={DESKTOP}>
            {header.menus.map((menu) => (
              <ChakraLink
                key={menu.key}
                asChild
                color="inherit"
                paddingInline="2"
                paddingBlock="1"
                borderRadius="sm"
                _hover={{ bg: 'whiteAlpha.200', textDecoration: 'none' }}
              >
                <Link href={toRouteHref(menu.href)}>{menu.label}</Link>
              </ChakraLink>
            ))}
          </HStack>
        ) : null}
        {show.reportCardTip && header.reportCardTip ? (
          <HoverPopover
            label="手机查看成绩单"
            placement="bottom"
            trigger={
              <Button size="xs" variant="ghost" color="inherit" _hover={{ bg: 'whiteAlpha.200' }} data-testid="report-card-tip" hideBelow={DESKTOP}>
                <PhoneIcon />
                手机查看成绩单
              </Button>
            }
          >
            <QrCard qr={header.reportCardTip} alt="电子成绩单二维码" />
          </HoverPopover>
        ) : null}
        <HStack gap="2" minWidth="0" data-testid="shell-user">
          <Text fontWeight="medium" truncate>{shell.user.displayName}</Text>
          <Separator orientation="vertical" height="4" borderColor="whiteAlpha.600" hideBelow={DESKTOP} />
          <Text maxWidth="48" truncate hideBelow={DESKTOP}>
            {shell.user.schoolName}
          </Text>
          <Text maxWidth="24" truncate fontSize="xs" hideBelow={DESKTOP} data-testid="shell-role">
            {shell.user.roleName}
          </Text>
        </HStack>
        <Button
          size="sm"
          variant="outline"
          color="inherit"
          borderColor="whiteAlpha.700"
          _hover={{ bg: 'whiteAlpha.200' }}
          loading={loggingOut}
          onClick={onLogout}
          hideBelow={DESKTOP}
        >
          退出
        </Button>
        <Box hideFrom={DESKTOP}>
          <ShellMenu shell={shell} onLogout={onLogout} loggingOut={loggingOut} />
        </Box>
      </Flex>
    </Box>
  )
}
