import { useSearchParams } from 'wouter'
import { SignInView } from '../../features/session/components/sign-in-view.tsx'

/** /error?msg=…: where the BFF sends a sign-in the platform refused (spec 1 §8 auth code 6): the reason and whom to contact. */
export default function ErrorRoute() {
  const [search] = useSearchParams()
  return <SignInView reason="refused" msg={search.get('msg') || undefined} />
}
