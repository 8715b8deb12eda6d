import { ButtonGroup, Flex, IconButton, NativeSelect, Pagination, Text } from '@chakra-ui/react'
import { TABLE_PAGE_SIZES } from './logic/paging.ts'

const labels = {
  rootLabel: '分页',
  prevTriggerLabel: '上一页',
  nextTriggerLabel: '下一页',
  itemLabel: ({ page }: { page: number }) => `第 ${page} 页`,
}

export interface TablePagerProps {
  page: number
  pageSize: number
  total: number
  onPageChange: (page: number) => void
  /** Without it the size is fixed (the drill dialog's 10). */
  onPageSizeChange?: ((size: number) => void) | undefined
}

/** 共 N 条 · page size 5/10/20/50 · pages (spec 2 §9). */
export function TablePager({ page, pageSize, total, onPageChange, onPageSizeChange }: TablePagerProps) {
  return (
    <Flex justify="flex-end" align="center" gap="3" marginTop="3" wrap="wrap" data-testid="table-pager">
      <Text color="fg.muted" fontSize="sm">
        共 {total} 条
      </Text>
      {onPageSizeChange ? (
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field aria-label="每页条数" value={String(pageSize)} onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}>
            {TABLE_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size} 条/页
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ) : null}
      <Pagination.Root count={total} pageSize={pageSize} page={page} onPageChange={(details) => onPageChange(details.page)} translations={labels} siblingCount={1}>
        <ButtonGroup variant="ghost" size="sm">
          <Pagination.PrevTrigger asChild>
            <IconButton>‹</IconButton>
          </Pagination.PrevTrigger>
          <Pagination.Items render={(item) => <IconButton variant={{ base: 'ghost', _selected: 'outline' }}>{item.value}</IconButton>} />
          <Pagination.NextTrigger asChild>
            <IconButton>›</IconButton>
          </Pagination.NextTrigger>
        </ButtonGroup>
      </Pagination.Root>
    </Flex>
  )
}
