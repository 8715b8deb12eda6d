import { Checkbox, HStack, Input, NativeSelect, Stack, Text, Wrap } from '@chakra-ui/react'
import type { CustomTableWizardView } from '@report/contracts/bff/custom-tables'
import { scopeIndicators } from '@report/contracts/rules/custom-table-wizard'
import { indicatorFits, type CustomTableConfig, type CustomTableIndicator } from '@report/contracts/upstream/custom-table'
import type { ReactNode } from 'react'

export interface StepProps {
  view: CustomTableWizardView
  config: CustomTableConfig
  /** An update of the latest configuration: two quick clicks both count (a value built from the rendered one would lose the first). */
  onConfig: (update: (config: CustomTableConfig) => CustomTableConfig) => void
  name: string
  onName: (name: string) => void
  onExam: (exam: { examid: string; org: number }) => void
  /** The other exams of a table over several exams (issue 18), after the chosen one; the cohort problem, if any. */
  moreExams: ReadonlyArray<{ examid: string; org: number }>
  onMoreExams: (update: (more: Array<{ examid: string; org: number }>) => Array<{ examid: string; org: number }>) => void
  examProblem: string | null
  onTemplate: (tempid: string) => void
}

function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <Checkbox.Root size="sm" checked={checked} onCheckedChange={(d) => onChange(d.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  )
}

function Select({ label, value, options, onChange }: { label: string; value: string; options: Array<{ value: string | number; label: string }>; onChange: (v: string) => void }) {
  return (
    <NativeSelect.Root size="sm" maxWidth="420px">
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {options.map((o) => <option key={String(o.value)} value={String(o.value)}>{o.label}</option>)}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  )
}

const toggled = <T,>(list: readonly T[], item: T, on: boolean): T[] => (on ? (list.includes(item) ? [...list] : [...list, item]) : list.filter((x) => x !== item))

/** The body of one wizard step, by its title (WIZARD_STEPS). */
export function WizardStepBody({ title, ...p }: StepProps & { title: string }): ReactNode {
  const { view, config, onConfig } = p
  switch (title) {
    case '选择考试':
      return (
        <Stack gap="3">
          <Select label="考试" value={view.exam ? `${view.exam.examid}:${view.exam.org}` : ''} options={view.exams.map((e) => ({ value: `${e.examid}:${e.org}`, label: `${e.name}${e.time ? `（${e.time}）` : ''}` }))} onChange={(v) => {
            const [examid = '', org = '0'] = v.split(':')
            p.onExam({ examid, org: Number(org) })
          }} />
          {view.joinable.length > 0 ? (
            <Stack gap="1.5">
              <Text fontSize="sm" color="fg.muted">同时统计的其他考试（可选，同一学校同一年级的考试，每场考试一组列）</Text>
              <Stack gap="1" role="group" aria-label="其他考试" maxHeight="160px" overflowY="auto" paddingInlineStart="1">
                {view.joinable.map((e) => {
                  const picked = p.moreExams.some((x) => x.examid === e.examid && x.org === e.org)
                  return <Check key={`${e.examid}:${e.org}`} label={`${e.name}${e.time ? `（${e.time}）` : ''}`} checked={picked} onChange={(on) => p.onMoreExams((more) => (on ? [...more.filter((x) => !(x.examid === e.examid && x.org === e.org)), { examid: e.examid, org: e.org }] : more.filter((x) => !(x.examid === e.examid && x.org === e.org))))} />
                })}
              </Stack>
              {p.examProblem ? <Text fontSize="sm" color="fg.error" role="alert" data-testid="exam-problem">{p.examProblem}</Text> : null}
            </Stack>
          ) : null}
          {view.templates.length > 0 ? (
            <HStack gap="2">
              <Text fontSize="sm" color="fg.muted">从模板开始</Text>
              <Select label="表格模板" value="" options={[{ value: '', label: '不使用模板' }, ...view.templates.map((t) => ({ value: t.tempid, label: `${t.name}（${t.summary}）` }))]} onChange={(v) => v && p.onTemplate(v)} />
            </HStack>
          ) : null}
        </Stack>
      )
    case '选择科目':
      return (
        <Wrap gap="4" role="group" aria-label="科目">
          {view.subjects.map((s) => <Check key={s.subject} label={s.subject} checked={(config.subjects ?? []).includes(s.subject)} onChange={(on) => onConfig((c) => ({ ...c, pindexes: [], subjects: view.subjects.map((x) => x.subject).filter((x) => (x === s.subject ? on : (c.subjects ?? []).includes(x))) }))} />)}
        </Wrap>
      )
    case '统计范围':
      return <Select label="统计范围" value={String(config.scope)} options={view.scopes} onChange={(v) => onConfig((c) => {
        const scope = Number(v) === 1 ? 1 : Number(v) === 3 ? 3 : 2
        // Indicators of the other kind of rows go; none left starts from the scope's own.
        const kept = c.indicators.filter((k) => indicatorFits(k, scope))
        return { ...c, scope, indicators: kept.length > 0 ? kept : scopeIndicators(scope) }
      })} />
    case '统计指标':
      return (
        <Wrap gap="4" role="group" aria-label="统计指标">
          {view.indicators.filter((i) => i.scopes.includes(config.scope)).map((i) => <Check key={i.value} label={i.label} checked={config.indicators.includes(i.value as CustomTableIndicator)} onChange={(on) => onConfig((c) => ({ ...c, indicators: toggled(c.indicators, i.value as CustomTableIndicator, on) }))} />)}
        </Wrap>
      )
    case '行列分组':
      return (
        <Stack gap="3">
          <Select label="列分组" value={config.columns} options={view.columnGroups} onChange={(v) => onConfig((c) => ({ ...c, columns: v === 'indicator' ? 'indicator' : 'subject' }))} />
          {config.scope === 3 ? null : <Check label="在各单位上方列出合计行（全体）" checked={config.totals} onChange={(on) => onConfig((c) => ({ ...c, totals: on }))} />}
        </Stack>
      )
    default:
      return (
        <Stack gap="3">
          <Check label="隐私保护（隐藏学生姓名，不列出平均分排名）" checked={config.privacy} onChange={(on) => onConfig((c) => ({ ...c, privacy: on }))} />
          <HStack gap="3">
            <Text fontSize="sm" width="80px">表格名称</Text>
            <Input size="sm" maxWidth="360px" aria-label="表格名称" value={p.name} maxLength={60} onChange={(e) => p.onName(e.currentTarget.value)} />
          </HStack>
        </Stack>
      )
  }
}
