import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react'
import type { ReportPageView } from '@report/contracts/bff/report-page'
import { useRef, useState } from 'react'
import { useLocation, useSearch } from 'wouter'
import { LoadErrorView } from '../../../components/feedback/load-error-view.tsx'
import { LoadingState } from '../../../components/feedback/loading-state.tsx'
import { MetricNotes } from '../../../components/report/metric-notes.tsx'
import { PdfReport } from '../../../components/report/pdf-report.tsx'
import { StudentDrillDialog } from '../../../components/report/student-drill-dialog.tsx'
import type { DrillHandler } from '../../../components/report/table-parts.tsx'
import { DATA_TASK, usePdfMode, useReportTask, type ExamKind } from '../../../lib/pdf-mode.ts'
import { toaster } from '../../../lib/toaster.ts'
import { getReportDrill, useReportPage } from '../api/report-api.ts'
import { reportPageParams } from '@report/contracts/bff/view-keys'
import { withFilter } from '../logic/report-query.ts'
import { firstBlocks } from '../logic/first-blocks.ts'
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint.ts'
import { ChartBlockView, DiagnosisBlockView, LinksBlockView, NoticeBlockView, StatsBlockView } from './report-blocks.tsx'
import { ReportFilterBar } from './report-filter-bar.tsx'
import { UpgradeButton } from '../../upgrade/components/upgrade-button.tsx'
import { TableBlockView } from './table-block-view.tsx'
import { FigureExplanationDialog } from './figure-explanation-dialog.tsx'
import { getReportExplain, type ExplainTable } from '../api/get-report-explain.ts'
import type { FigureExplanation } from '@report/contracts/bff/metric-definition'
import { notifyError } from '../../../lib/notify.ts'

/** Any report page of spec 2 §2: the BFF's view model for `route`, its filters, blocks and 指标说明. */
/** `kind`: the exam's tag group from its context, which tints the printed report (spec 2 §9). */
export function ReportPage({ route, showTitle = true, kind }: { route: string; showTitle?: boolean; kind?: ExamKind }) {
  const search = useSearch()
  const params = reportPageParams(route, search)
  const { data: view, error, isLoading } = useReportPage(params)
  useReportTask(DATA_TASK, view !== undefined || error !== undefined)

  if (error && !view) return <LoadErrorView detail={error instanceof Error ? error.message : undefined} />
  if (!view || isLoading && !view) return <LoadingState what="报告数据" />
  return <ReportBody view={view} params={params} search={search} showTitle={showTitle} kind={kind} />
}

function ReportBody({ view, params, search, showTitle, kind }: { view: ReportPageView; params: URLSearchParams; search: string; showTitle: boolean; kind: ExamKind | undefined }) {
  const pdf = usePdfMode()
  // A printed page is read whole: the renderer waits for every block, so it draws them at once.
  const painted = useAfterFirstPaint() || pdf
  const [location, navigate] = useLocation()
  const [drill, setDrill] = useState<Record<string, string> | null>(null)
  const openDrill = (cell: Record<string, string>) => {
    if (view.versionTip) {
      toaster.create({ type: 'info', description: view.versionTip, closable: true })
      return
    }
    setDrill(cell)
  }
  const onDrill: DrillHandler = (cell) => {
    setDrillFromFigure(false)
    openDrill(cell)
  }
  const examid = params.get('examid') ?? ''
  const [explanation, setExplanation] = useState<FigureExplanation | null>(null)
  // The figure that opened 数值说明: where the focus returns when its students' drill closes (issue 35).
  const figure = useRef<HTMLElement | null>(null)
  const [drillFromFigure, setDrillFromFigure] = useState(false)
  const onExplain = pdf
    ? undefined
    : (cell: string, table: ExplainTable = {}) => {
        figure.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
        getReportExplain(params, cell, table).then(setExplanation, notifyError)
      }

  const heading =
    showTitle || view.subtitle ? (
      <Box>
        {showTitle ? (
          <Heading as="h1" size="xl">
            {view.title}
          </Heading>
        ) : null}
        {view.subtitle ? (
          <Text color="fg.muted" fontSize="sm" marginTop="1">
            {view.subtitle}
          </Text>
        ) : null}
      </Box>
    ) : null

  return (
    <Stack gap="4" data-testid="report-page" data-route={view.route}>
      {pdf ? null : (
        <Flex align="center" gap="4" wrap="wrap" justify="space-between">
          {heading ?? <Box />}
          <ReportFilterBar filters={view.filters} onChange={(key, value) => navigate(`${location}?${withFilter(search, key, value)}`, { replace: true })} />
        </Flex>
      )}
      {view.versionTip && !pdf ? (
        <Flex align="center" gap="3" data-testid="version-tip">
          <Text fontSize="sm" color="orange.fg">
            {view.versionTip}
          </Text>
          <UpgradeButton size="xs" />
        </Flex>
      ) : null}
      <PdfReport {...(kind ? { kind } : {})}>
        {pdf ? heading : null}
        {firstBlocks(view.blocks, painted).map((block) => {
          switch (block.kind) {
            case 'stats':
              return <StatsBlockView key={block.id} block={block} onExplain={onExplain} />
            case 'table':
              return <TableBlockView key={block.id} block={block} params={params} onDrill={onDrill} onExplain={onExplain} />
            case 'chart':
              return <ChartBlockView key={block.id} block={block} onExplain={onExplain} />
            case 'links':
              return <LinksBlockView key={block.id} block={block} />
            case 'notice':
              return <NoticeBlockView key={block.id} block={block} />
            case 'diagnosis':
              return <DiagnosisBlockView key={block.id} block={block} examid={examid} org={params.get('org')} />
          }
        })}
        {painted && view.notes.length > 0 ? <MetricNotes notes={view.notes} defaultOpen={pdf} settingsVersion={view.settingsVersion} /> : null}
      </PdfReport>
      <FigureExplanationDialog
        explanation={explanation}
        onClose={() => setExplanation(null)}
        onStudents={(drillParams) => {
          setExplanation(null)
          setDrillFromFigure(true)
          openDrill(drillParams)
        }}
      />
      <StudentDrillDialog
        open={drill !== null}
        onOpenChange={(open) => (open ? undefined : setDrill(null))}
        params={drill}
        load={getReportDrill}
        finalFocusEl={drillFromFigure ? () => (figure.current?.isConnected ? figure.current : null) : undefined}
      />
    </Stack>
  )
}
