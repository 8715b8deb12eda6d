import { Link as ChakraLink, type LinkProps as ChakraLinkProps } from '@chakra-ui/react'
import type { Link as LinkView } from '@report/contracts/bff/shell'
import { Link } from 'wouter'
import { toRouteHref } from '../../lib/route-href.ts'

export type ViewLinkProps = Omit<ChakraLinkProps, 'href' | 'asChild' | 'children'> & { link: LinkView }

/**
 * A link of a view model: in-app paths go through the router, anything else (another site, a page
 * to open in a new tab) is a plain anchor.
 */
export function ViewLink({ link, ...props }: ViewLinkProps) {
  if (link.newTab || !link.href.startsWith('/')) {
    return (
      <ChakraLink href={link.href} target={link.newTab ? '_blank' : undefined} rel="noopener noreferrer" {...props}>
        {link.label}
      </ChakraLink>
    )
  }
  return (
    <ChakraLink asChild {...props}>
      <Link href={toRouteHref(link.href)}>{link.label}</Link>
    </ChakraLink>
  )
}
