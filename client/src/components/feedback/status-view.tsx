import { Button, EmptyState, VStack } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { Link } from 'wouter'

export interface StatusViewProps {
  title: string
  description?: ReactNode
  /** The way on; a whole-area message without one offers home (null: none, for a note inside a page). */
  action?: ReactNode
  /** Full-page views (sign-in, load error) centre in the viewport; in-shell views in the content. */
  fullPage?: boolean
  /** In-shell height; a message under other content can be shorter. */
  minHeight?: string
}

/**
 * The one layout of every whole-area message: in construction, empty, sign-in, load error, a refusal.
 * A message that is the whole page never leaves the user stuck (issue 33 item 8): without a way on of
 * its own it offers home, where every exam and tool starts. A note inside a page (minHeight given) and
 * a full-page view (no session: home cannot open) stay as they are.
 */
export function StatusView({ title, description, action, fullPage = false, minHeight }: StatusViewProps) {
  const wayOn =
    action !== undefined || fullPage || minHeight !== undefined ? action : (
      <Button asChild size="sm" variant="outline" colorPalette="brand">
        <Link href="/">返回首页</Link>
      </Button>
    )
  return (
    <EmptyState.Root
      size="lg"
      minHeight={fullPage ? '100vh' : (minHeight ?? '420px')}
      display="flex"
      alignItems="center"
      justifyContent="center"
      role="status"
    >
      <EmptyState.Content>
        <VStack textAlign="center" gap="3">
          <EmptyState.Title>{title}</EmptyState.Title>
          {description ? <EmptyState.Description>{description}</EmptyState.Description> : null}
        </VStack>
        {wayOn}
      </EmptyState.Content>
    </EmptyState.Root>
  )
}
