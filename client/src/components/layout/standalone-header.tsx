import { Box, Button, HStack, Text } from '@chakra-ui/react'
import { Link } from 'wouter'

/**
 * The header of a page that brings its own frame (lib/standalone-page.ts: the tutoring pages, the
 * transcript print page): what the page is, and the way back into the product (issue 33 item 8: such a
 * page once showed a bare message with no way on).
 */
export function StandaloneHeader({ title, links }: { title: string; links: ReadonlyArray<{ label: string; href: string }> }) {
  return (
    <Box as="header" bg="white" borderBottomWidth="1px" paddingInline="4" paddingBlock="2" data-testid="standalone-header" css={{ '@media print': { display: 'none' } }}>
      <HStack justify="space-between" maxWidth="1200px" marginInline="auto">
        <Text fontWeight="bold" color="brand.solid">
          {title}
        </Text>
        <HStack gap="2">
          {links.map((l) => (
            <Button key={l.href} asChild size="xs" variant="ghost" colorPalette="brand">
              <Link href={l.href}>{l.label}</Link>
            </Button>
          ))}
        </HStack>
      </HStack>
    </Box>
  )
}
