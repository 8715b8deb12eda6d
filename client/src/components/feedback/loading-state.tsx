import { Center, Spinner, Text, VStack } from '@chakra-ui/react'
import { useEffect, useState } from 'react'

/** After this long a load is slow: the text says the figures are being computed, not that nothing happens. */
export const SLOW_LOAD_MS = 1500

export interface LoadingStateProps {
  /** What is loading, e.g. 考试信息 or 报告数据. */
  what: string
  minHeight?: string
}

/**
 * The progress state of an area whose data is on its way, shown at once inside the frame: a spinner
 * and what is loading; past SLOW_LOAD_MS, that a large exam's figures take a moment.
 */
export function LoadingState({ what, minHeight = '320px' }: LoadingStateProps) {
  const [slow, setSlow] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_LOAD_MS)
    return () => clearTimeout(timer)
  }, [])
  return (
    <Center minHeight={minHeight} aria-busy="true" role="status" aria-live="polite" data-testid="loading-state">
      <VStack gap="3">
        <Spinner size="lg" color="brand.solid" />
        <Text color="fg.muted" fontSize="sm">
          {slow ? `正在统计${what}，考试规模较大时需要多等一会儿…` : `正在加载${what}…`}
        </Text>
      </VStack>
    </Center>
  )
}
