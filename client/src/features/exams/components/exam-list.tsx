import {
  Alert,
  Box,
  Button,
  ButtonGroup,
  EmptyState,
  Flex,
  Heading,
  IconButton,
  Input,
  Link as ChakraLink,
  Pagination,
  Separator,
  Skeleton,
  Table,
  Text,
} from '@chakra-ui/react'
import type { ExamListItem } from '@report/contracts/bff/exams'
import { useMemo, useState, type ReactNode } from 'react'
import { Link } from 'wouter'
import { EXAM_LIST_PAGE_SIZE } from '../../../config/constants.ts'
import { toRouteHref } from '../../../lib/route-href.ts'
import { useExams } from '../api/get-exams.ts'
import { ALL_DATES, DEFAULT_SHORTCUT, RANGE_SHORTCUTS, shortcutRange, type DateRange, type RangeShortcut } from '../lib/date-range.ts'
import { distinct, filterExams, newestFirst, type ExamFilter, type TagGroup } from '../lib/filter-exams.ts'
import { ExamFilters, type RangeChoice } from './exam-filters.tsx'
import { ExamTag } from './exam-tag.tsx'

const paginationLabels = {
  rootLabel: '分页',
  prevTriggerLabel: '上一页',
  nextTriggerLabel: '下一页',
  itemLabel: ({ page }: { page: number }) => `第 ${page} 页`,
}

export interface ExamListProps {
  /** The owner view lists one managed school's exams. */
  schoolid?: string
  heading?: string
}

/**
 * The exam list: newest first, filtered on the client by tag group, grade, exam type, date range
 * (last six months by default) and name, ten to a page. Each exam opens its dashboard.
 */
export function ExamList({ schoolid, heading = '考试列表' }: ExamListProps) {
  const { data, error, isLoading, mutate } = useExams(schoolid ? { schoolid } : {})
  const [search, setSearch] = useState('')
  const [tagGroups, setTagGroups] = useState<ReadonlySet<TagGroup>>(new Set())
  const [grade, setGrade] = useState('')
  const [typeName, setTypeName] = useState('')
  const [rangeChoice, setRangeChoice] = useState<RangeChoice>(DEFAULT_SHORTCUT)
  const [range, setRange] = useState<DateRange>(() => shortcutRange(DEFAULT_SHORTCUT, new Date()))
  const [page, setPage] = useState(1)

  const exams = useMemo(() => newestFirst(data?.exams ?? []), [data])
  const grades = useMemo(() => distinct(exams, 'grade'), [exams])
  const typeNames = useMemo(() => distinct(exams, 'typeName'), [exams])
  const filter: ExamFilter = { search, tagGroups, grade, typeName, range }
  const filtered = filterExams(exams, filter)

  // Any filter change goes back to the first page.
  const update = <T,>(set: (value: T) => void) => (value: T) => {
    set(value)
    setPage(1)
  }
  const chooseShortcut = update((choice: RangeShortcut | 'all') => {
    setRangeChoice(choice)
    setRange(choice === 'all' ? ALL_DATES : shortcutRange(choice, new Date()))
  })
  const toggleTag = update((group: TagGroup | null) => {
    setTagGroups((current) => {
      if (group === null) return new Set()
      const next = new Set(current)
      if (next.has(group)) next.delete(group)
      else next.add(group)
      return next
    })
  })

  // A revalidation can shorten the list under the current page.
  const current = Math.min(page, Math.max(1, Math.ceil(filtered.length / EXAM_LIST_PAGE_SIZE)))
  const visible = filtered.slice((current - 1) * EXAM_LIST_PAGE_SIZE, current * EXAM_LIST_PAGE_SIZE)

  const emptyMessage = (): ReactNode => {
    if (exams.length === 0) return <ListMessage title="暂无考试" />
    if (rangeChoice !== 'all' && filterExams(exams, filter, { ignoreRange: true }).length > 0) {
      const label = RANGE_SHORTCUTS.find((shortcut) => shortcut.key === rangeChoice)?.label
      return (
        <ListMessage
          title={label ? `${label}没有符合条件的考试` : '所选时间范围内没有符合条件的考试'}
          action={
            <Button colorPalette="brand" onClick={() => chooseShortcut('all')}>
              查看全部
            </Button>
          }
        />
      )
    }
    if (search.trim()) return <ListMessage title={`没有名称包含“${search.trim()}”的考试`} />
    return <ListMessage title="没有符合筛选条件的考试" />
  }

  return (
    <Box bg="bg" borderRadius="md" borderWidth="1px" padding={{ base: '4', md: '6' }}>
      <Flex align="center" justify="space-between" marginBottom="4" gap="4" wrap="wrap">
        <Heading as="h2" size="lg">
          {heading}
        </Heading>
        <Input
          maxWidth="xs"
          placeholder="搜索考试名称"
          aria-label="搜索考试名称"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value)
            setPage(1)
          }}
        />
      </Flex>

      <ExamFilters
        tagGroups={tagGroups}
        onToggleTag={toggleTag}
        grades={grades}
        grade={grade}
        onGrade={update(setGrade)}
        typeNames={typeNames}
        typeName={typeName}
        onTypeName={update(setTypeName)}
        rangeChoice={rangeChoice}
        range={range}
        onShortcut={chooseShortcut}
        onCustomRange={update((next: DateRange) => {
          setRange(next)
          setRangeChoice('custom')
        })}
      />
      <Separator marginBlock="4" />

      {data?.incomplete ? (
        <Alert.Root status="warning" marginBottom="4">
          <Alert.Indicator />
          <Alert.Title>部分考试加载失败，列表可能不完整，请稍后刷新页面重试</Alert.Title>
        </Alert.Root>
      ) : null}

      {isLoading ? (
        <ExamListSkeleton />
      ) : error && !data ? (
        <ListMessage title="考试列表加载失败" action={<Button onClick={() => void mutate()}>重试</Button>} />
      ) : filtered.length === 0 ? (
        emptyMessage()
      ) : (
        <>
          <ExamTable exams={visible} />
          <Flex justify="space-between" align="center" marginTop="4" gap="2" wrap="wrap">
            <Text color="fg.muted" fontSize="sm">
              共 {filtered.length} 场考试
            </Text>
            <Pagination.Root
              count={filtered.length}
              pageSize={EXAM_LIST_PAGE_SIZE}
              page={current}
              onPageChange={(details) => setPage(details.page)}
              translations={paginationLabels}
            >
              <ButtonGroup variant="ghost" size="sm">
                <Pagination.PrevTrigger asChild>
                  <IconButton>‹</IconButton>
                </Pagination.PrevTrigger>
                <Pagination.Items
                  render={(item) => <IconButton variant={{ base: 'ghost', _selected: 'outline' }}>{item.value}</IconButton>}
                />
                <Pagination.NextTrigger asChild>
                  <IconButton>›</IconButton>
                </Pagination.NextTrigger>
              </ButtonGroup>
            </Pagination.Root>
          </Flex>
        </>
      )}
    </Box>
  )
}

