import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react'
import { Link, useSearch } from 'wouter'
import { paths } from '../../config/paths.ts'
import { exportReportOf, withoutPdfMode, withPdfMode } from '../../features/export-pages/logic/export-report.ts'
import { ExportReportView } from './export-report.tsx'

/** /export?report=…: on screen, the report a task prints, with the way to its print layout. */
export default function ExportPage() {
  const search = withoutPdfMode(useSearch())
  const report = exportReportOf(search)
  return (
    <Stack gap="4" data-testid="export-preview">
      <Flex align="center" justify="space-between" gap="4">
        <Stack gap="1">
          <Heading as="h1" size="lg">
            导出报告预览
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            导出的 PDF 按 A4 排版，内容与下方报告相同
          </Text>
        </Stack>
        {report ? (
          <Button asChild size="sm" variant="outline">
            <Link href={`${paths.exportPdf.path}?${withPdfMode(search)}`}>查看打印版</Link>
          </Button>
        ) : null}
      </Flex>
      <ExportReportView report={report} />
    </Stack>
  )
}
