import { Badge, Button, Heading, HStack, Link, Stack, Table, Text } from '@chakra-ui/react'
import type { SettingsView } from '@report/contracts/bff/settings'
import { useState } from 'react'
import { Link as RouteLink } from 'wouter'
import { toRouteHref } from '../../../lib/route-href.ts'
import { notifyError } from '../../../lib/notify.ts'
import { publishExam } from '../api/get-settings.ts'
import { TableScrollArea } from '../../../components/ui/scroll-box.tsx'

/** The grade's exams and the settings version each was published with; 重新发布 applies the newest. */
export function ExamPublish({ view, onPublished }: { view: SettingsView; onPublished: (message: string) => void }) {
  const [busy, setBusy] = useState<string | null>(null)
  if (view.exams.length === 0) return null
  const publish = async (examid: string, org: number) => {
    setBusy(examid)
    try {
      const result = await publishExam({ examid, org })
      onPublished(result.message)
    } catch (error) {
      notifyError(error)
    } finally {
      setBusy(null)
    }
  }
  return (
    <Stack gap="3">
      <Heading size="sm">本年级考试的发布设置</Heading>
      <Text fontSize="sm" color="fg.muted">
        考试分析按发布时的设置版本计算；重新发布后按当前最新设置重新计算该考试的报告。
      </Text>
      {/* On a phone the table scrolls in its own box, not the page (issue 35: /config pages were 122 px too wide at 390). */}
      <TableScrollArea label="考试发布设置" borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" variant="outline" aria-label="考试发布设置">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>考试</Table.ColumnHeader>
              <Table.ColumnHeader>日期</Table.ColumnHeader>
              <Table.ColumnHeader>使用的设置</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">操作</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {view.exams.map((e) => (
              <Table.Row key={`${e.examid}:${e.org}`} data-testid={`publish-${e.examid}`}>
                <Table.Cell>{e.name}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{e.time}</Table.Cell>
                <Table.Cell>
                  {e.versionLabel}
                  {e.outdated ? (
                    <Badge marginStart="2" colorPalette="orange" variant="subtle">
                      非最新
                    </Badge>
                  ) : null}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <HStack justify="end" gap="3">
                    {e.ownHref ? (
                      <Link asChild fontSize="sm" color="brand.fg">
                        <RouteLink href={toRouteHref(e.ownHref)}>本考试单独设置</RouteLink>
                      </Link>
                    ) : null}
                    <Button size="xs" variant="outline" disabled={!view.canEdit || busy !== null} loading={busy === e.examid} onClick={() => void publish(e.examid, e.org)}>
                      重新发布
                    </Button>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </TableScrollArea>
    </Stack>
  )
}
