import { SETTINGS_PAGES, type SettingsPage as Page } from '@report/contracts/upstream/settings'
import { useLocation } from 'wouter'
import { EmptyView } from '../../components/feedback/empty-view.tsx'
import { SettingsPage } from '../../features/settings/components/settings-page.tsx'

/** /config/<page> (spec 1 §2 indicator parameter settings): the page named by the path's last segment. */
export default function ConfigSettingsRoute() {
  const [location] = useLocation()
  const name = location.split('/').filter(Boolean).at(-1) ?? ''
  const page = SETTINGS_PAGES.find((p) => p === name) as Page | undefined
  if (!page) return <EmptyView />
  return <SettingsPage page={page} />
}
