import { Button, Menu, Portal } from '@chakra-ui/react'
import type { ExamContext } from '@report/contracts/bff/exam-context'
import { useState } from 'react'
import { useLocation } from 'wouter'
import { VersionTipDialog } from '../../../components/dialogs/version-tip-dialog.tsx'
import { ImportIcon } from '../../../components/ui/icons.tsx'
import { toRouteHref } from '../../../lib/route-href.ts'

/**
 * The exam's export menu (spec 1 §2, config-view): the entries the BFF lists; one that needs a
 * purchased version opens the version tip instead of its page.
 */
export function ExportMenu({ entries }: { entries: ExamContext['exportMenu'] }) {
  const [, navigate] = useLocation()
  const [tipOpen, setTipOpen] = useState(false)
  if (entries.length === 0) return null
  return (
    <>
      <Menu.Root
        positioning={{ placement: 'bottom-end' }}
        onSelect={({ value }) => {
          const entry = entries.find((e) => e.key === value)
          if (!entry) return
          if (entry.needsVersionTip) setTipOpen(true)
          else navigate(toRouteHref(entry.href))
        }}
      >
        <Menu.Trigger asChild>
          <Button size="xs" variant="outline" colorPalette="brand">
            <ImportIcon />
            导出与设置
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minWidth="36">
              {entries.map((entry) => (
                <Menu.Item key={entry.key} value={entry.key}>
                  {entry.label}
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <VersionTipDialog open={tipOpen} onOpenChange={setTipOpen} />
    </>
  )
}
