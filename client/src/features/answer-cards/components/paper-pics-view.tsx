import { Heading, Spinner, Stack, Text } from '@chakra-ui/react'
import { StatusView } from '../../../components/feedback/status-view.tsx'
import { usePaperPics, type PaperParams } from '../api/get-paper-pics.ts'
import { PaperTabs } from './paper-tabs.tsx'
import { SheetPages } from './sheet-pages.tsx'

/** paper-pics: the blank answer card of each paper, with zoom. */
export function PaperPicsView({ params }: { params: PaperParams }) {
  const { data, error } = usePaperPics(params)
  if (error && !data) return <StatusView title={error instanceof Error ? error.message : '加载失败'} />
  if (!data) return <Spinner color="brand.solid" />
  return (
    <Stack gap="4" data-testid="paper-pics">
      <Stack gap="1">
        <Heading size="md">{data.examName}</Heading>
        <Text fontSize="sm" color="fg.muted">
          {data.paper.subject}答题卡原卷（满分 {data.paper.manfen} 分）
        </Text>
      </Stack>
      <PaperTabs papers={data.papers} />
      <SheetPages pages={data.pages} label={`${data.paper.subject}答题卡原卷`} />
    </Stack>
  )
}
