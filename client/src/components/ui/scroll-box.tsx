import { Box, type BoxProps } from '@chakra-ui/react'

/**
 * A box whose content may scroll (a wide table on a phone): it takes the keyboard's focus and has a
 * name, so a user without a mouse can scroll it with the arrow keys (WCAG 2.1.1; axe's
 * scrollable-region-focusable).
 */
export function ScrollBox({ label, ...props }: BoxProps & { label: string }) {
  return <Box tabIndex={0} role="group" aria-label={label} _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }} {...props} />
}
