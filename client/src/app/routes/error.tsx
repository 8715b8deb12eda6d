import { useSearchParams } from 'wouter'
import { LoadErrorView } from '../../components/feedback/load-error-view.tsx'

/** /error?msg=…: where the BFF sends a sign-in the upstream refused (auth code 6). */
export default function ErrorRoute() {
  const [search] = useSearchParams()
  return <LoadErrorView fullPage detail={search.get('msg') || undefined} />
}
