import type { ExamContext } from '@report/contracts/bff/exam-context'
import { Suspense, type ComponentType } from 'react'
import { Center, Spinner } from '@chakra-ui/react'
import { InConstruction } from '../../../components/feedback/in-construction.tsx'
import type { RouteKey } from '../../../config/paths.ts'
import { paths } from '../../../config/paths.ts'
import { ExamFrame } from '../../../features/exam-frame/components/exam-frame.tsx'
import { lazyPage } from '../../../lib/lazy-page.ts'

type ExamPage = ComponentType<{ context: ExamContext }>

// Each report area is its own chunk inside the frame; routes without a page yet say so honestly.
const examPages: Partial<Record<RouteKey, ExamPage>> = {
  dashboard: lazyPage(() => import('./dashboard.tsx')),
}

/** Every `/exam/*` route: the exam frame around the route's page. */
export default function ExamRoute({ routeKey }: { routeKey: RouteKey }) {
  const Page = examPages[routeKey]
  return (
    <ExamFrame routeName={paths[routeKey].name}>
      {(context) =>
        Page ? (
          <Suspense
            fallback={
              <Center minHeight="320px" aria-busy="true">
                <Spinner color="brand.solid" />
              </Center>
            }
          >
            <Page context={context} />
          </Suspense>
        ) : (
          <InConstruction />
        )
      }
    </ExamFrame>
  )
}
