import { Icon, type IconProps } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/**
 * The few line icons of the shell, inline (no icon library in the entry chunk). Nav items name
 * theirs by key; an unknown key gets a neutral dot rather than nothing.
 */
function svg(paths: ReactNode) {
  return function ShellIcon(props: IconProps) {
    return (
      <Icon boxSize="1.1em" {...props} asChild>
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
          {paths}
        </svg>
      </Icon>
    )
  }
}

export const HomeIcon = svg(<><path d="M3 10.5 12 3l9 7.5" /><path d="M5 9.5V21h14V9.5" /><path d="M10 21v-6h4v6" /></>)
export const TransformIcon = svg(<><path d="M4 7h13l-3-3" /><path d="M20 17H7l3 3" /></>)
export const LevelIcon = svg(<><path d="M4 20V14" /><path d="M10 20V9" /><path d="M16 20V4" /><path d="M22 20H2" /></>)
export const HistoryIcon = svg(<><path d="M3 12a9 9 0 1 0 3-6.7" /><path d="M3 4v5h5" /><path d="M12 7v5l3 3" /></>)
export const CustomIcon = svg(<><path d="M4 6h10" /><path d="M18 6h2" /><circle cx="16" cy="6" r="2" /><path d="M4 12h4" /><path d="M12 12h8" /><circle cx="10" cy="12" r="2" /><path d="M4 18h12" /><circle cx="18" cy="18" r="2" /></>)
export const TableIcon = svg(<><rect x="3" y="4" width="18" height="16" rx="1.5" /><path d="M3 10h18" /><path d="M3 15h18" /><path d="M9 4v16" /></>)
export const SettingsIcon = svg(<><circle cx="12" cy="12" r="3" /><path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" /></>)
export const ImportIcon = svg(<><path d="M12 3v12" /><path d="m7 10 5 5 5-5" /><path d="M5 21h14" /></>)
export const DashboardIcon = svg(<><rect x="3" y="3" width="8" height="9" rx="1" /><rect x="13" y="3" width="8" height="5" rx="1" /><rect x="13" y="10" width="8" height="11" rx="1" /><rect x="3" y="14" width="8" height="7" rx="1" /></>)
export const DotIcon = svg(<circle cx="12" cy="12" r="4" />)
export const QrIcon = svg(<><rect x="3" y="3" width="7" height="7" /><rect x="14" y="3" width="7" height="7" /><rect x="3" y="14" width="7" height="7" /><path d="M14 14h3v3h-3z" /><path d="M20 14v7h-3" /></>)
export const FeedbackIcon = svg(<><path d="M21 15a2 2 0 0 1-2 2H8l-5 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" /><path d="M8 9h8" /><path d="M8 13h5" /></>)
export const ArrowUpIcon = svg(<><path d="M12 19V5" /><path d="m5 12 7-7 7 7" /></>)
export const ChevronRightIcon = svg(<path d="m9 6 6 6-6 6" />)
export const ChevronLeftIcon = svg(<path d="m15 6-6 6 6 6" />)
export const PhoneIcon = svg(<><rect x="6" y="2" width="12" height="20" rx="2" /><path d="M11 18h2" /></>)

const NAV_ICONS: Record<string, ReturnType<typeof svg>> = {
  home: HomeIcon,
  analysis: HomeIcon,
  transform: TransformIcon,
  transformation: TransformIcon,
  'score-transformation': TransformIcon,
  level: LevelIcon,
  'level-score': LevelIcon,
  history: HistoryIcon,
  contrast: HistoryIcon,
  contrastHistory: HistoryIcon,
  custom: CustomIcon,
  'new-custom': CustomIcon,
  table: TableIcon,
  'table-list': TableIcon,
  settings: SettingsIcon,
  config: SettingsIcon,
  'custom-config': SettingsIcon,
  import: ImportIcon,
  ImportDetails: ImportIcon,
  dashboard: DashboardIcon,
  'data-dashboard': DashboardIcon,
}

export function NavIcon({ name, ...props }: IconProps & { name: string }) {
  const Component = NAV_ICONS[name] ?? DotIcon
  return <Component {...props} />
}
