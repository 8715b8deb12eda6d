import { Button, HStack, Link } from '@chakra-ui/react'
import type { SettingsView } from '@report/contracts/bff/settings'
import { useState } from 'react'
import { Link as RouteLink } from 'wouter'
import { notifyError } from '../../../lib/notify.ts'
import { toRouteHref } from '../../../lib/route-href.ts'
import { followGradeSettings } from '../api/get-settings.ts'

/** Above one exam's own settings: back to the grade's page, and 恢复年级设置 when the exam has its own. */
export function ExamOwnBar({ view, exam, onFollowed }: { view: SettingsView; exam: NonNullable<SettingsView['exam']>; onFollowed: (message: string) => void }) {
  const [busy, setBusy] = useState(false)
  const follow = async () => {
    setBusy(true)
    try {
      onFollowed((await followGradeSettings({ page: view.page, exam: { examid: exam.examid, org: exam.org } })).message)
    } catch (error) {
      notifyError(error)
    } finally {
      setBusy(false)
    }
  }
  return (
    <HStack gap="4">
      <Link asChild fontSize="sm" color="brand.fg">
        <RouteLink href={toRouteHref(exam.gradeHref)}>返回年级设置</RouteLink>
      </Link>
      {exam.own ? (
        <Button size="xs" variant="outline" disabled={!view.canEdit || busy} loading={busy} onClick={() => void follow()}>
          恢复年级设置
        </Button>
      ) : null}
    </HStack>
  )
}
