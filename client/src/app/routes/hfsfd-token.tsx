import { TutoringHomeView } from '../../features/tutoring/components/tutoring-home-view.tsx'

/** /hfsfd/token: where /hfsfd and the hfsfd-token sign-in land. */
export default function HfsfdTokenRoute() {
  return <TutoringHomeView />
}
