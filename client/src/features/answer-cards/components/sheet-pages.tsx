import { Box, Button, HStack, Image, Stack, Text } from '@chakra-ui/react'
import { ScrollBox } from '../../../components/ui/scroll-box.tsx'
import type { SheetMark, SheetPage } from '@report/contracts/bff/answer-cards'
import { useState } from 'react'

const ZOOMS = [50, 75, 100, 125, 150, 200] as const
const TONE: Record<SheetMark['tone'], { border: string; bg: string; fg: string }> = {
  full: { border: 'green.500', bg: 'green.500/10', fg: 'green.700' },
  part: { border: 'orange.400', bg: 'orange.400/10', fg: 'orange.700' },
  zero: { border: 'red.500', bg: 'red.500/10', fg: 'red.600' },
}

/** The zoom buttons and the pages of a sheet, each with its marks over it when the overlay is on. */
export function SheetPages({ pages, marks = [], label }: { pages: SheetPage[]; marks?: SheetMark[]; label: string }) {
  const [zoom, setZoom] = useState<number>(100)
  const [overlay, setOverlay] = useState(true)
  const at = ZOOMS.indexOf(zoom as (typeof ZOOMS)[number])
  return (
    <Stack gap="3">
      <HStack gap="2" data-testid="sheet-toolbar">
        <Button size="xs" variant="outline" aria-label="缩小" disabled={at <= 0} onClick={() => setZoom(ZOOMS[at - 1] ?? zoom)}>
          －
        </Button>
        <Text fontSize="sm" minWidth="3.5em" textAlign="center" data-testid="sheet-zoom">
          {zoom}%
        </Text>
        <Button size="xs" variant="outline" aria-label="放大" disabled={at >= ZOOMS.length - 1} onClick={() => setZoom(ZOOMS[at + 1] ?? zoom)}>
          ＋
        </Button>
        <Button size="xs" variant="ghost" onClick={() => setZoom(100)}>
          原始大小
        </Button>
        {marks.length > 0 && (
          <Button size="xs" variant={overlay ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={overlay} onClick={() => setOverlay(!overlay)}>
            {overlay ? '隐藏得分' : '显示得分'}
          </Button>
        )}
      </HStack>
      <ScrollBox label="答题卡" overflowX="auto">
        <Stack gap="4" alignItems="flex-start">
          {pages.map((page) => (
            <Box
              key={page.src}
              position="relative"
              width={`${(page.width * zoom) / 100}px`}
              flexShrink={0}
              borderWidth="1px"
              borderColor="border"
              boxShadow="sm"
              data-testid="sheet-page"
              data-page={page.page}
            >
              <Image src={page.src} alt={`${label} 第 ${page.page} 页`} width="100%" display="block" />
              {overlay &&
                marks
                  .filter((m) => m.page === page.page)
                  .map((m) => (
                    <Box
                      key={`${m.name}-${m.top}`}
                      position="absolute"
                      left={`${m.left}%`}
                      top={`${m.top}%`}
                      width={`${m.width}%`}
                      height={`${m.height}%`}
                      borderWidth="2px"
                      borderColor={TONE[m.tone].border}
                      bg={TONE[m.tone].bg}
                      pointerEvents="none"
                      data-testid="sheet-mark"
                      data-name={m.name}
                      data-tone={m.tone}
                    >
                      <Text
                        position="absolute"
                        right="1"
                        top={m.objective ? '0' : '1'}
                        fontSize={m.objective ? '2xs' : 'xs'}
                        fontWeight="bold"
                        color={TONE[m.tone].fg}
                        bg="white/85"
                        px="1"
                        borderRadius="sm"
                        title={m.detail || undefined}
                      >
                        {m.objective ? `${m.detail} ${m.text}` : m.text}
                      </Text>
                    </Box>
                  ))}
            </Box>
          ))}
        </Stack>
      </ScrollBox>
    </Stack>
  )
}
