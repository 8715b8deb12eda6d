import { Button, Card, Stack, Text } from '@chakra-ui/react'
import { Link } from 'wouter'
import { paths } from '../../config/paths.ts'
import { ConfigViewFrame } from './config-view-frame.tsx'

/** config-view/transcript-export (school type 0 only: the export menu lists it then): into the transcript pages with this exam. */
export default function ConfigViewTranscriptExport() {
  return (
    <ConfigViewFrame routeKey="transcriptExport">
      {(context) => (
        <Card.Root size="sm" data-testid="transcript-export">
          <Card.Body>
            <Stack gap="3" align="start">
              <Text>为本次考试的学生生成成绩单：按班级或全年级生成，设置显示内容和排版后打印。</Text>
              <Button asChild colorPalette="brand" size="sm">
                <Link href={`${paths.transcriptCreate.path}?${new URLSearchParams({ examid: context.exam.examid, org: String(context.exam.org) }).toString()}`}>生成成绩单</Link>
              </Button>
            </Stack>
          </Card.Body>
        </Card.Root>
      )}
    </ConfigViewFrame>
  )
}
