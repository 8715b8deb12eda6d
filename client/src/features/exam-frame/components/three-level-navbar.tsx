import { Box, Flex, HStack, NativeSelect, SegmentGroup, Text } from '@chakra-ui/react'
import type { ExamContext } from '@report/contracts/bff/exam-context'
import { useLocation } from 'wouter'
import { toRouteHref } from '../../../lib/route-href.ts'
import { setNavState, useNavState, type AnalyzeType } from '../stores/nav-state.ts'

type Navbar = NonNullable<ExamContext['navbar']>

/**
 * Spec 1 §2 three-level navbar: overall / single county / single school, then the county or school
 * to look at, and (city accounts on some reports) the comparison dimension. Which tabs exist and
 * where they lead is the BFF's; a change follows the link, whose qxschool or lkschool stays in the
 * address, so the page below asks for that scope.
 */
export function ThreeLevelNavbar({ navbar }: { navbar: Navbar }) {
  const [, navigate] = useLocation()
  const nav = useNavState()

  const go = (href: string, analyzeType: AnalyzeType) => {
    setNavState({ analyzeType, countyId: null, schoolId: null })
    navigate(toRouteHref(href))
  }

  const options = navbar.analyzeType === 'county' ? navbar.counties : navbar.analyzeType === 'school' ? navbar.schools : []
  const selected = options.find((option) => option.selected) ?? options[0]
  const dimension = navbar.dimensions?.find((d) => d.selected) ?? navbar.dimensions?.find((d) => d.key === nav.compareType)

  return (
    <Flex
      data-testid="three-level-navbar"
      align="center"
      gap="4"
      wrap="wrap"
      bg="bg"
      borderWidth="1px"
      borderRadius="md"
      paddingInline="4"
      paddingBlock="2.5"
    >
      <SegmentGroup.Root
        value={navbar.analyzeType}
        onValueChange={(details) => {
          const tab = navbar.tabs.find((t) => t.key === details.value)
          if (tab && tab.key !== navbar.analyzeType) go(tab.href, tab.key)
        }}
        aria-label="分析范围"
      >
        <SegmentGroup.Indicator />
        <SegmentGroup.Items items={navbar.tabs.map((tab) => ({ value: tab.key, label: tab.label }))} />
      </SegmentGroup.Root>

      {options.length > 0 && selected ? (
        <HStack gap="2">
          <Text color="fg.muted" fontSize="sm" whiteSpace="nowrap">
            {navbar.analyzeType === 'county' ? '区县' : '学校'}
          </Text>
          <NativeSelect.Root size="sm" width="56">
            <NativeSelect.Field
              aria-label={navbar.analyzeType === 'county' ? '选择区县' : '选择学校'}
              value={selected.id}
              onChange={(event) => {
                const option = options.find((o) => o.id === event.currentTarget.value)
                if (option) go(option.href, navbar.analyzeType)
              }}
            >
              {options.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
      ) : null}

      {navbar.dimensions && navbar.dimensions.length > 0 ? (
        <>
          <Box flex="1" />
          <HStack gap="2">
            <Text color="fg.muted" fontSize="sm" whiteSpace="nowrap">
              对比维度
            </Text>
            <SegmentGroup.Root
              size="sm"
              value={dimension?.key ?? null}
              onValueChange={(details) => {
                const choice = navbar.dimensions?.find((d) => d.key === details.value)
                if (!choice || choice.key === dimension?.key) return
                setNavState({ compareType: choice.key })
                navigate(toRouteHref(choice.href))
              }}
              aria-label="对比维度"
            >
              <SegmentGroup.Indicator />
              <SegmentGroup.Items items={navbar.dimensions.map((d) => ({ value: d.key, label: d.label }))} />
            </SegmentGroup.Root>
          </HStack>
        </>
      ) : null}
    </Flex>
  )
}