/**
 * On a phone (below md) each exam is a card: the name on its own line, the other columns after it with
 * their header as a label. The markup stays one table: the same rows for readers and for tests.
 */
const CARDS_ON_PHONES = {
  mdDown: {
    '& thead': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
    '& tbody': { display: 'flex', flexDirection: 'column', gap: '3' },
    '& tbody tr': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: '4', rowGap: '1', padding: '3', borderWidth: '1px', borderRadius: 'md' },
    '& tbody td': { display: 'block', padding: '0', border: 'none', textAlign: 'start', fontSize: 'sm' },
    '& tbody td:first-of-type': { flexBasis: '100%', fontSize: 'md' },
    '& tbody td[data-label]::before': { content: 'attr(data-label) "："', color: 'fg.muted' },
  },
} as const

function ExamTable({ exams }: { exams: ExamListItem[] }) {
  return (
    <Table.Root aria-label="考试列表" interactive css={CARDS_ON_PHONES}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>考试名称</Table.ColumnHeader>
          <Table.ColumnHeader width="80px">年级</Table.ColumnHeader>
          <Table.ColumnHeader width="120px">考试时间</Table.ColumnHeader>
          <Table.ColumnHeader width="120px">考试类型</Table.ColumnHeader>
          <Table.ColumnHeader width="110px">类别</Table.ColumnHeader>
          <Table.ColumnHeader width="100px" textAlign="end">
            参考人数
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {exams.map((exam) => (
          <Table.Row key={`${exam.examid}:${exam.org}`} data-testid="exam-row">
            <Table.Cell>
              <ChakraLink asChild colorPalette="brand" color="colorPalette.fg" fontWeight="medium">
                <Link href={toRouteHref(exam.dashboardPath)}>{exam.name}</Link>
              </ChakraLink>
            </Table.Cell>
            <Table.Cell data-label="年级">{exam.grade}</Table.Cell>
            <Table.Cell data-label="考试时间">{exam.date}</Table.Cell>
            <Table.Cell data-label="考试类型">{exam.typeName}</Table.Cell>
            <Table.Cell>
              <ExamTag group={exam.tagGroup} />
            </Table.Cell>
            <Table.Cell textAlign="end" data-label="参考人数">
              {exam.studentCount}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  )
}

function ExamListSkeleton() {
  return (
    <Box aria-busy="true" aria-label="考试列表加载中">
      {Array.from({ length: EXAM_LIST_PAGE_SIZE }, (_, index) => (
        <Skeleton key={index} height="9" marginBottom="2" />
      ))}
    </Box>
  )
}

function ListMessage({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <EmptyState.Root size="sm">
      <EmptyState.Content>
        <EmptyState.Title>{title}</EmptyState.Title>
        {action}
      </EmptyState.Content>
    </EmptyState.Root>
  )
}
