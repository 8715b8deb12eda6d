import { Box, Table, type BoxProps, type TableScrollAreaProps } from '@chakra-ui/react'

/**
 * What makes a box whose content may scroll reachable without a mouse: it takes the keyboard's focus
 * (so the arrow keys scroll it, WCAG 2.1.1; axe's scrollable-region-focusable — a table of plain text or
 * of disabled buttons has nothing else to focus) and is a region named after what scrolls in it.
 */
function scrollableProps(label: string) {
  return {
    tabIndex: 0,
    role: 'region',
    'aria-label': label,
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
  } as const
}

/** A box whose content may scroll (a wide table on a phone), reachable and named for the keyboard. */
export function ScrollBox({ label, ...props }: BoxProps & { label: string }) {
  return <Box {...scrollableProps(label)} {...props} />
}

/** Chakra's table scroll area, reachable and named for the keyboard like {@link ScrollBox}. */
export function TableScrollArea({ label, ...props }: TableScrollAreaProps & { label: string }) {
  return <Table.ScrollArea {...scrollableProps(label)} {...props} />
}
