import { Toaster as ChakraToaster, Portal, Stack, Toast } from '@chakra-ui/react'
import { useEffect, useState } from 'react'
import { toaster } from '../../lib/toaster.ts'

/**
 * Mounted once the page's first render is on screen: the toast region's machine starts by flushing
 * React's pending work synchronously, which turned the page's first render into a blocking one that
 * also ran every chart's drawing before the first paint (issue 34). A toast raised before it mounts
 * waits in the toaster's store and shows when it does.
 */
export function Toaster() {
  const [mounted, setMounted] = useState(false)
  useEffect(() => {
    const frame = requestAnimationFrame(() => setTimeout(() => setMounted(true)))
    return () => cancelAnimationFrame(frame)
  }, [])
  if (!mounted) return null
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'md' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.closable ? <Toast.CloseTrigger aria-label="关闭" /> : null}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  )
}
