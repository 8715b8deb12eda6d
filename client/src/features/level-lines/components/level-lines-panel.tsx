import { Box, Button, Flex, Heading, Skeleton, Text } from '@chakra-ui/react'
import type { LevelLinesSettings } from '@report/contracts/bff/level-lines'
import { useState } from 'react'
import { notifySuccess } from '../../../lib/notify.ts'
import { saveLevelLines, useLevelLines } from '../api/level-lines.ts'
import { BandTable } from './band-table.tsx'
import { LevelLinesDialog } from './level-lines-dialog.tsx'

/**
 * A chosen exam's grade bands with each band's students, and the settings dialog: on confirm the
 * settings are saved (isRtcal false) and the bands recalculated from the upstream.
 */
export function LevelLinesPanel({ exam }: { exam: { examid: string; org: number } }) {
  const { data, isLoading, mutate } = useLevelLines(exam)
  const [open, setOpen] = useState(false)

  const onConfirm = async (settings: LevelLinesSettings) => {
    const saved = await saveLevelLines({ examid: exam.examid, org: exam.org, settings })
    await mutate(saved.view, { revalidate: false })
    notifySuccess('档次设置已保存')
  }

  return (
    <Box bg="bg" borderRadius="md" borderWidth="1px" padding="6" marginTop="6" data-testid="level-lines-panel">
      <Flex justify="space-between" align="center" marginBottom="3">
        <Heading as="h3" size="md">档次设置</Heading>
        <Button size="sm" colorPalette="brand" variant="outline" disabled={!data} onClick={() => setOpen(true)}>
          档次设置
        </Button>
      </Flex>
      {isLoading || !data ? (
        <Skeleton height="24" />
      ) : (
        <>
          <Text fontSize="sm" color="fg.muted" marginBottom="2">
            {data.isDefault ? '默认档次：按总分比例 15%、35%、60% 划线' : '已保存的档次设置'}，各档人数如下（档次 b：该档线 ≤ 分数 &lt; 上一档线）
          </Text>
          <BandTable table={data.bandTable} />
          <LevelLinesDialog open={open} onOpenChange={setOpen} exam={exam} initial={data.settings} onConfirm={onConfirm} />
        </>
      )}
    </Box>
  )
}
