import { Alert } from '@chakra-ui/react'
import { ContactCallToAction } from '../../../components/dialogs/contact-call-to-action.tsx'
import { UpgradeButton } from '../../upgrade/components/upgrade-button.tsx'

/** spec 3 §2: the advertisement on export-excel for a school that has not paid. */
export function ExportAd() {
  return (
    <Alert.Root status="info" alignItems="center" data-testid="export-ad">
      <Alert.Indicator />
      <Alert.Content flex="1">
        <Alert.Title>升级正式版，一键下载全部分析报表</Alert.Title>
        <Alert.Description>排名榜、小分表、三率、试题分析、分数段等报表一次生成，打包下载，后台生成不怕大考试。</Alert.Description>
      </Alert.Content>
      <UpgradeButton size="sm" />
      <ContactCallToAction size="sm" />
    </Alert.Root>
  )
}
