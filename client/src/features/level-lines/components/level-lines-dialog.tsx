import { Alert, Box, Button, Checkbox, CloseButton, Dialog, Flex, HStack, Input, NativeSelect, Portal, Table, Text } from '@chakra-ui/react'
import type { LevelLinesRow, LevelLinesSettings } from '@report/contracts/bff/level-lines'
import {
  defaultBandNames,
  filterBandInput,
  LEVEL_BANDS,
  LEVEL_LINES_MESSAGES,
  LEVEL_MODE_LABELS,
  LEVEL_RULE_LABELS,
  ruleAfterModeChange,
  ruleOptions,
  validateLevelLines,
  type LevelMode,
  type LevelRule,
} from '@report/contracts/rules/level-lines'
import { useEffect, useMemo, useRef, useState } from 'react'
import { notifyError } from '../../../lib/notify.ts'
import { calcLevelLines } from '../api/level-lines.ts'

const TOTAL = 'totalScore'

export interface LevelLinesDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  exam: { examid: string; org: number }
  initial: LevelLinesSettings
  /** Confirm hands the parent the settings (mode, rule, names, lines per subject); the parent saves (isRtcal false). */
  onConfirm: (settings: LevelLinesSettings) => Promise<void>
}

type Field = 'scores' | 'scales' | 'ranks'
const fieldOf = (mode: number): Field => (mode === 1 ? 'scores' : mode === 2 ? 'scales' : 'ranks')
const show = (v: number | null | undefined): string => (v === null || v === undefined ? '' : String(v))
const parse = (s: string | undefined): number | null => (s !== undefined && /^\d+(\.\d+)?$/.test(s) ? Number(s) : null)

function fit(xs: readonly (number | null)[], n: number): (number | null)[] {
  return Array.from({ length: n }, (_, b) => xs[b] ?? null)
}

/** Rows a user fills: the total always, a subject when ticked custom under a rule other than 0. */
const editable = (row: LevelLinesRow, rule: number) => row.key === TOTAL || (rule !== 0 && row.custom)

