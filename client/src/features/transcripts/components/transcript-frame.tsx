import { Box, Button, Container, HStack, Link as ChakraLink, Spinner, Stack, Text } from '@chakra-ui/react'
import type { TranscriptHeader } from '@report/contracts/bff/transcripts'
import { useState, type ReactNode } from 'react'
import { Link } from 'wouter'
import { StatusView } from '../../../components/feedback/status-view.tsx'
import { StandaloneHeader } from '../../../components/layout/standalone-header.tsx'
import { notifyError } from '../../../lib/notify.ts'
import { toRouteHref } from '../../../lib/route-href.ts'
import { logoutFromTranscripts } from '../api/logout.ts'

/**
 * The transcript pages' frame (spec 1 §2): a header with menu 1 (成绩单) and 2 (成绩单设置), the
 * remaining days or 查看详情, 退出; the school's counter of downloaded transcripts; a footer.
 */
export function TranscriptFrame({ header, error, children }: { header: TranscriptHeader | undefined; error?: unknown; children: ReactNode }) {
  const [leaving, setLeaving] = useState(false)
  const logout = async () => {
    setLeaving(true)
    try {
      window.location.assign(await logoutFromTranscripts())
    } catch (err) {
      setLeaving(false)
      notifyError(err)
    }
  }
  // A refusal (a family account, an account without transcripts) keeps a frame and a way home: it once
  // stood alone in the middle of a blank page.
  if (!header)
    return error ? (
      <>
        <StandaloneHeader title="成绩单" links={[{ label: '返回首页', href: '/' }]} />
        <StatusView title={error instanceof Error ? error.message : '加载失败'} />
      </>
    ) : (
      <Spinner color="brand.solid" margin="8" />
    )
  return (
    <Stack gap="0" minHeight="100vh" bg="bg.subtle">
      <Box as="header" bg="white" borderBottomWidth="1px" data-testid="transcript-header">
        <Container maxWidth="1200px">
          {/* On a phone the rows wrap between items, never inside one (成绩单 once stood one character a line). */}
          <HStack minHeight="14" paddingBlock="2" justify="space-between" wrap="wrap" columnGap="4" rowGap="1" whiteSpace="nowrap">
            <HStack gap={{ base: '4', md: '6' }}>
              <Text fontWeight="bold" fontSize="lg" color="brand.solid">
                成绩单
              </Text>
              <HStack as="nav" gap="4" aria-label="成绩单菜单">
                {header.menu.map((m) => (
                  <ChakraLink key={m.key} asChild fontWeight={m.current ? 'bold' : 'normal'} color={m.current ? 'brand.solid' : 'fg'} aria-current={m.current ? 'page' : undefined}>
                    <Link href={toRouteHref(m.href)}>{m.label}</Link>
                  </ChakraLink>
                ))}
              </HStack>
            </HStack>
            <HStack columnGap="4" rowGap="1" fontSize="sm" wrap="wrap">
              <Text whiteSpace="normal">
                {header.schoolName} · {header.userName}
              </Text>
              {header.remainingText && (
                <Text color="orange.600" data-testid="transcript-remaining">
                  {header.remainingText}
                </Text>
              )}
              {header.detailsLink && (
                <ChakraLink asChild color="brand.solid" data-testid="transcript-details">
                  <Link href={toRouteHref(header.detailsLink.href)}>{header.detailsLink.label}</Link>
                </ChakraLink>
              )}
              <Button size="xs" variant="outline" loading={leaving} onClick={() => void logout()}>
                退出
              </Button>
            </HStack>
          </HStack>
        </Container>
      </Box>
      <Container maxWidth="1200px" flex="1" paddingBlock="5">
        <Stack gap="4">
          <Text fontSize="sm" color="fg.muted" data-testid="transcript-counter">
            {header.counterText}
          </Text>
          {children}
        </Stack>
      </Container>
      <Box as="footer" textAlign="center" fontSize="xs" color="fg.muted" paddingBlock="4">
        成绩分析报告 · 成绩单
      </Box>
    </Stack>
  )
}
