import { Button, Card, Checkbox, Heading, HStack, NativeSelect, Stack, Text, Wrap } from '@chakra-ui/react'
import { useState } from 'react'
import { useLocation } from 'wouter'
import { notifyError } from '../../../lib/notify.ts'
import { toRouteHref } from '../../../lib/route-href.ts'
import { createTranscript, useTranscriptCreate } from '../api/get-transcript-create.ts'
import { TranscriptFrame } from './transcript-frame.tsx'

/** transcript/create: an exam, then some classes or the whole grade. */
export function TranscriptCreateView({ examid, org }: { examid: string | undefined; org: string | undefined }) {
  const { data, error } = useTranscriptCreate(examid, org)
  const [classIds, setClassIds] = useState<string[]>([])
  const [busy, setBusy] = useState(false)
  const [, navigate] = useLocation()
  const create = async () => {
    if (!data?.examid) return
    setBusy(true)
    try {
      const made = await createTranscript({ examid: data.examid, ...(data.org ? { org: data.org } : {}), classIds })
      navigate(toRouteHref(made.reportHref))
    } catch (err) {
      notifyError(err)
      setBusy(false)
    }
  }
  return (
    <TranscriptFrame header={data?.header} error={error}>
      {data && (
        <Card.Root data-testid="transcript-create">
          <Card.Body>
            <Stack gap="5">
              <Heading size="md">生成成绩单</Heading>
              <NativeSelect.Root size="sm" maxWidth="480px">
                <NativeSelect.Field
                  aria-label="选择考试"
                  value={data.exams.find((e) => e.selected)?.href ?? ''}
                  onChange={(e) => {
                    setClassIds([])
                    navigate(toRouteHref(e.currentTarget.value), { replace: true })
                  }}
                >
                  <option value="">请选择考试</option>
                  {data.exams.map((e) => (
                    <option key={e.examid} value={e.href}>
                      {e.name}（{e.date}）
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {data.examid && (
                <Stack gap="2">
                  <Text fontSize="sm" fontWeight="medium">
                    选择班级（不选则生成全年级）
                  </Text>
                  <Wrap gap="3" data-testid="transcript-classes">
                    {data.classes.map((c) => (
                      <Checkbox.Root
                        key={c.id}
                        size="sm"
                        checked={classIds.includes(c.id)}
                        onCheckedChange={(d) => setClassIds(d.checked === true ? [...classIds, c.id] : classIds.filter((x) => x !== c.id))}
                      >
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>
                          {c.name}（{c.studentCount} 人）
                        </Checkbox.Label>
                      </Checkbox.Root>
                    ))}
                  </Wrap>
                </Stack>
              )}
              <HStack>
                <Button colorPalette="brand" size="sm" disabled={!data.examid} loading={busy} onClick={() => void create()}>
                  {classIds.length ? `生成 ${classIds.length} 个班的成绩单` : '生成全年级成绩单'}
                </Button>
              </HStack>
            </Stack>
          </Card.Body>
        </Card.Root>
      )}
    </TranscriptFrame>
  )
}
