import { Alert, Box, chakra, Heading, LinkBox, LinkOverlay, SimpleGrid, Stat, Text } from '@chakra-ui/react'
import type { DiagnosisSave, ReportBlock } from '@report/contracts/bff/report-page'
import { Link } from 'wouter'
import { ReportChart } from '../../../components/report/report-chart.tsx'
import { TeacherDiagnosisEditor } from '../../../components/report/teacher-diagnosis-editor.tsx'
import { bffPost } from '../../../lib/bff-client.ts'
import type { ExplainTable } from '../api/get-report-explain.ts'
import { toRouteHref } from '../../../lib/route-href.ts'

type Of<K extends ReportBlock['kind']> = Extract<ReportBlock, { kind: K }>

function BlockFrame({ id, title, description, children }: { id: string; title?: string | undefined; description?: string | undefined; children: React.ReactNode }) {
  return (
    <Box bg="bg" borderWidth="1px" borderRadius="md" padding="4" data-testid={`block-${id}`}>
      {title ? (
        <Heading as="h2" size="md" marginBottom={description ? '1' : '3'}>
          {title}
        </Heading>
      ) : null}
      {description ? (
        <Text color="fg.muted" fontSize="sm" marginBottom="3">
          {description}
        </Text>
      ) : null}
      {children}
    </Box>
  )
}

export function StatsBlockView({ block, onExplain }: { block: Of<'stats'>; onExplain?: ((cell: string) => void) | undefined }) {
  return (
    <BlockFrame id={block.id} title={block.title} description={block.description}>
      <SimpleGrid columns={{ base: 2, md: Math.min(Math.max(block.items.length, 1), 6) }} gap="4">
        {block.items.map((item) => (
          <Stat.Root key={item.label} data-testid="stat">
            <Stat.Label>{item.label}</Stat.Label>
            <Stat.ValueText>
              {item.cell && onExplain ? (
                <chakra.button type="button" cursor="help" textDecoration="underline dotted" textUnderlineOffset="4px" onClick={() => onExplain(item.cell!)} title="查看数值说明" data-explain={item.cell}>
                  {item.value}
                  {item.small ? <chakra.sup color="orange.fg" title="人数少于 10，数值波动大">*</chakra.sup> : null}
                </chakra.button>
              ) : (
                item.value
              )}
            </Stat.ValueText>
            {item.hint ? <Stat.HelpText as="dd">{item.hint}</Stat.HelpText> : null}
          </Stat.Root>
        ))}
      </SimpleGrid>
    </BlockFrame>
  )
}

export function ChartBlockView({ block, onExplain }: { block: Of<'chart'>; onExplain?: ((cell: string, table: ExplainTable) => void) | undefined }) {
  return (
    <BlockFrame id={block.id} title={block.title} description={block.description}>
      <ReportChart
        chart={block.chart}
        title={block.title}
        height={block.height ?? 320}
        testId={`chart-${block.id}`}
        onExplain={onExplain ? ({ cell, ...table }) => onExplain(cell, table) : undefined}
      />
    </BlockFrame>
  )
}

export function LinksBlockView({ block }: { block: Of<'links'> }) {
  return (
    <BlockFrame id={block.id} title={block.title} description={block.description}>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        {block.links.map((link) => (
          <LinkBox key={link.href} borderWidth="1px" borderRadius="md" padding="3" _hover={{ borderColor: 'brand.solid', bg: 'bg.subtle' }}>
            <LinkOverlay asChild fontWeight="semibold" color="brand.fg">
              {link.target === 'new-tab' ? (
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                </a>
              ) : (
                <Link href={toRouteHref(link.href)}>{link.label}</Link>
              )}
            </LinkOverlay>
            <Text color="fg.muted" fontSize="sm" marginTop="1">
              {link.description}
            </Text>
          </LinkBox>
        ))}
      </SimpleGrid>
    </BlockFrame>
  )
}

export function NoticeBlockView({ block }: { block: Of<'notice'> }) {
  return (
    <Alert.Root status={block.tone} data-testid={`block-${block.id}`}>
      <Alert.Indicator />
      <Alert.Content>
        {block.title ? <Alert.Title>{block.title}</Alert.Title> : null}
        <Alert.Description>{block.text}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  )
}

export function DiagnosisBlockView({ block, examid, org }: { block: Of<'diagnosis'>; examid: string; org: string | null }) {
  return (
    <Box data-testid={`block-${block.id}`}>
      <TeacherDiagnosisEditor
        value={{ title: block.name, html: block.html }}
        editable={block.editable}
        onSave={async (value) => {
          const body: DiagnosisSave = { examid, template: block.template, name: value.title, html: value.html, ...(org ? { org } : {}) }
          await bffPost('/report-diagnosis', body)
        }}
      />
    </Box>
  )
}
