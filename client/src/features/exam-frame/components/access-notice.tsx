import { Button } from '@chakra-ui/react'
import { ContactCallToAction } from '../../../components/dialogs/contact-call-to-action.tsx'
import { LOAD_ERROR_TEXT } from '../../../components/feedback/load-error-view.tsx'
import { StatusView } from '../../../components/feedback/status-view.tsx'
import { BffRequestError } from '../../../lib/bff-client.ts'
import { UpgradeButton } from '../../upgrade/components/upgrade-button.tsx'

/**
 * The page instead of an exam the user may not open here (restricted IP, outside the access period,
 * no view): the BFF's words, and the way to support when they ask the user to get in touch.
 */
export function AccessNotice({ message, contact = true, upgrade = false }: { message: string; contact?: boolean; upgrade?: boolean }) {
  const support = contact ? <ContactCallToAction label="联系客服" variant="outline" /> : null
  // A version limit is an upgrade prompt: the upgrade-interest form beside the contact (issue 21).
  return <StatusView title={message} action={upgrade ? <><UpgradeButton />{support}</> : (support ?? undefined)} />
}

const RETRYABLE = new Set(['upstream', 'timeout'])
const CONTACT_KINDS = new Set(['ip-restricted', 'out-of-period', 'version-limit', 'banned'])

/** The exam context could not be loaded: the BFF's verdict as the page, or a retry for a passing failure. */
export function ExamContextError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (error instanceof BffRequestError && !RETRYABLE.has(error.kind)) {
    return <AccessNotice message={error.message} contact={CONTACT_KINDS.has(error.kind)} upgrade={error.kind === 'version-limit'} />
  }
  return (
    <StatusView
      title={LOAD_ERROR_TEXT}
      description={error instanceof Error ? error.message : undefined}
      action={
        <Button colorPalette="brand" onClick={onRetry}>
          重试
        </Button>
      }
    />
  )
}
