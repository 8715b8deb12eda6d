import { Button, Card, Field, Heading, HStack, Input, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react'
import type { TaskExamParams } from '@report/contracts/bff/tasks'
import type { ExamConfigValues } from '@report/contracts/bff/tasks-config'
import { examConfigProblems } from '@report/contracts/rules/exam-export-settings'
import { useEffect, useState, type ChangeEvent } from 'react'
import { notifyError, notifySuccess } from '../../../lib/notify.ts'
import { useExamConfig } from '../api/get-exam-config.ts'
import { saveExamConfig } from '../api/save-exam-config.ts'
import { LockedNotice } from './locked-notice.tsx'

interface Draft {
  excellent: string
  good: string
  pass: string
  low: string
  subjectStep: string
  totalStep: string
  ranks: string
  scales: string
}

const toDraft = (v: ExamConfigValues): Draft => ({
  excellent: String(v.lines.excellent),
  good: String(v.lines.good),
  pass: String(v.lines.pass),
  low: String(v.lines.low),
  subjectStep: String(v.subjectStep),
  totalStep: String(v.totalStep),
  ranks: v.ranks.join(','),
  scales: v.scales.join(','),
})

const list = (text: string) => text.split(/[,，\s]+/).filter(Boolean).map(Number)

const toValues = (d: Draft): ExamConfigValues => ({
  lines: { excellent: Number(d.excellent), good: Number(d.good), pass: Number(d.pass), low: Number(d.low) },
  subjectStep: Number(d.subjectStep),
  totalStep: Number(d.totalStep),
  ranks: list(d.ranks),
  scales: list(d.scales),
})

const LINE_FIELDS = [
  ['excellent', '优秀线（满分的 %）'],
  ['good', '良好线（满分的 %）'],
  ['pass', '及格线（满分的 %）'],
  ['low', '低分线（满分的 %）'],
] as const

/**
 * config-view/exam-config (spec 3 §2, §7 /obt/v1/exam/scope/…): the exam's export settings — the
 * rate lines, segment steps, rank bands and share bands the one-click tables use — saved through the
 * upstream. The checks run as you type; the BFF's verdict is the one that counts.
 */
export function ExamConfigView({ params }: { params: TaskExamParams }) {
  const { data, error } = useExamConfig(params)
  const [draft, setDraft] = useState<Draft | null>(null)
  const [saving, setSaving] = useState(false)
  useEffect(() => {
    if (data) setDraft(toDraft(data.values))
  }, [data])

  if (!data || !draft) return error ? <Text color="fg.error">{error instanceof Error ? error.message : '加载失败'}</Text> : <Spinner color="brand.solid" />
  if (data.locked) return <LockedNotice text={data.locked.text} />

  const values = toValues(draft)
  const problems = examConfigProblems(values)
  const set = (key: keyof Draft) => (e: ChangeEvent<HTMLInputElement>) => setDraft({ ...draft, [key]: e.target.value })
  const save = async () => {
    setSaving(true)
    try {
      await saveExamConfig({ ...params, values })
      notifySuccess('保存成功')
    } catch (err) {
      notifyError(err)
    } finally {
      setSaving(false)
    }
  }

  return (
    <Card.Root data-testid="exam-config">
      <Card.Header>
        <Heading size="md">考试设置</Heading>
        <Text color="fg.muted" fontSize="sm">
          {data.examName} · {data.note}
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          <SimpleGrid columns={4} gap="3">
            {LINE_FIELDS.map(([key, label]) => (
              <Field.Root key={key} disabled={!data.canEdit}>
                <Field.Label>{label}</Field.Label>
                <Input type="number" min={0} max={100} value={draft[key]} onChange={set(key)} aria-label={label} />
              </Field.Root>
            ))}
          </SimpleGrid>
          <SimpleGrid columns={2} gap="3">
            <Field.Root disabled={!data.canEdit}>
              <Field.Label>单科分数段步长（分）</Field.Label>
              <Input type="number" min={1} value={draft.subjectStep} onChange={set('subjectStep')} />
            </Field.Root>
            <Field.Root disabled={!data.canEdit}>
              <Field.Label>总分分数段步长（分）</Field.Label>
              <Input type="number" min={1} value={draft.totalStep} onChange={set('totalStep')} />
            </Field.Root>
            <Field.Root disabled={!data.canEdit}>
              <Field.Label>名次段（逗号分隔，如 50,100,200）</Field.Label>
              <Input value={draft.ranks} onChange={set('ranks')} />
            </Field.Root>
            <Field.Root disabled={!data.canEdit}>
              <Field.Label>比例段（%，逗号分隔，如 10,20,30）</Field.Label>
              <Input value={draft.scales} onChange={set('scales')} />
            </Field.Root>
          </SimpleGrid>
          {problems.length > 0 ? (
            <Stack gap="1" data-testid="exam-config-problems">
              {problems.map((p) => (
                <Text key={p} color="fg.error" fontSize="sm">
                  {p}
                </Text>
              ))}
            </Stack>
          ) : null}
          {!data.canEdit ? <Text color="fg.muted" fontSize="sm">当前角色只能查看考试设置</Text> : null}
        </Stack>
      </Card.Body>
      <Card.Footer justifyContent="flex-end">
        <HStack>
          <Button variant="outline" disabled={saving} onClick={() => setDraft(toDraft(data.values))}>
            还原
          </Button>
          <Button colorPalette="brand" loading={saving} disabled={!data.canEdit || problems.length > 0} onClick={() => void save()}>
            保存
          </Button>
        </HStack>
      </Card.Footer>
    </Card.Root>
  )
}
