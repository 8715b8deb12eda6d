import { Box, Button, Card, Checkbox, Heading, HStack, Link, Progress, Spinner, Stack, Text, Wrap } from '@chakra-ui/react'
import type { AnswerCardTaskRow, StudentFileCheckView } from '@report/contracts/bff/answer-cards'
import type { TaskExamParams } from '@report/contracts/bff/tasks'
import { useState, type ChangeEvent } from 'react'
import { notifyError, notifySuccess } from '../../../lib/notify.ts'
import { createAnswerCardTask, deleteAnswerCardTask, restartAnswerCardTask, uploadStudentFile } from '../api/answer-card-tasks.ts'
import { useAnswerCardExport } from '../api/get-answer-card-export.ts'
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx'

/**
 * config-view/answer-card (spec 3 §2, §7 answer-pics): choose papers and classes (and, if wanted, a
 * list of students), export their answer sheets as a zip of images, one folder per class; the tasks
 * of this exam follow below with their state, download, delete and 重新生成.
 */
export function AnswerCardExportView({ params }: { params: TaskExamParams }) {
  const { data, error } = useAnswerCardExport(params)
  const [pindexes, setPindexes] = useState<number[]>([])
  const [classIds, setClassIds] = useState<string[]>([])
  const [file, setFile] = useState<StudentFileCheckView | null>(null)
  const [busy, setBusy] = useState(false)
  const [deleting, setDeleting] = useState<AnswerCardTaskRow | null>(null)

  if (!data) return error ? <Text color="fg.error">{error instanceof Error ? error.message : '加载失败'}</Text> : <Spinner color="brand.solid" />

  const toggle = <T,>(list: T[], value: T, on: boolean) => (on ? [...list, value] : list.filter((v) => v !== value))
  const allClasses = classIds.length === data.classes.length && data.classes.length > 0
  const estimate = data.classes.filter((c) => classIds.includes(c.id)).reduce((n, c) => n + c.studentCount, 0) * pindexes.length

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0]
    e.target.value = ''
    if (!chosen) return
    try {
      setFile(await uploadStudentFile({ ...params, fileName: chosen.name, content: await chosen.text() }))
    } catch (err) {
      notifyError(err)
    }
  }
  const create = async () => {
    setBusy(true)
    try {
      await createAnswerCardTask({ ...params, pindexes, classIds, ...(file?.usable ? { stuFileId: file.fileId } : {}) })
      notifySuccess('创建任务成功')
    } catch (err) {
      notifyError(err)
    } finally {
      setBusy(false)
    }
  }
  const run = async (what: () => Promise<void>, ok: string) => {
    try {
      await what()
      notifySuccess(ok)
    } catch (err) {
      notifyError(err)
    }
  }

  return (
    <Stack gap="5" data-testid="answer-card-export">
      <Card.Root size="sm">
        <Card.Body>
          <Stack gap="4">
            <Heading size="sm">导出答题卡</Heading>
            <Stack gap="2">
              <Text fontSize="sm" fontWeight="medium">选择科目</Text>
              <Wrap gap="3" data-testid="answer-card-papers">
                {data.papers.map((p) => (
                  <Checkbox.Root key={p.pindex} size="sm" checked={pindexes.includes(p.pindex)} onCheckedChange={(d) => setPindexes(toggle(pindexes, p.pindex, d.checked === true))}>
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{p.subject}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </Wrap>
            </Stack>
            <Stack gap="2">
              <HStack>
                <Text fontSize="sm" fontWeight="medium">选择班级</Text>
                <Checkbox.Root size="sm" checked={allClasses} onCheckedChange={(d) => setClassIds(d.checked === true ? data.classes.map((c) => c.id) : [])}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>全选</Checkbox.Label>
                </Checkbox.Root>
              </HStack>
              <Wrap gap="3" data-testid="answer-card-classes">
                {data.classes.map((c) => (
                  <Checkbox.Root key={c.id} size="sm" checked={classIds.includes(c.id)} onCheckedChange={(d) => setClassIds(toggle(classIds, c.id, d.checked === true))}>
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{c.name}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </Wrap>
            </Stack>
            <Stack gap="2">
              <Text fontSize="sm" fontWeight="medium">学生名单（可选）</Text>
              <Text fontSize="xs" color="fg.muted">上传 .csv 或 .txt 文件，每行一个学号或姓名，只导出名单中的学生。</Text>
              <HStack>
                <Button asChild size="sm" variant="outline">
                  <label>
                    上传学生名单
                    <input type="file" accept=".csv,.txt,text/csv,text/plain" hidden onChange={(e) => void onFile(e)} data-testid="student-file-input" />
                  </label>
                </Button>
                {file && (
                  <Button size="sm" variant="ghost" onClick={() => setFile(null)}>
                    清除名单
                  </Button>
                )}
              </HStack>
              {file && (
                <Box data-testid="student-file-check" fontSize="sm" color={file.usable ? 'fg' : 'fg.error'}>
                  <Text>
                    {file.fileName}：{file.summary}
                    {file.usable ? '' : '，无法用于导出'}
                  </Text>
                  {file.unmatched.length > 0 && <Text color="fg.muted">未找到：{file.unmatched.join('、')}</Text>}
                </Box>
              )}
            </Stack>
            <HStack gap="3">
              <Button colorPalette="brand" size="sm" loading={busy} disabled={pindexes.length === 0 || classIds.length === 0} onClick={() => void create()}>
                导出答题卡
              </Button>
              <Text fontSize="xs" color={estimate > data.maxImages ? 'fg.error' : 'fg.muted'}>
                {pindexes.length && classIds.length ? `约 ${estimate} 张（每名学生每科一张），单次最多 ${data.maxImages} 张` : `每名学生每科一张图片，按班级分文件夹打包，单次最多 ${data.maxImages} 张`}
              </Text>
            </HStack>
          </Stack>
        </Card.Body>
      </Card.Root>

      <Stack gap="2">
        <Heading size="sm">导出记录</Heading>
        {data.tasks.length === 0 && <Text fontSize="sm" color="fg.muted">暂无导出任务</Text>}
        {data.tasks.map((t) => (
          <Card.Root key={t.id} size="sm" data-testid="answer-card-task" data-id={t.id} data-state={t.state}>
            <Card.Body>
              <HStack justify="space-between" gap="4">
                <Stack gap="1" minWidth="0">
                  <Text fontWeight="medium" truncate>{t.name}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {t.createdAt} · {t.scope}
                  </Text>
                  {t.state === 'generating' && (
                    <Progress.Root size="xs" value={t.progress} width="240px" colorPalette="brand">
                      <Progress.Track>
                        <Progress.Range />
                      </Progress.Track>
                    </Progress.Root>
                  )}
                </Stack>
                <HStack gap="3" flexShrink={0}>
                  <Text fontSize="sm" data-testid="answer-card-task-status" color={t.state === 'failed' ? 'fg.error' : 'fg.muted'}>
                    {t.statusText}
                  </Text>
                  {t.downloadUrl && (
                    <Link href={t.downloadUrl} color="brand.solid" fontSize="sm" download>
                      下载
                    </Link>
                  )}
                  {t.canRestart && (
                    <Button size="xs" variant="outline" onClick={() => void run(() => restartAnswerCardTask(params, t.id), '已重新生成')}>
                      重新生成
                    </Button>
                  )}
                  <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDeleting(t)}>
                    删除
                  </Button>
                </HStack>
              </HStack>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
      <ConfirmDeleteDialog
        name={deleting?.name ?? ''}
        open={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const target = deleting
          setDeleting(null)
          if (target) void run(() => deleteAnswerCardTask(params, target.id), '删除成功')
        }}
      />
    </Stack>
  )
}
