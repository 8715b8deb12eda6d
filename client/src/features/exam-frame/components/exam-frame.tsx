import { Alert, Button, Center, HStack, Spacer, Spinner, Stack } from '@chakra-ui/react'
import { LoadingState } from '../../../components/feedback/loading-state.tsx'
import type { ExamContext } from '@report/contracts/bff/exam-context'
import { useState, type ReactNode } from 'react'
import { usePdfMode } from '../../../lib/pdf-mode.ts'
import { ApplyLayeredClassDialog } from '../../../components/dialogs/apply-layered-class-dialog.tsx'
import { ContactCallToAction } from '../../../components/dialogs/contact-call-to-action.tsx'
import { UpgradeButton } from '../../upgrade/components/upgrade-button.tsx'
import { EmptyView } from '../../../components/feedback/empty-view.tsx'
import { useExamContext } from '../api/get-exam-context.ts'
import { useExamQuery } from '../api/use-exam-query.ts'
import { getSyncChoice, setSyncChoice, type SyncChoice } from '../stores/exam-choices.ts'
import { AccessNotice, ExamContextError } from './access-notice.tsx'
import { BannedAlertDialog } from './banned-alert-dialog.tsx'
import { ExamBreadcrumb } from './exam-breadcrumb.tsx'
import { ExportMenu } from './export-menu.tsx'
import { SyncDialog, SyncWaiting } from './sync-dialog.tsx'
import { ThreeLevelNavbar } from './three-level-navbar.tsx'

export interface ExamFrameProps {
  /** Route name of spec 1 §2 (dashboard, report-ranking …), sent as `route`. */
  routeName: string
  children: (context: ExamContext) => ReactNode
}

/**
 * The frame of every exam route: breadcrumb, three-level navbar, the entry dialogs (banned
 * download, score sync), the trial prompt, and access notices instead of the page when the exam
 * may not be viewed. Everything it shows is ExamContext.
 */
export function ExamFrame({ routeName, children }: ExamFrameProps) {
  const query = useExamQuery(routeName)
  const { data, error, isLoading, mutate } = useExamContext(query)

  if (!query) return <EmptyView title="请先选择一场考试" description="考试报告从考试列表进入：在首页点选一场考试。" action={{ label: '去选择考试', href: '/' }} />
  if (!data) {
    if (error && !isLoading) return <ExamContextError error={error} onRetry={() => void mutate()} />
    return <LoadingState what="考试信息" minHeight="420px" />
  }
  if (data.access.state !== 'ok' && data.access.state !== 'trial') {
    return <AccessNotice message={data.access.message ?? '当前考试无法查看，请联系客服'} />
  }
  // One body per exam: dialogs answered for one exam do not carry over to the next.
  return (
    <ExamFrameBody key={`${data.exam.examid}:${data.exam.org}`} context={data}>
      {children}
    </ExamFrameBody>
  )
}

function ExamFrameBody({ context, children }: { context: ExamContext; children: ExamFrameProps['children'] }) {
  const examKey = `${context.exam.examid}:${context.exam.org}`
  // The PDF renderer prints the report alone: no navigation, no notices, no dialog it cannot answer.
  const pdf = usePdfMode()
  const [bannedOpen, setBannedOpen] = useState(context.bannedAlert !== null && !pdf)
  const [syncChoice, setChoice] = useState<SyncChoice | undefined>(() => (pdf ? 'view' : getSyncChoice(examKey)))
  const [applyOpen, setApplyOpen] = useState(false)
  const sync = context.syncDialog

  const choose = (choice: SyncChoice) => {
    setSyncChoice(examKey, choice)
    setChoice(choice)
  }

  if (pdf) {
    return (
      <Stack gap="4" data-testid="exam-frame">
        {children(context)}
      </Stack>
    )
  }

  return (
    <Stack gap="4" data-testid="exam-frame">
      <HStack gap="3" minHeight="8">
        <ExamBreadcrumb crumbs={context.breadcrumb} note={context.crumbNote} />
        <Spacer />
        {context.scope.zouban ? (
          <Button size="xs" variant="subtle" colorPalette="teal" onClick={() => setApplyOpen(true)}>
            申请试用走班高级功能
          </Button>
        ) : null}
        <ExportMenu entries={context.exportMenu} />
      </HStack>

      {context.navbar ? <ThreeLevelNavbar navbar={context.navbar} /> : null}

      {context.access.purchasePrompt ? (
        <Alert.Root status="info" data-testid="purchase-prompt" alignItems="center">
          <Alert.Indicator />
          <Alert.Content flex="1">
            {context.access.message ? <Alert.Title>{context.access.message}</Alert.Title> : null}
            <Alert.Description>{context.access.purchasePrompt}</Alert.Description>
          </Alert.Content>
          <UpgradeButton size="sm" />
          <ContactCallToAction size="sm" />
        </Alert.Root>
      ) : null}

      {context.largeExamNotice ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{context.largeExamNotice}</Alert.Title>
        </Alert.Root>
      ) : null}

      {sync && syncChoice === 'wait' ? <SyncWaiting sync={sync} onView={() => choose('view')} /> : children(context)}

      {context.bannedAlert ? <BannedAlertDialog alert={context.bannedAlert} open={bannedOpen} onClose={() => setBannedOpen(false)} /> : null}
      {sync ? (
        <SyncDialog sync={sync} open={!bannedOpen && syncChoice === undefined} onWait={() => choose('wait')} onView={() => choose('view')} />
      ) : null}
      <ApplyLayeredClassDialog open={applyOpen} onOpenChange={setApplyOpen} />
    </Stack>
  )
}
