import { Box, Stack } from '@chakra-ui/react'
import type { ExamContext } from '@report/contracts/bff/exam-context'
import type { TaskExamParams } from '@report/contracts/bff/tasks'
import type { ReactNode } from 'react'
import { EmptyView } from '../../components/feedback/empty-view.tsx'
import { paths, type RouteKey } from '../../config/paths.ts'
import { ExamFrame } from '../../features/exam-frame/components/exam-frame.tsx'
import { ExportMenuNav } from '../../features/export-menu/components/export-menu-nav.tsx'

/** The exam's task parameters as the export pages send them. */
export function examParams(context: ExamContext): TaskExamParams {
  return { examid: context.exam.examid, org: String(context.exam.org), grade: context.exam.grade }
}

/**
 * The export menu's pages (spec 3 §2 config-view): the exam frame, the left menu, the page. A page
 * the exam context does not list for this user and exam (answer cards of an imported exam, exam
 * settings for a teacher, anything for a student) is the empty view.
 */
export function ConfigViewFrame({ routeKey, children }: { routeKey: RouteKey; children: (context: ExamContext) => ReactNode }) {
  const name = paths[routeKey].name
  return (
    <ExamFrame routeName={name}>
      {(context) =>
        context.exportMenu.some((entry) => entry.key === name) ? (
          // On a phone the menu goes above the page: beside it, it left the page 150 px (issue 35).
          <Stack align={{ base: 'stretch', md: 'start' }} gap="5" direction={{ base: 'column', md: 'row' }}>
            <ExportMenuNav entries={context.exportMenu} current={name} />
            <Box flex="1" minWidth="0">
              {children(context)}
            </Box>
          </Stack>
        ) : (
          <EmptyView />
        )
      }
    </ExamFrame>
  )
}
