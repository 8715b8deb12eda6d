import { Badge, Breadcrumb, HStack } from '@chakra-ui/react'
import type { ExamContext } from '@report/contracts/bff/exam-context'
import { Fragment } from 'react'
import { ViewLink } from '../../../components/ui/view-link.tsx'
import { resetNavState } from '../stores/nav-state.ts'

/**
 * Spec 1 §2 breadcrumb. Where each crumb goes is the BFF's; a click on any of them resets the
 * navigation info (analyzeType all, compareType all, no school, no district) before it navigates.
 */
export function ExamBreadcrumb({ crumbs: all, note }: { crumbs: ExamContext['breadcrumb']; note: string | null }) {
  // A crumb without a label (the exam crumb of simple accounts) is not shown.
  const crumbs = all.filter((crumb) => crumb.label)
  if (crumbs.length === 0 && !note) return null
  return (
    <HStack gap="3" data-testid="exam-breadcrumb">
      <Breadcrumb.Root size="md">
        <Breadcrumb.List>
          {crumbs.map((crumb, index) => {
            const last = index === crumbs.length - 1
            return (
              <Fragment key={`${index}:${crumb.href}`}>
                <Breadcrumb.Item>
                  <ViewLink
                    link={crumb}
                    onClick={resetNavState}
                    color={last ? 'fg' : 'fg.muted'}
                    fontWeight={last ? 'medium' : 'normal'}
                    aria-current={last ? 'page' : undefined}
                    _hover={{ color: 'brand.fg' }}
                  />
                </Breadcrumb.Item>
                {last ? null : <Breadcrumb.Separator />}
              </Fragment>
            )
          })}
        </Breadcrumb.List>
      </Breadcrumb.Root>
      {note ? (
        <Badge colorPalette="orange" variant="subtle" data-testid="crumb-note">
          {note}
        </Badge>
      ) : null}
    </HStack>
  )
}
