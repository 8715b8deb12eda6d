import { HStack, Link as ChakraLink } from '@chakra-ui/react'
import { Link } from 'wouter'
import { toRouteHref } from '../../../lib/route-href.ts'

/** The exam's papers, one link each, the current one marked. */
export function PaperTabs({ papers }: { papers: { pindex: number; subject: string; href: string; selected: boolean }[] }) {
  return (
    <HStack gap="1" wrap="wrap" role="tablist" aria-label="科目" data-testid="paper-tabs">
      {papers.map((p) => (
        <ChakraLink
          key={p.pindex}
          asChild
          role="tab"
          aria-selected={p.selected}
          px="3"
          py="1"
          borderRadius="md"
          fontSize="sm"
          bg={p.selected ? 'brand.solid' : 'bg.muted'}
          color={p.selected ? 'white' : 'fg'}
          _hover={{ textDecoration: 'none', bg: p.selected ? 'brand.solid' : 'bg.emphasized' }}
        >
          <Link href={toRouteHref(p.href)} replace>
            {p.subject}
          </Link>
        </ChakraLink>
      ))}
    </HStack>
  )
}
