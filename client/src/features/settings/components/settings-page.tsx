import { Alert, Box, Flex, Heading, HStack, Link, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react'
import type { SettingsPage as Page } from '@report/contracts/upstream/settings'
import { useState } from 'react'
import { Link as RouteLink, useLocation, useSearch } from 'wouter'
import { StatusView } from '../../../components/feedback/status-view.tsx'
import { toRouteHref } from '../../../lib/route-href.ts'
import { useShell } from '../../../lib/shell-context.ts'
import { useSettings } from '../api/get-settings.ts'
import { ExamOwnBar } from './exam-own-bar.tsx'
import { ExamPublish } from './exam-publish.tsx'
import { SettingsForm } from './settings-form.tsx'

/** /config/<page>: the side menu's two groups, the grade selector, the notes, the page's form and the grade's exams. */
export function SettingsPage({ page }: { page: Page }) {
  const { embedded } = useShell()
  const search = new URLSearchParams(useSearch())
  const grade = search.get('grade')
  const examid = search.get('examid')
  const exam = examid ? { examid, org: search.get('org') ?? '0' } : null
  const [, navigate] = useLocation()
  const { data: view, error, mutate } = useSettings(page, grade, embedded, exam)
  // What the last save or publish did, until the user moves to another page or grade.
  const [done, setDone] = useState<{ at: string; text: string } | null>(null)
  const here = `${page}|${grade ?? ''}|${examid ?? ''}`
  const finished = (text: string) => {
    setDone({ at: here, text })
    void mutate()
  }

  if (error) return <StatusView title={error instanceof Error ? error.message : '页面加载失败，请刷新页面或联系客服解决'} />
  if (!view) return <Skeleton height="420px" />

  const menu = (
    <Stack as="nav" aria-label="指标参数设置" gap="4" width={{ base: 'full', md: '200px' }} flexShrink={0}>
      {view.menu.map((group) => (
        // On a phone the menu is rows of links above the page: beside it, it left the settings 100 px.
        <Stack key={group.title} gap="1" direction={{ base: 'row', md: 'column' }} wrap={{ base: 'wrap', md: 'nowrap' }} align={{ base: 'center', md: 'stretch' }}>
          <Text fontSize="sm" fontWeight="semibold" color="fg.muted">
            {group.title}
          </Text>
          {group.items.map((item) => (
            <Link key={item.page} asChild variant="plain" paddingX="3" paddingY="1.5" borderRadius="md" bg={item.active ? 'brand.subtle' : undefined} fontWeight={item.active ? 'semibold' : undefined}>
              <RouteLink href={toRouteHref(item.href)} aria-current={item.active ? 'page' : undefined}>
                {item.label}
              </RouteLink>
            </Link>
          ))}
        </Stack>
      ))}
    </Stack>
  )

  if (!view.allowed) {
    return (
      <Flex gap="6" bg="bg" padding={{ base: '4', md: '6' }} borderRadius="md" direction={{ base: 'column', md: 'row' }}>
        {view.menu.length > 0 ? menu : null}
        <Box flex="1">
          <StatusView title={view.notice ?? ''} />
        </Box>
      </Flex>
    )
  }

  return (
    <Flex gap="6" bg="bg" padding={{ base: '4', md: '6' }} borderRadius="md" align={{ base: 'stretch', md: 'start' }} direction={{ base: 'column', md: 'row' }}>
      {menu}
      <Stack flex="1" gap="5" minWidth="0">
        <HStack justify="space-between" align="center" wrap="wrap" gap="3">
          <Heading size="md">{view.title}</Heading>
          <HStack gap="4">
            <NativeSelect.Root size="sm" width="140px">
              <NativeSelect.Field aria-label="年级" value={view.grade} onChange={(e) => navigate(`/config/${page}?${new URLSearchParams({ grade: e.currentTarget.value }).toString()}`)}>
                {view.grades.map((g) => (
                  <option key={g.value} value={g.value}>
                    {g.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {view.docLink ? (
              <Link href={view.docLink.href} target="_blank" rel="noopener" fontSize="sm" color="brand.fg">
                {view.docLink.label}
              </Link>
            ) : null}
          </HStack>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {view.description}
        </Text>
        <Alert.Root status="info" size="sm">
          <Alert.Indicator />
          <Alert.Title>{view.note}</Alert.Title>
        </Alert.Root>
        {view.neverSet ? (
          <Alert.Root status="warning" size="sm" data-testid="never-set">
            <Alert.Indicator />
            <Alert.Title>{view.neverSet}</Alert.Title>
          </Alert.Root>
        ) : null}
        {view.notice ? (
          <Text fontSize="sm" color="fg.muted">
            {view.notice}
          </Text>
        ) : null}
        <Text fontSize="sm" data-testid="settings-version">
          {view.versionLabel}
        </Text>
        {view.exam ? <ExamOwnBar view={view} exam={view.exam} onFollowed={finished} /> : null}
        <SettingsForm key={`${view.page}|${view.grade}|${view.exam?.examid ?? ''}|${view.versionLabel}`} view={view} onSaved={finished} />
        {done && done.at === here ? (
          <Alert.Root status="success" size="sm" data-testid="settings-done">
            <Alert.Indicator />
            <Alert.Title>{done.text}</Alert.Title>
          </Alert.Root>
        ) : null}
        <ExamPublish view={view} onPublished={finished} />
      </Stack>
    </Flex>
  )
}
