import { Alert, Box, Button, Center, Checkbox, Flex, Heading, HStack, NativeSelect, RadioGroup, Skeleton, Spinner, Stack, Text, Wrap } from '@chakra-ui/react'
import type { LevelExamItem, LevelPreset, LevelScoreGenerateResult, LevelTableRow } from '@report/contracts/bff/level-score'
import { validateLevelScoreSubmit, validateLevelTable } from '@report/contracts/rules/level-score-table'
import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { useLocation } from 'wouter'
import { NoticeDialog } from '../../../components/dialogs/notice-dialog.tsx'
import { StatusView } from '../../../components/feedback/status-view.tsx'
import { notifyError } from '../../../lib/notify.ts'
import { toRouteHref } from '../../../lib/route-href.ts'
import { generateLevelExam, useLevelScoreExam, useLevelScorePage } from '../api/get-level-score.ts'
import { UpgradeButton } from '../../upgrade/components/upgrade-button.tsx'
import { LevelTable } from './level-table.tsx'

const DEFAULT_PRESET = 'default13'

/** The level-score generation tool (spec 2 §2 level/score, §4, §5); `extra` renders below for the chosen exam. */
export function LevelScoreTool({ extra }: { extra?: (exam: LevelExamItem) => ReactNode }) {
  const { data: page, isLoading } = useLevelScorePage()
  const [examKey, setExamKey] = useState<string | null>(null)
  const exams = page?.exams ?? []
  const exam = exams.find((e) => `${e.examid}:${e.org}` === examKey) ?? exams[0] ?? null
  const { data: detail } = useLevelScoreExam(exam ? { examid: exam.examid, org: String(exam.org) } : null)
  const [selected, setSelected] = useState<number[]>([])
  const [includeZero, setIncludeZero] = useState(true)
  const [presetId, setPresetId] = useState(DEFAULT_PRESET)
  const [rows, setRows] = useState<LevelTableRow[]>([])
  const [submitError, setSubmitError] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [generating, setGenerating] = useState(false)
  const [created, setCreated] = useState<LevelScoreGenerateResult['created']>(null)
  const [, navigate] = useLocation()

  useEffect(() => {
    if (page) setRows(page.defaultTable)
  }, [page])
  // Choosing an exam selects the subjects the BFF marks (all but the total, or the school's 等级赋分
  // defaults) and starts from the school's default rule and zero choice, else the 13-level table.
  useEffect(() => {
    if (!detail) return
    setSelected(detail.subjects.filter((s) => s.selected).map((s) => s.pindex))
    const start = detail.presets.find((p) => p.id === detail.defaults?.presetId)
    setPresetId(start?.id ?? DEFAULT_PRESET)
    setIncludeZero(detail.defaults?.includeZero ?? true)
    if (start) setRows(start.rows)
    else if (page) setRows(page.defaultTable)
  }, [detail, page])

  const preset: LevelPreset | undefined = detail?.presets.find((p) => p.id === presetId)
  const noRule = (pindex: number) => preset?.subjects.find((s) => s.pindex === pindex && !s.hasRule)?.message ?? null
  const verdict = useMemo(() => validateLevelTable(rows), [rows])

  if (isLoading || !page) return <Skeleton height="60" />
  // An edition without the tool is an upgrade prompt: the upgrade-interest form goes with it (issue 21).
  if (!page.access.allowed) return <StatusView title={page.access.notice ?? ''} action={page.access.reason === 'edition' ? <UpgradeButton /> : undefined} />

  const choosePreset = (id: string) => {
    setPresetId(id)
    setSubmitError(null)
    const next = detail?.presets.find((p) => p.id === id)
    if (!next) {
      setRows(page.defaultTable)
      return
    }
    setRows(next.rows)
    // A subject without the rule cannot be converted by it ('该科目没有赋分规则').
    setSelected(next.subjects.filter((s) => s.hasRule).map((s) => s.pindex))
  }

  const submit = () => {
    const v = validateLevelScoreSubmit({ examid: exam?.examid, pindexs: selected, rows })
    setSubmitError(v.message)
    if (v.ok) setConfirming(true)
  }

  const generate = async () => {
    if (!exam) return
    setConfirming(false)
    setGenerating(true)
    try {
      const result = await generateLevelExam({ examid: exam.examid, org: exam.org, pindexs: selected, rows, includeZero, grade: exam.grade })
      setCreated(result.created)
    } catch (error) {
      notifyError(error)
    } finally {
      setGenerating(false)
    }
  }

  return (
    <Box>
      <Box bg="bg" borderRadius="md" borderWidth="1px" padding="6">
        <Heading as="h2" size="lg" marginBottom="4">等级赋分</Heading>
        {page.listError ? (
          <Alert.Root status="error" marginBottom="4"><Alert.Indicator /><Alert.Title>{page.listError}</Alert.Title></Alert.Root>
        ) : null}
        {page.emptyNotice ? (
          <Alert.Root status="info" marginBottom="4"><Alert.Indicator /><Alert.Title>{page.emptyNotice}</Alert.Title></Alert.Root>
        ) : null}
        <Stack gap="4">
          <Row label="选择考试">
            <NativeSelect.Root size="sm" maxWidth="560px" disabled={exams.length === 0}>
              <NativeSelect.Field aria-label="选择考试" value={exam ? `${exam.examid}:${exam.org}` : ''} onChange={(e) => setExamKey(e.currentTarget.value)}>
                {exams.map((e) => (
                  <option key={`${e.examid}:${e.org}`} value={`${e.examid}:${e.org}`}>{`${e.date} ${e.name}`}</option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Row>
          <Row label="选择科目">
            {detail ? (
              <Wrap gap="4" data-testid="subject-list">
                {detail.subjects.map((s) => {
                  const missing = noRule(s.pindex)
                  return (
                    <Checkbox.Root
                      key={s.pindex}
                      size="sm"
                      disabled={!s.selectable || missing !== null}
                      checked={selected.includes(s.pindex)}
                      onCheckedChange={(d) => setSelected((sel) => (d.checked ? [...sel, s.pindex] : sel.filter((x) => x !== s.pindex)))}
                      title={s.note ?? missing ?? undefined}
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>
                        {s.subject}
                        {missing ? <Text as="span" color="fg.muted" fontSize="xs">（{missing}）</Text> : null}
                      </Checkbox.Label>
                    </Checkbox.Root>
                  )
                })}
              </Wrap>
            ) : (
              <Skeleton height="6" width="400px" />
            )}
          </Row>
          <Row label="0分考生">
            <RadioGroup.Root size="sm" value={includeZero ? 'include' : 'exclude'} onValueChange={(d) => setIncludeZero(d.value === 'include')}>
              <HStack gap="4">
                <RadioGroup.Item value="include"><RadioGroup.ItemHiddenInput /><RadioGroup.ItemIndicator /><RadioGroup.ItemText>{page.texts.zeroInclude}</RadioGroup.ItemText></RadioGroup.Item>
                <RadioGroup.Item value="exclude"><RadioGroup.ItemHiddenInput /><RadioGroup.ItemIndicator /><RadioGroup.ItemText>{page.texts.zeroExclude}</RadioGroup.ItemText></RadioGroup.Item>
              </HStack>
            </RadioGroup.Root>
          </Row>
          <Row label="赋分规则">
            <NativeSelect.Root size="sm" maxWidth="260px">
              <NativeSelect.Field aria-label="赋分规则" value={presetId} onChange={(e) => choosePreset(e.currentTarget.value)}>
                <option value={DEFAULT_PRESET}>默认13级</option>
                {detail?.presets.map((p) => (
                  <option key={p.id} value={p.id} disabled={!p.available}>{p.available ? p.name : `${p.name}（暂无数据）`}</option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Text fontSize="sm" color="fg.muted">
              等级数：{presetId === DEFAULT_PRESET ? `${page.levelCount}（固定）` : rows.length}
              {preset?.note ? `；${preset.note}` : ''}
            </Text>
          </Row>
          {detail?.presets.filter((p) => !p.available).map((p) => (
            <Text key={p.id} fontSize="sm" color="fg.muted" data-testid="preset-unavailable">{p.name}：{p.note}</Text>
          ))}
          <LevelTable
            rows={rows}
            errors={verdict.errors}
            onChange={(i, field, value) => {
              setSubmitError(null)
              setRows((rs) => rs.map((r, k) => (k === i ? { ...r, [field]: value } : r)))
            }}
          />
          {submitError ?? verdict.message ? (
            <Alert.Root status="error" role="alert" data-testid="level-table-error">
              <Alert.Indicator />
              <Alert.Title>{submitError ?? verdict.message}</Alert.Title>
            </Alert.Root>
          ) : null}
          <Flex gap="3" justify="flex-end">
            <Button variant="outline" onClick={() => { setRows(page.defaultTable); setPresetId(DEFAULT_PRESET); setSubmitError(null) }}>取消</Button>
            <Button colorPalette="brand" onClick={submit}>确定并生成</Button>
          </Flex>
        </Stack>
      </Box>
      {exam && extra ? extra(exam) : null}

      <NoticeDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="提示"
        closeLabel="取消"
        actions={<Button colorPalette="brand" onClick={() => void generate()}>确定</Button>}
      >
        <Text>{page.texts.confirm}</Text>
      </NoticeDialog>
      <NoticeDialog
        open={created !== null}
        onOpenChange={(o) => (o ? undefined : setCreated(null))}
        title="生成成功"
        closeLabel="留在本页"
        actions={created ? <Button colorPalette="brand" onClick={() => navigate(toRouteHref(created.dashboardHref))}>前往查看</Button> : null}
        testId="level-created"
      >
        <Text>{created?.prompt}</Text>
      </NoticeDialog>
      {generating ? (
        <Center position="fixed" inset="0" zIndex="modal" bg="blackAlpha.500" role="status" aria-live="polite" data-testid="generating">
          <Stack align="center" color="white">
            <Spinner size="xl" />
            <Text fontSize="lg">{page.texts.generating}</Text>
          </Stack>
        </Center>
      ) : null}
    </Box>
  )
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex gap="4" align="center" wrap="wrap">
      <Text width="80px" flexShrink={0} fontWeight="medium">{label}</Text>
      {children}
    </Flex>
  )
}
