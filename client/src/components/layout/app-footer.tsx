import { Box, Flex, HStack, Text } from '@chakra-ui/react'
import type { ShellView } from '@report/contracts/bff/shell'
import { SHELL_ROW } from '../../config/constants.ts'
import { ViewLink } from '../ui/view-link.tsx'

/** Footer (spec 1 §1): links, copyright, security-filing notice — texts as the BFF gives them. */
export function AppFooter({ footer }: { footer: ShellView['footer'] }) {
  return (
    <Box as="footer" borderTopWidth="1px" bg="bg" color="fg.muted" fontSize="sm">
      <Flex {...SHELL_ROW} paddingBlock="5" direction="column" align="center" gap="2">
        {footer.links.length > 0 ? (
          <HStack gap="4" wrap="wrap" justify="center">
            {footer.links.map((link) => (
              <ViewLink key={`${link.label}:${link.href}`} link={link} color="inherit" />
            ))}
          </HStack>
        ) : null}
        <Text>{footer.copyright}</Text>
        <ViewLink link={footer.filing} color="inherit" />
      </Flex>
    </Box>
  )
}
