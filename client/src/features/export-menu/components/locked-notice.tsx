import { Alert } from '@chakra-ui/react'
import { ContactCallToAction } from '../../../components/dialogs/contact-call-to-action.tsx'
import { UpgradeButton } from '../../upgrade/components/upgrade-button.tsx'

/** spec 3 §2: a page the plan does not include shows the version tip instead. */
export function LockedNotice({ text }: { text: string }) {
  return (
    <Alert.Root status="warning" alignItems="center" data-testid="version-locked">
      <Alert.Indicator />
      <Alert.Title flex="1">{text}</Alert.Title>
      <UpgradeButton size="sm" />
      <ContactCallToAction size="sm" />
    </Alert.Root>
  )
}
