import { Alert, Box, Button, HStack, NativeSelect, Progress, Stack, Text } from '@chakra-ui/react'
import type { CustomImportPage, UploadResult } from '@report/contracts/bff/custom-import'
import { useRef, useState } from 'react'
import { uploadImportFile } from '../api/upload-import-file.ts'

export interface UploadStepProps {
  page: CustomImportPage
  grade: string
  onGrade: (grade: string) => void
  onUploaded: (result: UploadResult) => void
}

type Phase = { kind: 'idle' } | { kind: 'sending'; share: number } | { kind: 'reading' } | { kind: 'failed'; message: string }

/** Step 1: the grade and the file; the bar shows the bytes sent, then the server's reading. */
export function UploadStep({ page, grade, onGrade, onUploaded }: UploadStepProps) {
  const input = useRef<HTMLInputElement>(null)
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' })
  const maxMb = page.limits.maxBytes / 1024 / 1024

  const send = async (file: File) => {
    // The BFF refuses it too; checking here spares sending 10 MB to hear so.
    if (file.size > page.limits.maxBytes) return setPhase({ kind: 'failed', message: `文件超过${maxMb}MB，请拆分后分别导入` })
    setPhase({ kind: 'sending', share: 0 })
    try {
      const result = await uploadImportFile(file, grade, (share) => setPhase(share >= 1 ? { kind: 'reading' } : { kind: 'sending', share }))
      setPhase({ kind: 'idle' })
      onUploaded(result)
    } catch (error) {
      setPhase({ kind: 'failed', message: error instanceof Error ? error.message : '上传失败，请稍后重试' })
    } finally {
      if (input.current) input.current.value = ''
    }
  }

  const busy = phase.kind === 'sending' || phase.kind === 'reading'
  return (
    <Stack gap="4">
      <HStack gap="3">
        <Text fontSize="sm" width="80px">导入年级</Text>
        <NativeSelect.Root size="sm" maxWidth="200px" disabled={busy}>
          <NativeSelect.Field aria-label="导入年级" value={grade} onChange={(e) => onGrade(e.currentTarget.value)}>
            {page.grades.map((g) => (
              <option key={g.grade} value={g.grade}>{`${g.grade}（${g.classCount}个班）`}</option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <HStack gap="3" align="start">
        <Text fontSize="sm" width="80px" paddingTop="1.5">成绩文件</Text>
        <Stack gap="2">
          <input
            ref={input}
            type="file"
            accept=".xlsx,.csv"
            aria-label="选择成绩文件"
            disabled={busy}
            style={{ display: 'none' }}
            onChange={(e) => {
              const file = e.currentTarget.files?.[0]
              if (file) void send(file)
            }}
          />
          <Button size="sm" colorPalette="brand" loading={busy} onClick={() => input.current?.click()} alignSelf="start">选择文件并上传</Button>
          <Text fontSize="xs" color="fg.muted">
            支持 .xlsx 和 .csv（UTF-8 或 GBK 编码），不超过{maxMb}MB、{page.limits.maxRows.toLocaleString('en-US')}行。第一行为表头：学号、姓名、班级和各科成绩；缺考、未考或空白记为未考。
          </Text>
        </Stack>
      </HStack>
      {busy ? (
        <Box maxWidth="480px" data-testid="upload-progress">
          <Progress.Root size="sm" value={phase.kind === 'sending' ? Math.round(phase.share * 100) : null} aria-label="上传进度">
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <Text fontSize="xs" color="fg.muted" marginTop="1">{phase.kind === 'sending' ? `上传中 ${Math.round(phase.share * 100)}%` : '上传完成，正在读取文件…'}</Text>
        </Box>
      ) : null}
      {phase.kind === 'failed' ? (
        <Alert.Root status="error" role="alert" maxWidth="640px" data-testid="upload-error">
          <Alert.Indicator />
          <Alert.Title>{phase.message}</Alert.Title>
        </Alert.Root>
      ) : null}
    </Stack>
  )
}
