import { Box, Button, Center, Flex, Heading, Input, Text } from '@chakra-ui/react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { notifyError, notifySuccess } from '../../lib/notify.ts'
import { usePdfMode } from '../../lib/pdf-mode.ts'
import { EDITOR_EMPTY_HINT, EDITOR_HEIGHT, EDITOR_LOAD_DELAY_MS, EDITOR_LOADING_TEXT, EDITOR_READONLY_HINT, isBlankHtml } from './logic/rich-text.ts'
import { richTextCss, RichEditor } from './rich-editor.tsx'
import { sanitizeHtml } from './sanitize-html.ts'

export interface TeacherDiagnosis {
  title: string
  /** The diagnosis as HTML (report module `data`). */
  html: string
}

export interface TeacherDiagnosisEditorProps {
  value: TeacherDiagnosis
  /** The report-edit flag (spec 2 §6), decided by the BFF: editable title and rich editor when on. */
  editable: boolean
  /** Saving is the page's: it posts to its report module and resolves (or throws a BffRequestError). */
  onSave: (value: TeacherDiagnosis) => Promise<void>
}

/**
 * 教师诊断 (spec 2 §6 report editing): with the edit flag, an editable title and a rich editor
 * (loaded after 1000 ms, height 260) and 保存; without it, the saved text read-only, or a hint when
 * there is none. Hidden in PDF mode when empty.
 */
export function TeacherDiagnosisEditor({ value, editable, onSave }: TeacherDiagnosisEditorProps) {
  const pdf = usePdfMode()
  const clean = useMemo(() => sanitizeHtml(value.html ?? ''), [value.html])
  const blank = isBlankHtml(clean)
  if (pdf && blank) return null
  if (!editable || pdf) return <ReadOnlyDiagnosis title={value.title} html={clean} blank={blank} />
  return <EditableDiagnosis title={value.title} html={clean} onSave={onSave} />
}

function ReadOnlyDiagnosis({ title, html, blank }: { title: string; html: string; blank: boolean }) {
  return (
    <Box data-testid="teacher-diagnosis">
      <Heading as="h3" size="sm" marginBottom="2">
        {title}
      </Heading>
      {blank ? (
        <Text color="fg.muted" fontSize="sm">
          {EDITOR_READONLY_HINT}
        </Text>
      ) : (
        // Sanitised by sanitizeHtml: only formatting tags, base64 images and formula nodes remain.
        <Box css={richTextCss} lineHeight="tall" dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </Box>
  )
}

function EditableDiagnosis({ title, html, onSave }: { title: string; html: string; onSave: TeacherDiagnosisEditorProps['onSave'] }) {
  const [draftTitle, setDraftTitle] = useState(title)
  const [loaded, setLoaded] = useState(false)
  const [saving, setSaving] = useState(false)
  const editorRef = useRef<HTMLDivElement>(null)
  useEffect(() => setDraftTitle(title), [title])
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), EDITOR_LOAD_DELAY_MS)
    return () => clearTimeout(timer)
  }, [])

  const save = async () => {
    setSaving(true)
    try {
      await onSave({ title: draftTitle.trim() || title, html: sanitizeHtml(editorRef.current?.innerHTML ?? html) })
      notifySuccess('保存成功')
    } catch (error) {
      notifyError(error)
    } finally {
      setSaving(false)
    }
  }

  return (
    <Box data-testid="teacher-diagnosis">
      <Flex gap="2" align="center" marginBottom="2">
        <Input size="sm" fontWeight="semibold" maxWidth="md" aria-label="诊断标题" value={draftTitle} maxLength={50} onChange={(e) => setDraftTitle(e.currentTarget.value)} />
        <Button size="sm" colorPalette="brand" loading={saving} disabled={!loaded} onClick={() => void save()}>
          保存
        </Button>
      </Flex>
      {loaded ? (
        <RichEditor initialHtml={html} editorRef={editorRef} label={draftTitle || '教师诊断'} placeholder={EDITOR_EMPTY_HINT} />
      ) : (
        <Center height={`${EDITOR_HEIGHT + 34}px`} borderWidth="1px" borderRadius="md" color="fg.muted" fontSize="sm" aria-busy="true" data-testid="diagnosis-loading">
          {EDITOR_LOADING_TEXT}
        </Center>
      )}
    </Box>
  )
}
