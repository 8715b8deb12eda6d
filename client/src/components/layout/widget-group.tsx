import { Box, Button, Stack, Text } from '@chakra-ui/react'
import { BASE_PATH } from '@report/contracts/constants'
import type { ShellView, SupportWidget } from '@report/contracts/bff/shell'
import { useEffect, useState, type ReactNode } from 'react'
import { useLocation } from 'wouter'
import { DESKTOP, SCROLL_THROTTLE_MS } from '../../config/constants.ts'
import { throttle } from '../../lib/throttle.ts'
import { HoverPopover } from '../ui/hover-popover.tsx'
import { ArrowUpIcon, ChevronLeftIcon, ChevronRightIcon, FeedbackIcon, PhoneIcon, QrIcon } from '../ui/icons.tsx'
import { QrCard } from '../ui/qr-card.tsx'
import { DownloadTaskPanel } from '../../features/download-tasks/components/download-task-panel.tsx'
import { FeedbackDialog } from '../dialogs/feedback-dialog.tsx'

/**
 * The fixed right-side widget group (spec 1 §1): public-account QR, the support widgets the BFF names
 * (客服, 专属客服), feedback, download tasks, back to top, and a toggle that folds the group away.
 */
export function WidgetGroup({ shell }: { shell: ShellView }) {
  const [expanded, setExpanded] = useState(true)
  const [feedbackOpen, setFeedbackOpen] = useState(false)
  const [location] = useLocation()
  const showBackTop = useScrolledPastHalf()
  const fullPath = location === '/' ? `${BASE_PATH}/` : `${BASE_PATH}${location}`
  const downloadPanel = shell.widgets.downloadPanelPaths.some((fragment) => fullPath.includes(fragment))
  // Nothing to show (embedded, before any scrolling, no download panel): no group, and no toggle for an empty group.
  if (!shell.show.publicAccountQr && !shell.widgets.support.length && !shell.show.feedback && !showBackTop && !downloadPanel) return null

  return (
    // Below the desktop breakpoint the group is a row at the end of the page: on a phone a floating
    // group covered the table a parent lands on (issue 35).
    <Box
      position={{ base: 'static', [DESKTOP]: 'fixed' }}
      right="3"
      bottom="24"
      zIndex="sticky"
      paddingBlock={{ base: '3', [DESKTOP]: '0' }}
      role="complementary"
      aria-label="侧边工具"
    >
      {expanded ? (
        <Stack gap="2" direction={{ base: 'row', [DESKTOP]: 'column' }} justify="center" align="stretch" data-testid="widget-group">
          {shell.show.publicAccountQr ? (
            <HoverPopover
              placement="left"
              label="公众号"
              trigger={
                <WidgetButton label="公众号">
                  <QrIcon />
                </WidgetButton>
              }
            >
              <QrCard qr={shell.widgets.publicAccountQr} alt="公众号二维码" />
            </HoverPopover>
          ) : null}
          {shell.widgets.support.map((widget) => (
            <HoverPopover
              key={widget.label}
              placement="left"
              label={widget.label}
              trigger={
                <WidgetButton label={widget.label}>
                  <PhoneIcon />
                </WidgetButton>
              }
            >
              <SupportCard widget={widget} />
            </HoverPopover>
          ))}
          {shell.show.feedback ? (
            <HoverPopover
              placement="left"
              label="意见反馈"
              toggleOnClick={false}
              trigger={
                <WidgetButton label="意见反馈" onClick={() => setFeedbackOpen(true)}>
                  <FeedbackIcon />
                </WidgetButton>
              }
            >
              <Text fontSize="sm" maxWidth="48">
                {shell.widgets.feedbackText}
              </Text>
            </HoverPopover>
          ) : null}
          {shell.show.feedback ? <FeedbackDialog open={feedbackOpen} onOpenChange={setFeedbackOpen} /> : null}
          {downloadPanel ? <DownloadTaskPanel embedded={shell.embedded} /> : null}
          {showBackTop ? (
            <WidgetButton label="回到顶部" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
              <ArrowUpIcon />
            </WidgetButton>
          ) : null}
          <WidgetButton label="收起" onClick={() => setExpanded(false)} subtle hideBelow={DESKTOP}>
            <ChevronRightIcon />
          </WidgetButton>
        </Stack>
      ) : (
        <WidgetButton label="展开" onClick={() => setExpanded(true)} subtle>
          <ChevronLeftIcon />
        </WidgetButton>
      )}
    </Box>
  )
}

/** A support widget's popover: its lines, then its QR codes side by side. */
function SupportCard({ widget }: { widget: SupportWidget }) {
  return (
    <Stack gap="2">
      {widget.lines.map((line) => (
        <Text key={line} fontSize="sm">
          {line}
        </Text>
      ))}
      {widget.qrs.length ? (
        <Stack direction="row" gap="3">
          {widget.qrs.map(({ qr, alt }) => (
            <QrCard key={qr.imageUrl} qr={qr} alt={alt} />
          ))}
        </Stack>
      ) : null}
    </Stack>
  )
}

interface WidgetButtonProps {
  label: string
  children: ReactNode
  onClick?: () => void
  subtle?: boolean
  hideBelow?: typeof DESKTOP
}

function WidgetButton({ label, children, onClick, subtle = false, ...rest }: WidgetButtonProps) {
  return (
    <Button
      {...rest}
      onClick={onClick}
      aria-label={label}
      title={label}
      width="14"
      height={subtle ? '8' : '14'}
      flexDirection="column"
      gap="0.5"
      fontSize="xs"
      fontWeight="normal"
      variant={subtle ? 'subtle' : 'outline'}
      bg={subtle ? 'bg.muted' : 'bg'}
      boxShadow="sm"
    >
      {children}
      {subtle ? null : <Text as="span" lineHeight="1">{label}</Text>}
    </Button>
  )
}

/** Whether the page is scrolled further than half the body's height (spec 1 §9 "after half a body height", not the viewport). */
function useScrolledPastHalf(): boolean {
  const [past, setPast] = useState(false)
  useEffect(() => {
    const check = throttle(() => setPast(window.scrollY > document.body.scrollHeight / 2), SCROLL_THROTTLE_MS)
    check()
    window.addEventListener('scroll', check, { passive: true })
    return () => {
      window.removeEventListener('scroll', check)
      check.cancel()
    }
  }, [])
  return past
}
