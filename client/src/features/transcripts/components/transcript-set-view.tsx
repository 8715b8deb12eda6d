import { Button, Card, Checkbox, Field, Heading, HStack, Input, RadioGroup, Stack, Text, Wrap } from '@chakra-ui/react'
import type { TranscriptCfg, TranscriptField } from '@report/contracts/upstream/transcripts'
import { useEffect, useState } from 'react'
import { Link } from 'wouter'
import { toRouteHref } from '../../../lib/route-href.ts'
import { notifyError, notifySuccess } from '../../../lib/notify.ts'
import { saveTranscriptSettings, useTranscriptSettings } from '../api/get-transcript-settings.ts'
import { TranscriptFrame } from './transcript-frame.tsx'

/**
 * transcript/set: the title, the fields of each paper and how many transcripts go on a page. The
 * settings are the school's: a user the view model says may not change them sees them read-only.
 */
export function TranscriptSetView() {
  const { data, error } = useTranscriptSettings()
  const [draft, setDraft] = useState<TranscriptCfg | null>(null)
  const [saving, setSaving] = useState(false)
  useEffect(() => {
    if (data) setDraft(data.cfg)
  }, [data])
  const save = async () => {
    if (!draft) return
    setSaving(true)
    try {
      await saveTranscriptSettings(draft)
      notifySuccess('保存成功')
    } catch (err) {
      notifyError(err)
    } finally {
      setSaving(false)
    }
  }
  const titleProblem = draft && !draft.title.trim() ? '请输入成绩单标题' : draft && draft.title.length > 30 ? '标题最多 30 个字' : null
  const fieldsProblem = draft && draft.fields.length === 0 ? '请至少选择一项' : null
  return (
    <TranscriptFrame header={data?.header} error={error}>
      {data && draft && (
        <Card.Root data-testid="transcript-settings">
          <Card.Body>
            <Stack gap="5" maxWidth="640px">
              <Heading size="md">成绩单设置</Heading>
              {data.notice ? (
                <Text fontSize="sm" color="fg.muted" data-testid="transcript-settings-notice">
                  {data.notice}
                </Text>
              ) : null}
              <Field.Root invalid={titleProblem !== null} disabled={!data.canEdit}>
                <Field.Label>成绩单标题</Field.Label>
                <Input value={draft.title} maxLength={30} readOnly={!data.canEdit} onChange={(e) => setDraft({ ...draft, title: e.target.value })} />
                {titleProblem && <Field.ErrorText>{titleProblem}</Field.ErrorText>}
              </Field.Root>
              <Stack gap="2">
                <Text fontWeight="medium" fontSize="sm">
                  显示内容
                </Text>
                <Wrap gap="4" data-testid="transcript-fields">
                  {data.fieldOptions.map((f) => (
                    <Checkbox.Root
                      key={f.key}
                      size="sm"
                      disabled={!data.canEdit}
                      checked={draft.fields.includes(f.key as TranscriptField)}
                      onCheckedChange={(d) => setDraft({ ...draft, fields: d.checked === true ? [...draft.fields, f.key as TranscriptField] : draft.fields.filter((x) => x !== f.key) })}
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{f.label}</Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </Wrap>
                {fieldsProblem && (
                  <Text color="fg.error" fontSize="sm">
                    {fieldsProblem}
                  </Text>
                )}
              </Stack>
              <Stack gap="2">
                <Text fontWeight="medium" fontSize="sm">
                  排版
                </Text>
                <RadioGroup.Root size="sm" disabled={!data.canEdit} value={String(draft.layout)} onValueChange={(d) => setDraft({ ...draft, layout: d.value === '2' ? 2 : 1 })}>
                  <HStack gap="5">
                    {data.layoutOptions.map((o) => (
                      <RadioGroup.Item key={o.value} value={String(o.value)}>
                        <RadioGroup.ItemHiddenInput />
                        <RadioGroup.ItemIndicator />
                        <RadioGroup.ItemText>{o.label}</RadioGroup.ItemText>
                      </RadioGroup.Item>
                    ))}
                  </HStack>
                </RadioGroup.Root>
              </Stack>
              {data.canEdit ? (
                <HStack>
                  <Button colorPalette="brand" size="sm" loading={saving} disabled={titleProblem !== null || fieldsProblem !== null} onClick={() => void save()}>
                    保存
                  </Button>
                </HStack>
              ) : (
                // Read-only settings: the way on is back to the transcripts this account may generate.
                <HStack>
                  {data.header.menu
                    .filter((m) => !m.current)
                    .map((m) => (
                      <Button key={m.key} asChild size="sm" variant="outline" colorPalette="brand">
                        <Link href={toRouteHref(m.href)}>返回{m.label}</Link>
                      </Button>
                    ))}
                </HStack>
              )}
            </Stack>
          </Card.Body>
        </Card.Root>
      )}
    </TranscriptFrame>
  )
}
