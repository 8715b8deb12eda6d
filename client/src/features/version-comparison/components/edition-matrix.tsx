import { Badge, Box, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react'
import type { EditionCell, EditionsView } from '@report/contracts/bff/upgrade-editions'
import { ContactCallToAction } from '../../../components/dialogs/contact-call-to-action.tsx'
import { LoadErrorView } from '../../../components/feedback/load-error-view.tsx'
import { LoadingState } from '../../../components/feedback/loading-state.tsx'
import { UpgradeButton } from '../../upgrade/components/upgrade-button.tsx'
import { useEditions } from '../api/get-editions.ts'
import { ScrollBox } from '../../../components/ui/scroll-box.tsx'

const CELL_TEXT: Readonly<Record<EditionCell, string>> = { included: '✓', missing: '—', 'per-use': '按次付费', demo: '体验' }
const CELL_LABEL: Readonly<Record<EditionCell, string>> = { included: '包含', missing: '不包含', 'per-use': '按次付费', demo: '可体验（演示数据）' }

/** /comparison-list/version (spec 1 §2, §6): the editions feature by feature, the user's own marked, and the upgrade form. */
export function EditionMatrix({ type }: { type: string | null }) {
  const { data, error } = useEditions(type)
  if (error && !data) return <LoadErrorView />
  if (!data) return <LoadingState what="版本信息" />
  return <Matrix view={data} />
}

function Matrix({ view }: { view: EditionsView }) {
  return (
    <Stack gap="5" data-testid="version-comparison">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Box>
          <Heading as="h1" size="xl">
            {view.title}
          </Heading>
          <Text color="fg.muted" fontSize="sm" marginTop="1" data-testid="current-edition">
            当前版本：{view.currentName}
          </Text>
        </Box>
        <HStack gap="2">
          <UpgradeButton colorPalette="brand" variant="solid" />
          <ContactCallToAction variant="outline" />
        </HStack>
      </HStack>
      <ScrollBox label="版本功能对比" overflowX="auto" borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" aria-label="版本功能对比" stickyHeader>
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader minWidth="220px">功能</Table.ColumnHeader>
              {view.editions.map((edition) => (
                <Table.ColumnHeader
                  key={edition.key}
                  textAlign="center"
                  bg={edition.current ? 'brand.subtle' : undefined}
                  data-edition={edition.key}
                  data-current={edition.current ? 'true' : undefined}
                  aria-current={edition.current ? 'true' : undefined}
                >
                  <Stack gap="1" align="center">
                    <Text fontWeight="semibold">{edition.name}</Text>
                    <Text fontSize="xs" color="fg.muted" fontWeight="normal">
                      {edition.audience}
                    </Text>
                    {edition.current ? (
                      <Badge colorPalette="brand" variant="solid">
                        当前版本
                      </Badge>
                    ) : null}
                  </Stack>
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {view.groups.flatMap((group) => [
              <Table.Row key={group.title} bg="bg.subtle">
                <Table.Cell colSpan={view.editions.length + 1} fontWeight="semibold">
                  {group.title}
                </Table.Cell>
              </Table.Row>,
              ...group.features.map((feature) => (
                <Table.Row key={`${group.title}-${feature.name}`} data-testid="edition-feature">
                  <Table.Cell>
                    <Text>{feature.name}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {feature.description}
                    </Text>
                  </Table.Cell>
                  {feature.cells.map((cell, i) => (
                    <Table.Cell
                      key={view.editions[i]?.key ?? i}
                      textAlign="center"
                      bg={view.editions[i]?.current ? 'brand.subtle' : undefined}
                      color={cell === 'included' ? 'green.fg' : cell === 'missing' ? 'fg.subtle' : 'orange.fg'}
                      aria-label={CELL_LABEL[cell]}
                      data-cell={cell}
                    >
                      {CELL_TEXT[cell]}
                    </Table.Cell>
                  ))}
                </Table.Row>
              )),
            ])}
          </Table.Body>
        </Table.Root>
      </ScrollBox>
      <Stack gap="1" fontSize="sm" color="fg.muted">
        {view.notes.map((note) => (
          <Text key={note}>{note}</Text>
        ))}
      </Stack>
    </Stack>
  )
}
