import { Badge, Button, CloseButton, Drawer, HStack, Link as ChakraLink, Portal, Separator, Stack, Text } from '@chakra-ui/react'
import type { ShellView } from '@report/contracts/bff/shell'
import { useEffect, useState } from 'react'
import { Link, useLocation } from 'wouter'
import { toRouteHref } from '../../lib/route-href.ts'
import { useActiveNavKey } from '../../lib/use-active-nav.ts'
import { NavIcon } from '../ui/icons.tsx'

export interface ShellMenuProps {
  shell: ShellView
  onLogout: () => void
  loggingOut: boolean
}

const ENTRY = {
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  paddingInline: '3',
  paddingBlock: '2.5',
  borderRadius: 'md',
  color: 'fg',
  _hover: { textDecoration: 'none', bg: 'brand.subtle' },
} as const

/**
 * The header and navigation below the desktop breakpoint (issue 35): one 菜单 button opens a sheet
 * with the same entries the desktop rows show — navigation, menus, plan, the user and 退出.
 */
export function ShellMenu({ shell, onLogout, loggingOut }: ShellMenuProps) {
  const [open, setOpen] = useState(false)
  const [location] = useLocation()
  // A chosen entry navigates: the sheet closes with it.
  useEffect(() => setOpen(false), [location])
  const { header, show, version } = shell
  const activeKey = useActiveNavKey(shell.nav)
  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="end" size="xs">
      <Drawer.Trigger asChild>
        <Button size="sm" variant="outline" color="inherit" borderColor="whiteAlpha.700" _hover={{ bg: 'whiteAlpha.200' }} data-testid="shell-menu-button">
          菜单
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="shell-menu">
            <Drawer.Header>
              <Drawer.Title>{shell.user.displayName}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="4">
                <Stack gap="1" fontSize="sm" color="fg.muted">
                  <Text>{shell.user.schoolName}</Text>
                  <Text>{shell.user.roleName}</Text>
                  {show.versionBadge || header.remainingDaysText ? (
                    <HStack gap="1.5" wrap="wrap">
                      {show.versionBadge ? <Badge colorPalette={version.isTrial ? 'gray' : 'orange'}>{version.name}</Badge> : null}
                      {show.versionBadge && version.trialEndDate ? <Badge colorPalette="gray">试用至 {version.trialEndDate}</Badge> : null}
                      {header.remainingDaysText ? <Badge colorPalette={version.expiringSoon ? 'red' : 'yellow'}>{header.remainingDaysText}</Badge> : null}
                    </HStack>
                  ) : null}
                </Stack>
                {shell.nav.length > 0 ? (
                  <Stack as="nav" aria-label="主导航" gap="0.5">
                    {shell.nav.map((item) =>
                      item.newTab ? (
                        <ChakraLink key={item.key} href={item.href} target="_blank" rel="noopener" {...ENTRY}>
                          <NavIcon name={item.icon} />
                          {item.label}
                        </ChakraLink>
                      ) : (
                        <ChakraLink
                          key={item.key}
                          asChild
                          aria-current={item.key === activeKey ? 'page' : undefined}
                          {...ENTRY}
                          fontWeight={item.key === activeKey ? 'semibold' : 'normal'}
                          color={item.key === activeKey ? 'brand.fg' : 'fg'}
                          bg={item.key === activeKey ? 'brand.subtle' : undefined}
                        >
                          <Link href={toRouteHref(item.href)}>
                            <NavIcon name={item.icon} />
                            {item.label}
                          </Link>
                        </ChakraLink>
                      ),
                    )}
                  </Stack>
                ) : null}
                {header.menus.length > 0 ? (
                  <>
                    <Separator />
                    <Stack as="nav" aria-label="菜单" gap="0.5">
                      {header.menus.map((menu) => (
                        <ChakraLink key={menu.key} asChild {...ENTRY}>
                          <Link href={toRouteHref(menu.href)}>{menu.label}</Link>
                        </ChakraLink>
                      ))}
                    </Stack>
                  </>
                ) : null}
              </Stack>
            </Drawer.Body>
            <Drawer.Footer>
              <Button variant="outline" width="full" loading={loggingOut} onClick={onLogout}>
                退出
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="关闭菜单" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}
