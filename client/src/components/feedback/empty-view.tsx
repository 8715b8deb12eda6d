import { Button } from '@chakra-ui/react'
import { Link } from 'wouter'
import { StatusView } from './status-view.tsx'

export interface EmptyViewProps {
  /** What is missing, said as what to choose (default: spec 1 §2's empty view). */
  title?: string
  description?: string
  /** Where to choose it (default: home, whose exam list every report starts from). */
  action?: { label: string; href: string }
}

const HOME = { label: '返回首页', href: '/' }

/**
 * Spec 1 §2: the catch-all route and any page with nothing for this user. It always offers a way on
 * (issue 33 item 8: a page opened without what it needs said only 暂无与您相关的数据).
 */
export function EmptyView({ title = '暂无与您相关的数据', description, action = HOME }: EmptyViewProps) {
  return (
    <StatusView
      title={title}
      {...(description ? { description } : {})}
      action={
        <Button asChild size="sm" colorPalette="brand">
          <Link href={action.href}>{action.label}</Link>
        </Button>
      }
    />
  )
}
