import { Box, Button, Stack, Text } from '@chakra-ui/react'
import type { ExamContext } from '@report/contracts/bff/exam-context'
import { useState } from 'react'
import { useLocation } from 'wouter'
import { VersionTipDialog } from '../../../components/dialogs/version-tip-dialog.tsx'
import { toRouteHref } from '../../../lib/route-href.ts'

/**
 * The config-view left menu (spec 3 §2): the entries the exam context lists (answer cards, exam
 * settings and transcripts only where they apply); one that needs a purchased version opens the
 * version tip instead of its page.
 */
export function ExportMenuNav({ entries, current }: { entries: ExamContext['exportMenu']; current: string }) {
  const [, navigate] = useLocation()
  const [tipOpen, setTipOpen] = useState(false)
  return (
    <Box as="nav" aria-label="导出菜单" width={{ base: 'full', md: '44' }} flexShrink={0} borderWidth="1px" borderRadius="md" bg="bg" paddingBlock="2">
      <Text paddingInline="4" paddingBlock="2" fontSize="xs" color="fg.muted">
        导出与设置
      </Text>
      <Stack gap="0.5" paddingInline="2" direction={{ base: 'row', md: 'column' }} wrap={{ base: 'wrap', md: 'nowrap' }}>
        {entries.map((entry) => {
          const active = entry.key === current
          return (
            <Button
              key={entry.key}
              justifyContent="flex-start"
              size="sm"
              variant={active ? 'subtle' : 'ghost'}
              colorPalette={active ? 'brand' : 'gray'}
              aria-current={active ? 'page' : undefined}
              data-testid={`export-menu-${entry.key}`}
              onClick={() => (entry.needsVersionTip ? setTipOpen(true) : navigate(toRouteHref(entry.href)))}
            >
              {entry.label}
            </Button>
          )
        })}
      </Stack>
      <VersionTipDialog open={tipOpen} onOpenChange={setTipOpen} />
    </Box>
  )
}
