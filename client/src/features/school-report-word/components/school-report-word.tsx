import { Button, Heading, Stack, Table, Text } from '@chakra-ui/react'
import { LoadErrorView } from '../../../components/feedback/load-error-view.tsx'
import { LoadingState } from '../../../components/feedback/loading-state.tsx'
import { useWordExams } from '../api/get-word-exams.ts'

/** /schoolReportWord: the school's 学校分析 of an exam as a Word document (.docx built by the BFF). */
export function SchoolReportWord({ examid }: { examid: string | null }) {
  const { data, error } = useWordExams()
  if (error && !data) return <LoadErrorView />
  if (!data) return <LoadingState what="考试列表" />
  const exams = examid ? [...data.exams.filter((e) => e.examid === examid), ...data.exams.filter((e) => e.examid !== examid)] : data.exams
  return (
    <Stack gap="4" data-testid="school-report-word">
      <Heading as="h1" size="xl">
        学校分析报告（Word）
      </Heading>
      <Text color="fg.muted">选择考试，下载本校的学校分析报告：主要指标、学校与全体对比、各科得分率、各班总分概览、分数段分布、重点学生人数和指标说明，可在 Word 中继续编辑。</Text>
      <Table.Root size="sm" aria-label="可生成报告的考试">
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader>考试</Table.ColumnHeader>
            <Table.ColumnHeader>年级</Table.ColumnHeader>
            <Table.ColumnHeader>日期</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">报告</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {exams.map((exam) => (
            <Table.Row key={`${exam.examid}:${exam.org}`} data-testid="word-exam">
              <Table.Cell>{exam.name}</Table.Cell>
              <Table.Cell>{exam.grade}</Table.Cell>
              <Table.Cell>{exam.date}</Table.Cell>
              <Table.Cell textAlign="end">
                <Button asChild size="xs" colorPalette="brand" variant="outline">
                  <a href={exam.downloadUrl} download data-track="school-report-word-download">
                    下载 Word
                  </a>
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {exams.length === 0 ? <Text color="fg.muted">暂无考试</Text> : null}
    </Stack>
  )
}
