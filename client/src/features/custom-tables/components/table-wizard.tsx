import { Alert, Box, Button, Flex, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react'
import { lastStep, tableProblems, WIZARD_STEPS, wizardStep, type WizardScene } from '@report/contracts/rules/custom-table-wizard'
import { TABLE_EXAMS_MAX, tableExamsProblem } from '@report/contracts/rules/custom-table-exams'
import { namedConfig, type CustomTableConfig } from '@report/contracts/upstream/custom-table'
import { useEffect, useMemo, useRef, useState } from 'react'
import { Link as RouterLink } from 'wouter'
import { StatusView } from '../../../components/feedback/status-view.tsx'
import { notifySuccess } from '../../../lib/notify.ts'
import { useBusyRun } from '../../../lib/use-busy-run.ts'
import { createTable } from '../api/create-table.ts'
import { moreExamsParam, useTableWizard } from '../api/get-table-wizard.ts'
import { useTablePreview } from '../api/preview-table.ts'
import { saveTemplate } from '../api/save-template.ts'
import { TableFollow } from './table-follow.tsx'
import { TableGrid } from './table-grid.tsx'
import { WizardStepBody } from './wizard-step-body.tsx'
import { WizardSteps } from '../../../components/ui/wizard-steps.tsx'

/**
 * The custom-table wizard (issue 18; spec 2 §3–§4): exam → subjects → scope → indicators → (grouping)
 * → privacy and name, stepped with 上一步/下一步 by the spec's rule; a live preview of the first rows
 * once a configuration is complete; 保存为模板 and 生成表格 (a custom task the download panel follows).
 */
export function TableWizard({ scene, listHref }: { scene: WizardScene; listHref: string }) {
  const [exam, setExam] = useState<{ examid: string; org: number } | null>(null)
  const [moreExams, setMoreExams] = useState<Array<{ examid: string; org: number }>>([])
  // The other exams of the table (the chosen one leaves them); their subjects join the chosen exam's in the view.
  const others = exam ? moreExams.filter((e) => !(e.examid === exam.examid && e.org === exam.org)) : []
  // Past the most a table holds the cohort rule's message says so; the view is asked for the subjects of those it may hold.
  const asked = others.slice(0, TABLE_EXAMS_MAX - 1)
  const { data: view, isLoading } = useTableWizard(exam, asked)
  const [config, setConfig] = useState<CustomTableConfig | null>(null)
  // null: the BFF's name for the chosen exams (it follows them); a name the user typed stays.
  const [typedName, setName] = useState<string | null>(null)
  const name = typedName ?? view?.defaultName ?? ''
  const [step, setStep] = useState(0)
  const { busy, run } = useBusyRun()
  const [created, setCreated] = useState<{ taskId: string; message: string } | null>(null)
  const examKey = view?.exam ? `${view.exam.examid}:${view.exam.org}` : ''
  const unionKey = (view?.subjects ?? []).map((s) => s.subject).join('|')
  // The previous exams' choices stay on screen while the chosen ones load; going on with them would
  // configure the wrong exams, so 下一步 waits for them.
  const switching = exam !== null && (view?.exam?.examid !== exam.examid || view?.exam?.org !== exam.org || moreExamsParam(view?.moreExams ?? []) !== moreExamsParam(asked))

  // New exams bring their own subjects (by name, as every exam resolves them). Subjects left as the
  // defaults (every one) become the new exams' every one; a choice the user made keeps its subjects the
  // new exams have. Once carried over by pindex, a newest exam with fewer papers left the chosen exam's
  // later subjects unticked (pindex 7 is 政治 in one exam and nothing in another): a click meant to untick
  // 政治 ticked it.
  const shownSubjects = useRef<string[]>([])
  useEffect(() => {
    if (!view?.exam) return
    const union = view.subjects.map((s) => s.subject)
    const before = shownSubjects.current
    shownSubjects.current = union
    setConfig((c) => {
      if (!c) return scene === 'split' ? { ...view.defaults, columns: 'subject', totals: true } : view.defaults
      const chosen = c.subjects ?? []
      const untouched = chosen.length === before.length && chosen.every((s, i) => s === before[i])
      const kept = union.filter((s) => chosen.includes(s))
      return { ...c, pindexes: [], subjects: untouched || kept.length === 0 ? union : kept }
    })
  }, [examKey, unionKey])

  // A table over several exams keeps to one cohort (contracts rule, the BFF decides the same).
  const examProblem = view?.exam ? tableExamsProblem([view.exam, ...others], view.exams) : null
  // The chosen exams' subjects by name (a subject only another exam has has no pindex of the chosen one).
  const papers = (view?.subjects ?? []).map((s) => ({ pindex: s.pindex ?? -1, subject: s.subject }))
  const problems = config ? tableProblems({ exam: view?.exam != null, papers, config, name }) : []
  const complete = config !== null && view?.exam != null && examProblem === null && tableProblems({ exam: true, papers, config, name: 'x' }).length === 0
  const previewBody = useMemo(() => (complete && view?.exam && config ? { examid: view.exam.examid, org: view.exam.org, ...(others.length > 0 ? { moreExams: others } : {}), config } : null), [complete, examKey, JSON.stringify(others), JSON.stringify(config)])
  const preview = useTablePreview(previewBody)

  if (isLoading || !view) return <Skeleton height="60" />
  if (!view.access.allowed) return <StatusView title={view.access.notice ?? ''} />
  if (!view.exam || !config) return <StatusView title="暂无可用于自定义表格的考试" />
  const steps = WIZARD_STEPS[scene]
  const last = step === lastStep(scene)

  return (
    <Box bg="bg" borderRadius="md" borderWidth="1px" padding="6" data-testid="table-wizard">
      <Flex justify="space-between" align="center" marginBottom="4">
        <Heading as="h2" size="lg">新建自定义表格</Heading>
        <RouterLink href={listHref}><Text as="span" fontSize="sm" color="brand.fg">我的自定义表格</Text></RouterLink>
      </Flex>
      <WizardSteps step={step} titles={steps} marginBottom="5" />
      <Stack gap="4" minHeight="120px" data-testid="wizard-step" data-step={step}>
        <Text fontWeight="semibold">{`第 ${step + 1} 步：${steps[step]}`}</Text>
        <WizardStepBody
          title={steps[step] ?? ''}
          view={view}
          config={config}
          onConfig={(update) => setConfig((c) => (c ? update(c) : c))}
          name={name}
          onName={setName}
          onExam={(e) => setExam(e)}
          moreExams={others}
          onMoreExams={(update) => {
            // The other exams are named against the chosen one: the newest until the user picks another.
            if (exam === null && view.exam) setExam({ examid: view.exam.examid, org: view.exam.org })
            setMoreExams((more) => update(more))
          }}
          examProblem={examProblem}
          onTemplate={(tempid) => {
            const t = view.templates.find((x) => x.tempid === tempid)
            if (!t) return
            // A template saved with pindexes means the chosen exam's papers; by name it is any chosen exam's.
            const named = namedConfig(t.config, papers.filter((x) => x.pindex >= 0))
            setConfig({ ...named, pindexes: [], subjects: (named.subjects ?? []).filter((s) => papers.some((x) => x.subject === s)) })
            notifySuccess(`已应用模板：${t.name}`)
          }}
        />
      </Stack>
      <HStack justify="space-between" marginTop="4">
        <Button variant="outline" size="sm" disabled={step === 0} onClick={() => setStep((s) => wizardStep(s, 'prev', scene))}>上一步</Button>
        <HStack gap="2">
          <Button variant="outline" size="sm" loading={busy} disabled={!complete || !name.trim()} onClick={() => void run(async () => notifySuccess((await saveTemplate({ name, config })).message))}>保存为模板</Button>
          {last ? (
            <Button colorPalette="brand" size="sm" loading={busy} disabled={problems.length > 0 || examProblem !== null} onClick={() => void run(async () => {
              const result = await createTable({ examid: view.exam!.examid, org: view.exam!.org, ...(others.length > 0 ? { moreExams: others } : {}), config, name })
              setCreated(result)
              notifySuccess(result.message)
            })}>生成表格</Button>
          ) : (
            <Button colorPalette="brand" size="sm" loading={switching} loadingText="读取考试…" disabled={switching || examProblem !== null} onClick={() => setStep((s) => wizardStep(s, 'next', scene))}>下一步</Button>
          )}
        </HStack>
      </HStack>
      {problems.length > 0 && last ? (
        <Alert.Root status="warning" marginTop="3" data-testid="table-problems"><Alert.Indicator /><Alert.Title>{problems[0]}</Alert.Title></Alert.Root>
      ) : null}
      {created ? <TableFollow key={created.taskId} taskId={created.taskId} message={created.message} listHref={listHref} /> : null}
      <Stack gap="2" marginTop="6" data-testid="table-preview">
        <Text fontWeight="semibold">{complete && preview.data ? `预览（前 ${preview.data.rows.length} 行，共 ${preview.data.total} 行）` : '预览'}</Text>
        {!complete ? (
          <Text fontSize="sm" color="fg.muted">请选择科目和统计指标后查看预览</Text>
        ) : preview.error ? (
          <Text fontSize="sm" color="fg.error">{preview.error instanceof Error ? preview.error.message : '预览失败'}</Text>
        ) : preview.data ? (
          <TableGrid grid={preview.data} label="表格预览" maxHeight="320px" />
        ) : (
          <Skeleton height="24" />
        )}
      </Stack>
    </Box>
  )
}
