import { Box, Button, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from 'wouter'
import { paths } from '../../../config/paths.ts'
import { UpgradeButton } from '../../upgrade/components/upgrade-button.tsx'

interface Section {
  title: string
  text: string
  href: string
}

const REPORT_SECTIONS: readonly Section[] = [
  { title: '考后分析', text: '考试概览、成绩报表、总体/学校/班级/学生分析，一次考试的每个数字都能追到学生。', href: paths.home.path },
  { title: '常用报表', text: '排名榜、三率、分数段、名次段、小分表、临界生与有效分，表格可排序、下载。', href: paths.home.path },
  { title: '历史对比', text: '班级、学生跨考试跟踪：名次变化、进退步、持续短板学科。', href: paths.contrastHistory.path },
  { title: '等级赋分', text: '浙江、上海、山东、3+1+2 等赋分规则，同分同等级，四舍五入取整。', href: paths.levelScore.path },
  { title: '导出与下载', text: '一键下载全部报表、批量导出 PDF 报告和成绩单，后台生成，完成后自动下载。', href: paths.home.path },
  { title: '指标口径透明', text: '每张报表附“指标说明”，公式与示例见帮助中心，数字可手工核对。', href: paths.help.path },
]

const FX_SECTIONS: readonly Section[] = [
  { title: '分析系统版本', text: '体验版、基础版、专业版、旗舰版，以及市/区县统考版、联盟版、集团版、联考版。', href: paths.versionComparison.path },
  { title: '统考与联考', text: '市、区县、学校三级分析：整体对比、单区县、单校，支持十万人以上的联考。', href: paths.home.path },
  { title: '指标参数设置', text: '优秀、良好、及格线，分数段步长、名次段、临界生窗口，按学科、年级保存。', href: paths.customConfig.path },
  { title: '自定义分析与表格', text: '合并考试、导入线下成绩、自选指标生成报表。', href: paths.newCustom.path },
  { title: '工作台', text: '最近考试、正在生成的任务与历史对比集中在一页。', href: paths.workTop.path },
  { title: '学校分析报告（Word）', text: '学校分析一键生成 Word 文档，方便年级会、质量分析会使用。', href: paths.schoolReportWord.path },
]

/** /introduce (成绩分析报告) and /fxIntroduce (分析系统): what the product does, each part a link into it. */
export function ProductIntroduction({ product }: { product: 'report' | 'fx' }) {
  const report = product === 'report'
  const sections = report ? REPORT_SECTIONS : FX_SECTIONS
  return (
    <Stack gap="6" data-testid="product-introduction">
      <Box bgGradient="to-r" gradientFrom="brand.subtle" gradientTo="bg" borderRadius="lg" padding="8">
        <Heading as="h1" size="2xl">
          {report ? '成绩分析报告' : '考后分析系统'}
        </Heading>
        <Text marginTop="3" fontSize="lg" maxWidth="720px">
          {report
            ? '面向学校和教育局的考后分析：考完即出报告，从全体到每一位学生，帮助老师找到教学改进的方向。'
            : '为学校、区县和市级教育局提供统考、联考和校内考试的完整分析，按版本开通，按需扩展。'}
        </Text>
        <Stack direction="row" gap="3" marginTop="5">
          <UpgradeButton variant="solid" label="申请升级" />
          <Button asChild variant="outline">
            <RouterLink href={paths.versionComparison.path}>版本对比</RouterLink>
          </Button>
        </Stack>
      </Box>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {sections.map((s) => (
          <Card.Root key={s.title} data-testid="introduction-section">
            <Card.Body>
              <Heading size="md">{s.title}</Heading>
              <Text marginTop="2" color="fg.muted">
                {s.text}
              </Text>
            </Card.Body>
            <Card.Footer>
              <Button asChild size="sm" variant="ghost" colorPalette="brand">
                <RouterLink href={s.href}>了解更多</RouterLink>
              </Button>
            </Card.Footer>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  )
}
