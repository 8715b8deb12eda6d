import { Toaster as ChakraToaster, Portal, Stack, Toast } from '@chakra-ui/react'
import { toaster } from '../../lib/toaster.ts'

export function Toaster() {
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
