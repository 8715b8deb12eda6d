import { ChakraProvider } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { SWRConfig, type SWRConfiguration } from 'swr'
import { Toaster } from '../components/ui/toaster.tsx'
import { BffRequestError } from '../lib/bff-client.ts'
import { notifyError } from '../lib/notify.ts'
import { system } from './theme.ts'

const MAX_RETRIES = 3

const swrConfig: SWRConfiguration = {
  dedupingInterval: 5000,
  // Exam lists are a fan-out upstream; refetching on every tab focus would multiply it.
  revalidateOnFocus: false,
  onError: notifyError,
  onErrorRetry: (error, _key, config, revalidate, { retryCount }) => {
    // A 4xx is the BFF's verdict (no session, forbidden, invalid input): asking again cannot change it.
    if (error instanceof BffRequestError && error.status >= 400 && error.status < 500) return
    if (retryCount >= MAX_RETRIES) return
    setTimeout(() => void revalidate({ retryCount }), (config.errorRetryInterval ?? 5000) * 2 ** (retryCount - 1))
  },
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <SWRConfig value={swrConfig}>
        {children}
        <Toaster />
      </SWRConfig>
    </ChakraProvider>
  )
}
