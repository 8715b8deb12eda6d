import { Badge, Box, Button, Code, Flex, Heading, Input, List, Stack, Text } from '@chakra-ui/react'
import type { HelpArticle } from '@report/contracts/bff/help'
import { useEffect, useState } from 'react'
import { Link as RouterLink } from 'wouter'
import { LoadErrorView } from '../../../components/feedback/load-error-view.tsx'
import { LoadingState } from '../../../components/feedback/loading-state.tsx'
import { toRouteHref } from '../../../lib/route-href.ts'
import { useHelp } from '../api/get-help.ts'

const SEARCH_DELAY_MS = 250

/** /help: the searchable help centre — an article per report and per statistic, formulas and worked examples. */
export function HelpCentre() {
  const [input, setInput] = useState('')
  const [query, setQuery] = useState('')
  const [selected, setSelected] = useState<string | null>(null)
  useEffect(() => {
    const timer = setTimeout(() => setQuery(input), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [input])
  const { data, error } = useHelp(query)
  if (error && !data) return <LoadErrorView />
  const articles = data?.articles ?? []
  const article = articles.find((a) => a.id === selected) ?? articles[0] ?? null

  return (
    <Stack gap="4" data-testid="help-centre">
      <Flex align="center" gap="4" wrap="wrap" justify="space-between">
        <Heading as="h1" size="xl">
          帮助中心
        </Heading>
        <Input
          type="search"
          maxWidth="360px"
          placeholder="搜索报表或指标，如：标准差、临界生"
          aria-label="搜索帮助"
          value={input}
          maxLength={50}
          onChange={(e) => setInput(e.target.value)}
          data-track="help-search"
        />
      </Flex>
      {!data ? (
        <LoadingState what="帮助文章" />
      ) : (
        // On a phone the article list stands above the article (issue 35).
        <Flex gap="5" align={{ base: 'stretch', md: 'start' }} direction={{ base: 'column', md: 'row' }}>
          <Stack as="nav" aria-label="帮助文章" gap="1" width={{ base: 'auto', md: '280px' }} flexShrink={0} maxHeight={{ base: '40vh', md: '70vh' }} overflowY="auto" borderWidth="1px" borderRadius="md" padding="2">
            <Text fontSize="xs" color="fg.muted" paddingInline="2" data-testid="help-count">
              {data.query ? `找到 ${articles.length} 篇（共 ${data.total} 篇）` : `共 ${data.total} 篇`}
            </Text>
            {articles.map((a) => (
              <Button
                key={a.id}
                variant={a.id === article?.id ? 'subtle' : 'ghost'}
                justifyContent="start"
                size="sm"
                onClick={() => setSelected(a.id)}
                data-testid="help-article-link"
              >
                <Badge size="sm" variant="outline" colorPalette={KIND[a.kind].palette}>
                  {KIND[a.kind].label}
                </Badge>
                {a.title}
              </Button>
            ))}
            {articles.length === 0 ? (
              <Text padding="2" fontSize="sm">
                没有找到与“{data.query}”相关的文章
              </Text>
            ) : null}
          </Stack>
          <Box flex="1" minWidth="0">
            {article ? <ArticleView article={article} onOpen={(id) => { setSelected(id); setInput(''); setQuery('') }} /> : null}
          </Box>
        </Flex>
      )}
    </Stack>
  )
}

const KIND: Record<HelpArticle['kind'], { label: string; palette: string }> = {
  report: { label: '报表', palette: 'blue' },
  statistic: { label: '指标', palette: 'green' },
  feature: { label: '功能', palette: 'purple' },
}

function ArticleView({ article, onOpen }: { article: HelpArticle; onOpen: (id: string) => void }) {
  return (
    <Stack as="article" gap="3" data-testid="help-article" borderWidth="1px" borderRadius="md" padding="5">
      <Heading as="h2" size="lg">
        {article.title}
      </Heading>
      <Text color="fg.muted">{article.summary}</Text>
      {article.formula ? (
        <Box>
          <Text fontWeight="semibold">计算方法</Text>
          <Code fontSize="md" paddingBlock="1" data-testid="help-formula">
            {article.formula}
          </Code>
        </Box>
      ) : null}
      {article.body.map((p) => (
        <Text key={p}>{p}</Text>
      ))}
      {article.steps.length > 0 ? (
        <Box data-testid="help-steps">
          <Text fontWeight="semibold">使用步骤</Text>
          <List.Root as="ol" gap="1" paddingInlineStart="5">
            {article.steps.map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List.Root>
        </Box>
      ) : null}
      {article.formulas.length > 0 ? (
        <Box data-testid="help-formulas">
          <Text fontWeight="semibold">计算方法与口径</Text>
          <List.Root gap="1" paddingInlineStart="5" fontSize="sm">
            {article.formulas.map((f) => (
              <List.Item key={f}>{f}</List.Item>
            ))}
          </List.Root>
        </Box>
      ) : null}
      {article.page ? (
        <Box>
          <Button asChild size="sm" colorPalette="brand">
            <RouterLink href={toRouteHref(article.page.href)}>{article.page.label}</RouterLink>
          </Button>
        </Box>
      ) : null}
      {article.example ? (
        <Box bg="bg.subtle" borderRadius="md" padding="4" data-testid="help-example">
          <Text fontWeight="semibold">示例</Text>
          <Text fontSize="sm">{article.example.data}</Text>
          {article.example.steps.map((step) => (
            <Text key={step} fontSize="sm">
              · {step}
            </Text>
          ))}
          <Text fontWeight="semibold" marginTop="1">
            {article.example.result}
          </Text>
        </Box>
      ) : null}
      {article.related.length > 0 ? (
        <Flex gap="2" wrap="wrap" align="center">
          <Text fontSize="sm" color="fg.muted">
            相关：
          </Text>
          {article.related.map((r) => (
            <Button key={r.id} size="xs" variant="outline" onClick={() => onOpen(r.id)}>
              {r.title}
            </Button>
          ))}
        </Flex>
      ) : null}
    </Stack>
  )
}
