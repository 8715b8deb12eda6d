import { Alert, Box, Button, Checkbox, Field, Flex, Heading, Input, NativeSelect, RadioGroup, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react'
import type { ContrastExamOption } from '@report/contracts/bff/contrast'
import { contrastDraftErrors, sharedSubjects } from '@report/contracts/bff/contrast-rules'
import { useState } from 'react'
import { useLocation } from 'wouter'
import { StatusView } from '../../../components/feedback/status-view.tsx'
import { notifyError } from '../../../lib/notify.ts'
import { toaster } from '../../../lib/toaster.ts'
import { createContrast, forgetContrastChoices } from '../api/contrast-actions.ts'
import { useContrastCreate } from '../api/get-contrast-create.ts'

const keyOf = (e: Pick<ContrastExamOption, 'examid' | 'org'>) => `${e.examid}:${e.org}`

/** /contrast/creat: 2–10 exams of one cohort, the subjects they share, the scope, a name (spec 2 §2, §4; issue 16 "Create"). */
export function ContrastCreate() {
  const { data, isLoading, mutate } = useContrastCreate()
  const [, navigate] = useLocation()
  const [cohort, setCohort] = useState<string | null>(null)
  // null: untouched, so the cohort's default exams (对比考试数 of the settings its newest exam is published against) apply.
  const [touched, setPicked] = useState<string[] | null>(null)
  const [subjects, setSubjects] = useState<string[] | null>(null)
  const [name, setName] = useState<string | null>(null)
  const [scope, setScope] = useState<number | null>(null)
  const [busy, setBusy] = useState(false)
  const [tried, setTried] = useState(false)

  if (isLoading || !data) return <Skeleton height="60" />
  if (!data.access.canCreate) return <StatusView title={data.access.notice ?? '暂无权限'} />

  const currentCohort = cohort ?? data.defaultCohort
  const exams = data.exams.filter((e) => e.cohortKey === currentCohort)
  const preset = data.defaults.find((d) => d.cohortKey === currentCohort)
  const picked = touched ?? preset?.exams ?? []
  const chosen = picked.map((k) => data.exams.find((e) => keyOf(e) === k)).filter((e): e is ContrastExamOption => e !== undefined)
  const shared = sharedSubjects(chosen)
  // The subjects the user chose last time (report template), where these exams have them.
  const remembered = data.remembered?.subjects.filter((s) => shared.includes(s)) ?? []
  const chosenSubjects = (subjects ?? (remembered.length > 0 ? remembered : shared)).filter((s) => shared.includes(s))
  const cohortLabel = data.cohorts.find((c) => c.key === currentCohort)?.label ?? ''
  const currentName = name ?? (chosen.length > 0 ? `${cohortLabel}${chosen.length}次考试对比` : '')
  // 对比范围 (spec 2 §4): the BFF lists the user's scopes, the default first.
  const rememberedScope = data.scopes.find((o) => o.value === data.remembered?.scope)?.value
  const currentScope = scope ?? rememberedScope ?? data.scopes[0]?.value ?? 0
  const scopeHint = data.scopes.find((o) => o.value === currentScope)?.hint ?? ''
  const errors = contrastDraftErrors({ name: currentName, exams: chosen, subjects: chosenSubjects })

  const toggle = (k: string) => {
    setPicked((current) => {
      const list = current ?? picked
      return list.includes(k) ? list.filter((x) => x !== k) : list.length >= data.limits.maxExams ? (toaster.create({ type: 'warning', description: `最多选择${data.limits.maxExams}次考试` }), list) : [...list, k]
    })
  }
  const submit = async () => {
    setTried(true)
    if (errors.length > 0) return
    setBusy(true)
    try {
      await createContrast({ name: currentName.trim(), exams: chosen.map((e) => ({ examid: e.examid, org: e.org })), subjects: chosenSubjects, scope: currentScope })
      toaster.create({ type: 'success', description: '已提交，正在后台生成' })
      navigate('/contrast/history')
    } catch (error) {
      notifyError(error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Box bg="bg" borderRadius="md" borderWidth="1px" padding="6">
      <Heading as="h2" size="lg" marginBottom="2">新建历史对比</Heading>
      <Text fontSize="sm" color="fg.muted" marginBottom="4">选择同一届学生的 {data.limits.minExams}–{data.limits.maxExams} 次考试，按学生编号匹配各次考试成绩；生成在后台进行，可在历史对比列表查看进度。</Text>
      {data.incomplete ? <Alert.Root status="warning" marginBottom="4"><Alert.Indicator /><Alert.Title>部分考试列表加载失败，列表可能不完整</Alert.Title></Alert.Root> : null}
      <Stack gap="5">
        <Flex gap="3" align="center">
          <Text width="80px">届次</Text>
          <NativeSelect.Root size="sm" maxWidth="280px">
            <NativeSelect.Field aria-label="届次" value={currentCohort} onChange={(e) => { setCohort(e.currentTarget.value); setPicked(null); setSubjects(null) }}>
              {data.cohorts.map((c) => <option key={c.key} value={c.key}>{c.label}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Flex>
        <Box>
          <Text marginBottom="2">考试（已选 {chosen.length} 次）</Text>
          {preset && touched === null ? <Text fontSize="xs" color="fg.muted" marginBottom="2" data-testid="contrast-default-exams">已按指标参数设置（对比考试数 {preset.examCount} 次）默认选中最近的 {preset.exams.length} 次考试</Text> : null}
          <Stack gap="1" maxHeight="320px" overflowY="auto" borderWidth="1px" borderRadius="sm" padding="3" data-testid="contrast-exams">
            {exams.map((e) => (
              <Checkbox.Root key={keyOf(e)} size="sm" checked={picked.includes(keyOf(e))} onCheckedChange={() => toggle(keyOf(e))}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{e.label}</Checkbox.Label>
              </Checkbox.Root>
            ))}
            {exams.length === 0 ? <Text color="fg.muted">没有可对比的考试</Text> : null}
          </Stack>
        </Box>
        <Box>
          <Text marginBottom="2">科目（总分为所选科目之和；缺考其中任一科的学生该次考试不计总分）</Text>
          <SimpleGrid columns={{ base: 3, md: 6 }} gap="2" data-testid="contrast-subjects">
            {shared.map((s) => (
              <Checkbox.Root key={s} size="sm" checked={chosenSubjects.includes(s)} onCheckedChange={() => setSubjects(chosenSubjects.includes(s) ? chosenSubjects.filter((x) => x !== s) : [...chosenSubjects, s])}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{s}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </SimpleGrid>
          {chosen.length > 0 && shared.length === 0 ? <Text color="fg.error" fontSize="sm">所选考试没有共同科目</Text> : null}
          {data.remembered && data.exams[0] ? (
            <Flex gap="2" align="center" marginTop="2">
              <Text fontSize="xs" color="fg.muted">已按上次的选择勾选科目：{data.remembered.subjects.join('、')}{rememberedScope !== undefined ? `；对比范围：${data.scopes.find((o) => o.value === rememberedScope)?.label ?? ''}` : ''}</Text>
              <Button size="2xs" variant="ghost" onClick={() => void forgetContrastChoices({ examid: data.exams[0]!.examid, org: data.exams[0]!.org }).then(() => mutate(), notifyError)}>不再记住</Button>
            </Flex>
          ) : null}
        </Box>
        <Box>
          <Text marginBottom="2">对比范围</Text>
          <RadioGroup.Root size="sm" value={String(currentScope)} onValueChange={(e) => { if (e.value) setScope(Number(e.value)) }} aria-label="对比范围" data-testid="contrast-scopes">
            <Flex gap="5" wrap="wrap">
              {data.scopes.map((o) => (
                <RadioGroup.Item key={o.value} value={String(o.value)}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{o.label}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Flex>
          </RadioGroup.Root>
          {scopeHint ? <Text fontSize="xs" color="fg.muted" marginTop="1">{scopeHint}</Text> : null}
        </Box>
        <Field.Root invalid={tried && errors.some((e) => e.includes('名称'))}>
          <Field.Label>对比名称</Field.Label>
          <Input size="sm" maxWidth="420px" aria-label="对比名称" value={currentName} onChange={(e) => setName(e.currentTarget.value)} />
          <Field.HelperText>最多 {data.limits.nameMax} 个字</Field.HelperText>
        </Field.Root>
        {tried && errors.length > 0 ? (
          <Alert.Root status="error"><Alert.Indicator /><Alert.Title data-testid="contrast-errors">{errors.join('；')}</Alert.Title></Alert.Root>
        ) : null}
        <Flex justify="flex-end" gap="2">
          <Button variant="outline" onClick={() => navigate('/contrast/history')}>取消</Button>
          <Button colorPalette="brand" loading={busy} onClick={() => void submit()}>开始生成</Button>
        </Flex>
      </Stack>
    </Box>
  )
}
