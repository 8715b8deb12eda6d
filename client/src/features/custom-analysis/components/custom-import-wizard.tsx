import { Box, Flex, Heading, HStack, Skeleton, Text } from '@chakra-ui/react'
import type { ConfirmResult, Preview, UploadResult } from '@report/contracts/bff/custom-import'
import type { ColumnAssignment } from '@report/contracts/validators/custom-import'
import { useState } from 'react'
import { Link as RouterLink } from 'wouter'
import { useSWRConfig } from 'swr'
import { StatusView } from '../../../components/feedback/status-view.tsx'
import { useBusyRun } from '../../../lib/use-busy-run.ts'
import { confirmImport, customImportKey, previewImport, useCustomImportPage } from '../api/get-custom-import.ts'
import { ImportTaskStatus } from './import-task-status.tsx'
import { ImportTasks } from './import-tasks.tsx'
import { MappingStep, withQuestionFulls } from './mapping-step.tsx'
import { PreviewStep } from './preview-step.tsx'
import { UploadStep } from './upload-step.tsx'
import { WizardSteps } from '../../../components/ui/wizard-steps.tsx'

const STEPS = ['上传文件', '对应列与满分', '预览并确认'] as const

type Stage =
  | { step: 0 }
  | { step: 1; upload: UploadResult }
  | { step: 2; upload: UploadResult; preview: Preview }
  | { step: 3; done: ConfirmResult }

/**
 * /new/custom: import a school's own scores as a custom analysis (issue 18): upload → map → preview →
 * confirm, which hands the rows to the platform's import task and follows it; the latest tasks below.
 */
export function CustomImportWizard() {
  const { data: page, isLoading } = useCustomImportPage()
  const [stage, setStage] = useState<Stage>({ step: 0 })
  const [grade, setGrade] = useState<string | null>(null)
  const [columns, setColumns] = useState<ColumnAssignment[]>([])
  const [fullScores, setFullScores] = useState<Record<string, string>>({})
  const [questionFulls, setQuestionFulls] = useState<Record<number, string>>({})
  const [name, setName] = useState('')
  const { busy, run } = useBusyRun()
  const { mutate } = useSWRConfig()

  if (isLoading || !page) return <Skeleton height="60" />
  if (!page.access.allowed) return <StatusView title={page.access.notice ?? ''} />
  if (page.grades.length === 0) return <StatusView title="没有可导入成绩的年级" />
  const chosenGrade = grade ?? page.grades[0]!.grade

  const body = () => ({ draftId: stage.step === 1 || stage.step === 2 ? stage.upload.draftId : '', grade: chosenGrade, columns: withQuestionFulls(columns, questionFulls), fullScores: Object.fromEntries(Object.entries(fullScores).flatMap(([k, v]) => (Number(v) > 0 ? [[k, Number(v)]] : []))) })

  return (
    <Box bg="bg" borderRadius="md" borderWidth="1px" padding="6">
      <Flex justify="space-between" align="center" marginBottom="4">
        <Heading as="h2" size="lg">自定义分析：导入成绩</Heading>
        <HStack gap="4">
          <RouterLink href="/new/custom/examMerge"><Text as="span" fontSize="sm" color="brand.fg">合并考试</Text></RouterLink>
          <RouterLink href="/importDetails"><Text as="span" fontSize="sm" color="brand.fg">导入记录</Text></RouterLink>
        </HStack>
      </Flex>
      {stage.step < 3 ? (
        <WizardSteps step={stage.step} titles={STEPS} marginBottom="6" />
      ) : null}
      {stage.step === 0 ? (
        <UploadStep
          page={page}
          grade={chosenGrade}
          onGrade={setGrade}
          onUploaded={(upload) => {
            setColumns(upload.columns)
            setQuestionFulls(Object.fromEntries(upload.columns.flatMap((c, i) => (c.role === 'question' && c.fullScore !== undefined ? [[i, String(c.fullScore)]] : []))))
            setFullScores(Object.fromEntries(Object.entries(upload.fullScores).map(([k, v]) => [k, String(v)])))
            setName(upload.fileName.replace(/\.[^.]*$/, '').slice(0, 60))
            setStage({ step: 1, upload })
          }}
        />
      ) : null}
      {stage.step === 1 ? (
        <MappingStep
          upload={stage.upload}
          columns={columns}
          fullScores={fullScores}
          questionFulls={questionFulls}
          roleLabels={page.roleLabels}
          needSchool={page.needSchool}
          busy={busy}
          onColumns={setColumns}
          onFullScores={setFullScores}
          onQuestionFulls={setQuestionFulls}
          onBack={() => setStage({ step: 0 })}
          onNext={() => void run(async () => setStage({ step: 2, upload: stage.upload, preview: await previewImport(body()) }))}
        />
      ) : null}
      {stage.step === 2 ? (
        <PreviewStep
          preview={stage.preview}
          name={name}
          busy={busy}
          onName={setName}
          onBack={() => setStage({ step: 1, upload: stage.upload })}
          onConfirm={() =>
            void run(async () => {
              setStage({ step: 3, done: await confirmImport({ ...body(), name: name.trim() }) })
              void mutate(customImportKey)
            })
          }
        />
      ) : null}
      {stage.step === 3 ? (
        <ImportTaskStatus
          first={stage.done}
          onAgain={() => {
            setStage({ step: 0 })
            void mutate(customImportKey)
          }}
        />
      ) : null}
      <ImportTasks tasks={page.tasks} />
    </Box>
  )
}
