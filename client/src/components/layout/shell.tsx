import { Box, Flex } from '@chakra-ui/react'
import type { ShellView } from '@report/contracts/bff/shell'
import { useEffect, type ReactNode } from 'react'
import { DESKTOP, EMBEDDED_MIN_HEIGHT, HEADER_WIDTH, SHELL_ROW, WIDGET_GUTTER } from '../../config/constants.ts'
import { usePdfMode } from '../../lib/pdf-mode.ts'
import { useStandalonePage } from '../../lib/standalone-page.ts'
import { AppFooter } from './app-footer.tsx'
import { AppHeader } from './app-header.tsx'
import { BlockingNotice } from './blocking-notice.tsx'
import { useContentFocusOnNavigate } from './content-focus-on-navigate.ts'
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx'
import { TopNav } from './top-nav.tsx'
import { WidgetGroup } from './widget-group.tsx'
import { useUsageTracking } from '../../features/usage-tracking/components/use-usage-tracking.ts'

export interface ShellProps {
  shell: ShellView
  onLogout: () => void
  loggingOut?: boolean
  children: ReactNode
}

/**
 * The frame of every signed-in page (spec 1 §1): brand row and nav row, routed content, footer,
 * right-side widgets. What shows is the BFF's `show`; embedded (iframe) mode switches parts off and
 * keeps the content at least 660 px high. The content keeps clear of the fixed widget group.
 * `export=pdf` in the address (spec 3 §2) prints the page alone, as a PDF-export session does.
 */
export function Shell({ shell, onLogout, loggingOut = false, children }: ShellProps) {
  const pdf = usePdfMode() || shell.exportMode
  // Tutoring and transcript pages bring their own frame (lib/standalone-page.ts).
  const standalone = useStandalonePage()
  const bare = pdf || standalone
  const show = bare ? { ...shell.show, nav: false, footer: false } : shell.show
  // spec 3 §4: page views and clicks are tracked for people, not for the PDF renderer.
  useUsageTracking(!pdf)
  useContentFocusOnNavigate(!pdf)
  useEffect(() => {
    document.body.dataset.productTheme = shell.theme
  }, [shell.theme])
  return (
    <Flex
      direction="column"
      minHeight={shell.embedded ? `${EMBEDDED_MIN_HEIGHT}px` : '100vh'}
      minWidth={shell.embedded || bare ? undefined : { [DESKTOP]: `${HEADER_WIDTH}px` }}
      bg={pdf ? 'white' : 'bg.subtle'}
      data-embedded={shell.embedded || undefined}
    >
      {pdf ? null : <SkipLink />}
      {show.nav ? (
        <Box as="header" position="sticky" top="0" zIndex="banner">
          <AppHeader shell={shell} onLogout={onLogout} loggingOut={loggingOut} />
          <TopNav items={shell.nav} />
        </Box>
      ) : null}

      <Box
        as="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        outline="none"
        flex="1"
        {...(shell.embedded || bare ? { width: 'auto' } : SHELL_ROW)}
        padding={shell.embedded ? '4' : undefined}
        paddingInlineEnd={shell.embedded && !pdf ? `${WIDGET_GUTTER}px` : undefined}
        paddingBlock={shell.embedded || standalone ? undefined : '6'}
      >
        {children}
      </Box>

      {show.footer ? <AppFooter footer={shell.footer} /> : null}
      {bare ? null : <WidgetGroup shell={shell} />}
      {shell.blockingNotice && !pdf ? <BlockingNotice notice={shell.blockingNotice} /> : null}
    </Flex>
  )
}
