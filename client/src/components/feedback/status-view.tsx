import { EmptyState, VStack } from '@chakra-ui/react'
import type { ReactNode } from 'react'

export interface StatusViewProps {
  title: string
  description?: ReactNode
  action?: ReactNode
  /** Full-page views (sign-in, load error) centre in the viewport; in-shell views in the content. */
  fullPage?: boolean
  /** In-shell height; a message under other content can be shorter. */
  minHeight?: string
}

/** The one layout of every whole-area message: in construction, empty, sign-in, load error. */
export function StatusView({ title, description, action, fullPage = false, minHeight = '420px' }: StatusViewProps) {
  return (
    <EmptyState.Root
      size="lg"
      minHeight={fullPage ? '100vh' : minHeight}
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
        {action}
      </EmptyState.Content>
    </EmptyState.Root>
  )
}
