import { Alert, Button, Heading, HStack, Link, List, NativeSelect, Skeleton, Stack, Table, Text } from '@chakra-ui/react'
import type { AddDataCheck, AddDataView } from '@report/contracts/bff/settings-sync'
import { useState } from 'react'
import { Link as RouteLink, useLocation, useSearch } from 'wouter'
import { StatusView } from '../../../components/feedback/status-view.tsx'
import { notifyError } from '../../../lib/notify.ts'
import { toRouteHref } from '../../../lib/route-href.ts'
import { checkAddDataFile, commitAddData, useAddData } from '../api/add-data.ts'

/** /examSync/addData (spec 1 §2): a school's missing scores on one paper, from a file checked row by row. */
export function AddDataPage() {
  const q = new URLSearchParams(useSearch())
  const examid = q.get('examid')
  const [, navigate] = useLocation()
  const choice = examid ? { examid, org: q.get('org') ?? '0', schoolid: q.get('schoolid'), pindex: q.get('pindex') } : null
  const { data: view, error, mutate } = useAddData(choice)

  if (!choice) return <StatusView title="请先在成绩同步页选择考试" action={<Link asChild><RouteLink href="/examSync">前往成绩同步</RouteLink></Link>} />
  if (error) return <StatusView title={error instanceof Error ? error.message : '页面加载失败，请刷新页面或联系客服解决'} />
  if (!view) return <Skeleton height="420px" />
  if (!view.allowed) return <StatusView title={view.notice ?? ''} />

  const go = (schoolid: string, pindex: string) => navigate(`/examSync/addData?${new URLSearchParams({ examid: choice.examid, org: choice.org, schoolid, pindex }).toString()}`)
  return (
    <Stack gap="5" bg="bg" padding="6" borderRadius="md">
      <HStack justify="space-between">
        <Heading size="md">补充学校成绩</Heading>
        <Link asChild fontSize="sm" color="brand.fg">
          <RouteLink href={toRouteHref(view.backHref)}>返回成绩同步</RouteLink>
        </Link>
      </HStack>
      <Text fontWeight="semibold">{view.exam?.name}</Text>
      <HStack gap="4">
        <NativeSelect.Root size="sm" width="240px">
          <NativeSelect.Field aria-label="学校" value={view.schoolid} onChange={(e) => go(e.currentTarget.value, view.pindex)}>
            {view.schools.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root size="sm" width="160px">
          <NativeSelect.Field aria-label="科目" value={view.pindex} onChange={(e) => go(view.schoolid, e.currentTarget.value)}>
            {view.papers.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      {view.notice ? (
        <Alert.Root status="success" size="sm">
          <Alert.Indicator />
          <Alert.Title>{view.notice}</Alert.Title>
        </Alert.Root>
      ) : (
        <Uploader key={`${view.schoolid}|${view.pindex}`} view={view} onAdded={() => void mutate()} />
      )}
    </Stack>
  )
}

function Uploader({ view, onAdded }: { view: AddDataView; onAdded: () => void }) {
  const [check, setCheck] = useState<AddDataCheck | null>(null)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState<string | null>(null)
  const paper = { examid: view.exam!.examid, org: String(view.exam!.org), schoolid: view.schoolid, pindex: view.pindex }

  const choose = async (file: File | undefined) => {
    if (!file) return
    setBusy(true)
    setDone(null)
    try {
      setCheck(await checkAddDataFile(file, paper))
    } catch (e) {
      notifyError(e)
    } finally {
      setBusy(false)
    }
  }
  const commit = async () => {
    if (!check) return
    setBusy(true)
    try {
      const result = await commitAddData({ ...paper, org: view.exam!.org, pindex: Number(view.pindex), rows: check.accepted.map((r) => ({ studentId: r.studentId, score: r.score })) })
      setDone(result.message)
      setCheck(null)
      onAdded()
    } catch (e) {
      notifyError(e)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Stack gap="4">
      <Text fontSize="sm">{view.instructions}</Text>
      <Text fontSize="sm" color="fg.muted">{`${view.subject}（满分 ${view.full}）缺少成绩的学生 ${view.missing.length} 名：`}</Text>
      <Table.Root size="sm" variant="outline" aria-label="缺少成绩的学生" maxWidth="420px">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>考号</Table.ColumnHeader>
            <Table.ColumnHeader>姓名</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {view.missing.map((m) => (
            <Table.Row key={m.studentId}>
              <Table.Cell>{m.studentId}</Table.Cell>
              <Table.Cell>{m.name}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <input type="file" accept=".xlsx,.csv" aria-label="选择成绩文件" disabled={busy} onChange={(e) => void choose(e.currentTarget.files?.[0])} />
      {done ? (
        <Alert.Root status="success" size="sm" data-testid="add-data-done">
          <Alert.Indicator />
          <Alert.Title>{done}</Alert.Title>
        </Alert.Root>
      ) : null}
      {check ? (
        <Stack gap="3" data-testid="add-data-check">
          <Text fontSize="sm">{`共 ${check.rowCount} 行，可导入 ${check.accepted.length} 行，问题 ${check.problems.length} 处`}</Text>
          {check.problems.length > 0 ? (
            <Alert.Root status="error" size="sm">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>请修改文件后重新上传：</Alert.Title>
                <List.Root fontSize="sm">
                  {check.problems.slice(0, 100).map((p) => (
                    <List.Item key={`${p.row}:${p.message}`}>{p.message}</List.Item>
                  ))}
                </List.Root>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          <HStack>
            <Button colorPalette="brand" size="sm" disabled={busy || check.problems.length > 0 || check.accepted.length === 0} loading={busy} onClick={() => void commit()}>
              确认导入
            </Button>
          </HStack>
        </Stack>
      ) : null}
    </Stack>
  )
}
