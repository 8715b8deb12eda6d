import { HelpCentre } from '../../features/help/components/help-centre.tsx'

export default function HelpRoute() {
  return <HelpCentre />
}
