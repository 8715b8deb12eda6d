import { chakra } from '@chakra-ui/react'

/** The id of the shell's <main>: the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content'

/** Puts the focus on the page's content (the shell's <main>, tabIndex -1): the next Tab goes on from there. */
export function focusContent({ scroll = true } = {}): void {
  document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: !scroll })
}

/**
 * The first stop of the Tab key (WCAG 2.4.1): hidden until focused, it jumps past the header and
 * navigation to the page's content.
 */
export function SkipLink() {
  return (
    <chakra.a
      href={`#${MAIN_CONTENT_ID}`}
      position="absolute"
      top="2"
      left="2"
      zIndex="skipLink"
      paddingInline="4"
      paddingBlock="2"
      borderRadius="md"
      bg="bg"
      color="brand.fg"
      fontWeight="semibold"
      boxShadow="md"
      transform="translateY(-200%)"
      _focusVisible={{ transform: 'none', outline: '2px solid', outlineColor: 'brand.focusRing' }}
      onClick={(event) => {
        // The router would take the hash for a route: move focus to the content instead.
        event.preventDefault()
        focusContent()
      }}
    >
      跳到主要内容
    </chakra.a>
  )
}