/** The grade-band settings dialog (档次设置, spec 2 §3–§5, §7). */
export function LevelLinesDialog({ open, onOpenChange, exam, initial, onConfirm }: LevelLinesDialogProps) {
  const [settings, setSettings] = useState(initial)
  const [texts, setTexts] = useState<Record<string, string[]>>({})
  const [dirty, setDirty] = useState(false)
  const [askDiscard, setAskDiscard] = useState(false)
  const [calculating, setCalculating] = useState(false)
  const [saving, setSaving] = useState(false)
  const [shownError, setShownError] = useState<string | null>(null)
  const calcAbort = useRef<AbortController | null>(null)

  const textsFrom = (s: LevelLinesSettings) => Object.fromEntries(s.rows.map((r) => [r.key, fit(r[fieldOf(s.mode)], s.names.length).map(show)]))

  useEffect(() => {
    if (!open) return
    setSettings(initial)
    setTexts(textsFrom(initial))
    setDirty(false)
    setAskDiscard(false)
    setShownError(null)
    // Reset only when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open])

  /** The settings with the typed values of the editable rows put in the mode's array. */
  const withTexts = (s: LevelLinesSettings, t: Record<string, string[]>): LevelLinesSettings => ({
    ...s,
    rows: s.rows.map((r) => (editable(r, s.rule) && t[r.key] ? { ...r, [fieldOf(s.mode)]: fit(t[r.key]!.map(parse), s.names.length) } : r)),
  })

  /** Recalculated by the BFF (isRtcal true) and applied at once, without saving. */
  const recalc = async (next: LevelLinesSettings) => {
    calcAbort.current?.abort()
    const controller = new AbortController()
    calcAbort.current = controller
    setCalculating(true)
    try {
      const result = await calcLevelLines({ examid: exam.examid, org: exam.org, settings: next }, controller.signal)
      if (controller.signal.aborted) return
      // What the user typed stays; the rows that follow the total show the calculated values.
      setSettings((current) => ({ ...result, names: current.names }))
    } catch (error) {
      if (!controller.signal.aborted) notifyError(error)
    } finally {
      if (calcAbort.current === controller) setCalculating(false)
    }
  }

  const change = (next: LevelLinesSettings, nextTexts = texts) => {
    setDirty(true)
    setShownError(null)
    setSettings(next)
    void recalc(withTexts(next, nextTexts))
  }

  const verdict = useMemo(
    () =>
      validateLevelLines({
        mode: settings.mode as LevelMode,
        rule: settings.rule as LevelRule,
        names: settings.names,
        rows: settings.rows.map((r) => ({ key: r.key, custom: r.custom, values: texts[r.key] ?? [] })),
      }),
    [settings, texts],
  )
  const cellError = (key: string, band: number) => verdict.errors.some((e) => e.key === key && (e.band === band || e.band === -1))

  const setCount = (n: number) => {
    const names = Array.from({ length: n }, (_, b) => settings.names[b] ?? defaultBandNames(n)[b]!)
    const nextTexts = Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, Array.from({ length: n }, (_, b) => v[b] ?? '')]))
    setTexts(nextTexts)
    change({ ...settings, names, rows: settings.rows.map((r) => ({ ...r, scores: fit(r.scores, n), scales: fit(r.scales, n), ranks: fit(r.ranks, n) })) }, nextTexts)
  }

  const setMode = (mode: LevelMode) => {
    const current = withTexts(settings, texts)
    // The values of the new mode come from the last calculation (every row carries all three views).
    const next = { ...current, mode, rule: ruleAfterModeChange(mode, settings.rule as LevelRule) }
    const nextTexts = textsFrom(next)
    setTexts(nextTexts)
    change(next, nextTexts)
  }

  const typeValue = (row: LevelLinesRow, band: number, raw: string) => {
    const value = filterBandInput(settings.mode as LevelMode, raw, row)
    setDirty(true)
    setShownError(null)
    setTexts((t) => ({ ...t, [row.key]: Array.from({ length: settings.names.length }, (_, b) => (b === band ? value : (t[row.key]?.[b] ?? ''))) }))
  }

  const close = () => {
    if (dirty) setAskDiscard(true)
    else onOpenChange(false)
  }

  const confirm = async () => {
    if (!verdict.ok) {
      setShownError(verdict.message)
      return
    }
    setSaving(true)
    try {
      await onConfirm(withTexts(settings, texts))
      setDirty(false)
      onOpenChange(false)
    } catch (error) {
      notifyError(error)
    } finally {
      setSaving(false)
    }
  }

  const n = settings.names.length
  return (
    <Dialog.Root open={open} onOpenChange={(d) => (d.open ? onOpenChange(true) : close())} size="cover" placement="center" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="level-lines-dialog" maxWidth="1100px" height="auto">
            <Dialog.Header>
              <Dialog.Title>档次设置</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Flex gap="4" marginBottom="3" align="center" wrap="wrap">
                <Labeled label="档次数量">
                  <NativeSelect.Root size="sm" width="90px">
                    <NativeSelect.Field aria-label="档次数量" value={String(n)} onChange={(e) => setCount(Number(e.currentTarget.value))}>
                      {Array.from({ length: LEVEL_BANDS.max }, (_, i) => i + 1).map((k) => (
                        <option key={k} value={k}>{k}</option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Labeled>
                <Labeled label="划线方式">
                  <NativeSelect.Root size="sm" width="110px">
                    <NativeSelect.Field aria-label="划线方式" value={String(settings.mode)} onChange={(e) => setMode(Number(e.currentTarget.value) as LevelMode)}>
                      {([1, 2, 3] as const).map((m) => (
                        <option key={m} value={m}>{LEVEL_MODE_LABELS[m]}</option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Labeled>
                <Labeled label="学科规则">
                  <NativeSelect.Root size="sm" width="150px">
                    <NativeSelect.Field aria-label="学科规则" value={String(settings.rule)} onChange={(e) => change({ ...withTexts(settings, texts), rule: Number(e.currentTarget.value) })}>
                      {ruleOptions(settings.mode as LevelMode).map((r) => (
                        <option key={r} value={r}>{LEVEL_RULE_LABELS[r]}</option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Labeled>
                {calculating ? <Text fontSize="sm" color="fg.muted">计算中…</Text> : null}
              </Flex>
              {settings.rule === 0 ? (
                <Alert.Root status="warning" size="sm" marginBottom="3">
                  <Alert.Indicator />
                  <Alert.Title>{LEVEL_LINES_MESSAGES.systemWarning}</Alert.Title>
                </Alert.Root>
              ) : null}
              <Box overflowX="auto">
                <Table.Root size="sm" variant="outline">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader width="90px">科目</Table.ColumnHeader>
                      <Table.ColumnHeader width="70px">自定义</Table.ColumnHeader>
                      {settings.names.map((name, b) => (
                        <Table.ColumnHeader key={b}>
                          <Input
                            size="xs"
                            aria-label={`第${b + 1}档名称`}
                            maxLength={LEVEL_BANDS.nameMaxLength}
                            value={name}
                            borderColor={verdict.errors.some((e) => e.key === 'names' && e.band === b) ? 'red.500' : undefined}
                            onChange={(e) => {
                              setDirty(true)
                              const names = settings.names.map((x, k) => (k === b ? e.currentTarget.value : x))
                              setSettings({ ...settings, names })
                            }}
                          />
                        </Table.ColumnHeader>
                      ))}
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {settings.rows.map((row) => {
                      const canEdit = editable(row, settings.rule)
                      return (
                        <Table.Row key={row.key} data-testid={`level-row-${row.key}`}>
                          <Table.Cell>{row.subject}</Table.Cell>
                          <Table.Cell>
                            {row.key === TOTAL ? null : (
                              <Checkbox.Root
                                size="sm"
                                checked={row.custom}
                                disabled={settings.rule === 0}
                                onCheckedChange={(d) => {
                                  // A row ticked custom starts from the values it was following.
                                  const nextTexts = { ...texts, [row.key]: fit(row[fieldOf(settings.mode)], n).map(show) }
                                  setTexts(nextTexts)
                                  change({ ...withTexts(settings, texts), rows: settings.rows.map((r) => (r.key === row.key ? { ...r, custom: d.checked === true } : r)) }, nextTexts)
                                }}
                              >
                                <Checkbox.HiddenInput aria-label={`${row.subject}自定义`} />
                                <Checkbox.Control />
                              </Checkbox.Root>
                            )}
                          </Table.Cell>
                          {Array.from({ length: n }, (_, b) => (
                            <Table.Cell key={b}>
                              {canEdit ? (
                                <Input
                                  size="xs"
                                  inputMode="decimal"
                                  aria-label={`${row.subject}第${b + 1}档`}
                                  value={texts[row.key]?.[b] ?? ''}
                                  borderColor={cellError(row.key, b) ? 'red.500' : undefined}
                                  onChange={(e) => typeValue(row, b, e.currentTarget.value)}
                                  onBlur={() => void recalc(withTexts(settings, texts))}
                                />
                              ) : (
                                <Input size="xs" disabled aria-label={`${row.subject}第${b + 1}档`} value={row.error ?? show(row[fieldOf(settings.mode)][b])} readOnly />
                              )}
                            </Table.Cell>
                          ))}
                        </Table.Row>
                      )
                    })}
                  </Table.Body>
                </Table.Root>
              </Box>
              {shownError ? (
                <Alert.Root status="error" size="sm" marginTop="3" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{shownError}</Alert.Title>
                </Alert.Root>
              ) : null}
              {askDiscard ? (
                <Alert.Root status="warning" marginTop="3" data-testid="discard-prompt">
                  <Alert.Indicator />
                  <Alert.Title flex="1">{LEVEL_LINES_MESSAGES.unsaved}</Alert.Title>
                  <HStack>
                    <Button size="xs" variant="outline" onClick={() => setAskDiscard(false)}>继续编辑</Button>
                    <Button size="xs" colorPalette="red" onClick={() => { setDirty(false); setAskDiscard(false); onOpenChange(false) }}>放弃修改</Button>
                  </HStack>
                </Alert.Root>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close}>取消</Button>
              <Button colorPalette="brand" loading={saving} onClick={() => void confirm()}>确定</Button>
            </Dialog.Footer>
            <CloseButton size="sm" aria-label="关闭" position="absolute" top="3" insetEnd="3" onClick={close} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

function Labeled({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <HStack gap="2">
      <Text fontSize="sm" color="fg.muted">{label}</Text>
      {children}
    </HStack>
  )
}
