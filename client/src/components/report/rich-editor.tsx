import { Box, Button, Flex, HStack, Input, Separator } from '@chakra-ui/react'
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react'
import { toaster } from '../../lib/toaster.ts'
import { EDITOR_HEIGHT, EDITOR_IMAGE_FIELD, EDITOR_IMAGE_TOO_LARGE, formulaHtml, imageFits } from './logic/rich-text.ts'

export interface RichEditorProps {
  /** Initial HTML (already sanitised); the editor owns its content afterwards. */
  initialHtml: string
  /** Where the page reads the current HTML from when saving. */
  editorRef: RefObject<HTMLDivElement | null>
  label: string
  /** Shown inside the editor while it is empty. */
  placeholder?: string
}

/** Formula nodes and images as they look in the editor and in the read-only view. */
export const richTextCss = {
  '& .report-formula': {
    fontFamily: 'var(--chakra-fonts-mono)',
    fontSize: '0.9em',
    background: 'var(--chakra-colors-bg-muted)',
    borderRadius: '3px',
    padding: '0 4px',
    whiteSpace: 'pre-wrap',
  },
  '& img': { maxWidth: '100%', height: 'auto' },
  '& ul': { paddingInlineStart: '1.5em', listStyle: 'disc' },
  '& ol': { paddingInlineStart: '1.5em', listStyle: 'decimal' },
}

/**
 * A small contentEditable editor (spec 2 §6 report editing): bold, italic, lists, images from a
 * file field named report-img (base64, at most 10485760 bytes of it), and formula nodes holding
 * LaTeX shown as code-styled inline text. Height 260.
 */
export function RichEditor({ initialHtml, editorRef, label, placeholder }: RichEditorProps) {
  const savedRange = useRef<Range | null>(null)
  const fileRef = useRef<HTMLInputElement>(null)
  const [formula, setFormula] = useState<string | null>(null)

  useEffect(() => {
    if (editorRef.current) editorRef.current.innerHTML = initialHtml
    // Set once: React must not re-render over what the user types.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // Remember the caret inside the editor, so toolbar buttons act where the user was typing.
  useEffect(() => {
    const onSelection = () => {
      const selection = document.getSelection()
      const editor = editorRef.current
      if (!selection || selection.rangeCount === 0 || !editor) return
      const range = selection.getRangeAt(0)
      if (editor.contains(range.commonAncestorContainer)) savedRange.current = range.cloneRange()
    }
    document.addEventListener('selectionchange', onSelection)
    return () => document.removeEventListener('selectionchange', onSelection)
  }, [editorRef])

  const run = (command: string, value?: string) => {
    const editor = editorRef.current
    if (!editor) return
    editor.focus()
    const selection = document.getSelection()
    if (savedRange.current && selection) {
      selection.removeAllRanges()
      selection.addRange(savedRange.current)
    }
    // execCommand is deprecated but still the one editing primitive every browser ships.
    document.execCommand(command, false, value)
  }

  const insertImage = (file: File) => {
    if (!imageFits(file.size)) {
      toaster.create({ type: 'error', description: EDITOR_IMAGE_TOO_LARGE, closable: true })
      return
    }
    const reader = new FileReader()
    reader.onload = () => {
      if (typeof reader.result === 'string') run('insertImage', reader.result)
    }
    reader.readAsDataURL(file)
  }

  return (
    <Box borderWidth="1px" borderRadius="sm" data-testid="rich-editor">
      <HStack gap="1" padding="1" borderBottomWidth="1px" bg="bg.subtle" wrap="wrap">
        <ToolButton label="加粗" onClick={() => run('bold')}>
          <b>B</b>
        </ToolButton>
        <ToolButton label="斜体" onClick={() => run('italic')}>
          <i>I</i>
        </ToolButton>
        <Separator orientation="vertical" height="4" />
        <ToolButton label="无序列表" onClick={() => run('insertUnorderedList')}>
          无序列表
        </ToolButton>
        <ToolButton label="有序列表" onClick={() => run('insertOrderedList')}>
          有序列表
        </ToolButton>
        <Separator orientation="vertical" height="4" />
        <ToolButton label="插入图片" onClick={() => fileRef.current?.click()}>
          图片
        </ToolButton>
        <input
          ref={fileRef}
          type="file"
          name={EDITOR_IMAGE_FIELD}
          accept="image/png,image/jpeg,image/gif,image/webp"
          hidden
          onChange={(event) => {
            const file = event.currentTarget.files?.[0]
            event.currentTarget.value = ''
            if (file) insertImage(file)
          }}
        />
        <ToolButton label="插入公式" onClick={() => setFormula((f) => (f === null ? '' : null))}>
          公式
        </ToolButton>
      </HStack>
      {formula !== null ? (
        <Flex gap="2" padding="2" borderBottomWidth="1px">
          <Input
            size="sm"
            fontFamily="mono"
            placeholder="输入 LaTeX，如 \frac{a}{b}"
            aria-label="公式（LaTeX）"
            value={formula}
            onChange={(event) => setFormula(event.currentTarget.value)}
          />
          <Button
            size="sm"
            colorPalette="brand"
            disabled={!formula.trim()}
            onClick={() => {
              run('insertHTML', `${formulaHtml(formula.trim())}&nbsp;`)
              setFormula(null)
            }}
          >
            插入
          </Button>
        </Flex>
      ) : null}
      <Box
        ref={editorRef}
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline
        aria-label={label}
        aria-placeholder={placeholder}
        data-placeholder={placeholder}
        height={`${EDITOR_HEIGHT}px`}
        overflowY="auto"
        padding="3"
        outline="none"
        css={{ ...richTextCss, '&:empty::before': { content: 'attr(data-placeholder)', color: 'var(--chakra-colors-fg-muted)', pointerEvents: 'none' } }}
      />
    </Box>
  )
}

function ToolButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    // mousedown would move the focus (and the selection) out of the editor first.
    <Button size="xs" variant="ghost" aria-label={label} title={label} onMouseDown={(event) => event.preventDefault()} onClick={onClick}>
      {children}
    </Button>
  )
}
