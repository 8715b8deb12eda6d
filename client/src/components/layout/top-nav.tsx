import { Box, Flex, Link as ChakraLink } from '@chakra-ui/react'
import type { NavItem } from '@report/contracts/bff/shell'
import { Link } from 'wouter'
import { DESKTOP, SHELL_ROW } from '../../config/constants.ts'
import { useActiveNavKey } from '../../lib/use-active-nav.ts'
import { toRouteHref } from '../../lib/route-href.ts'
import { NavIcon } from '../ui/icons.tsx'

/**
 * The item row of the top navigation (spec 1 §2): what the BFF lists, the matching one highlighted.
 * Below the desktop breakpoint the same entries are in the header's 菜单 (shell-menu.tsx).
 */
export function TopNav({ items }: { items: readonly NavItem[] }) {
  const active = useActiveNavKey(items)
  if (items.length === 0) return null
  return (
    <Box bg="bg" borderBottomWidth="1px" boxShadow="xs" hideBelow={DESKTOP}>
      <Flex as="nav" aria-label="主导航" {...SHELL_ROW} height="12" align="stretch" gap="1">
        {items.map((item) => {
          const isActive = item.key === active
          const content = (
            <>
              <NavIcon name={item.icon} />
              {item.label}
            </>
          )
          const style = {
            display: 'flex',
            alignItems: 'center',
            gap: '1.5',
            paddingInline: '4',
            fontWeight: isActive ? 'semibold' : 'normal',
            color: isActive ? 'brand.fg' : 'fg',
            bg: isActive ? 'brand.subtle' : undefined,
            borderBottomWidth: '2px',
            borderColor: isActive ? 'brand.solid' : 'transparent',
            _hover: { textDecoration: 'none', color: 'brand.fg', bg: 'brand.subtle' },
          } as const
          return item.newTab ? (
            <ChakraLink key={item.key} href={item.href} target="_blank" rel="noopener" data-nav-key={item.key} {...style}>
              {content}
            </ChakraLink>
          ) : (
            <ChakraLink key={item.key} asChild data-nav-key={item.key} aria-current={isActive ? 'page' : undefined} {...style}>
              <Link href={toRouteHref(item.href)}>{content}</Link>
            </ChakraLink>
          )
        })}
      </Flex>
    </Box>
  )
}
