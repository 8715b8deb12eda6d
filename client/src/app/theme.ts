import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react'
import { dialogAnatomy, toastAnatomy } from '@chakra-ui/react/anatomy'

const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg.subtle', color: 'fg' },
    // A table's figure and drill buttons are plain elements styled here once: a report page holds
    // hundreds, and a styled component per cell cost most of the page's first render (issue 34).
    'button[data-explain]': { cursor: 'help', textDecoration: 'underline dotted', textUnderlineOffset: '3px' },
    'button[data-explain-beside]': { cursor: 'help', color: 'fg.muted', fontSize: '2xs', marginStart: '0.5', verticalAlign: 'super', _hover: { color: 'brand.fg' } },
    'button[data-drill]': { color: 'brand.fg', cursor: 'pointer', textDecoration: 'underline', textUnderlineOffset: '2px' },
    'sup[data-small-group]': { color: 'orange.fg' },
    'button[data-sort-button]': { display: 'inline-flex', alignItems: 'center', cursor: 'pointer', _hover: { color: 'brand.fg' } },
    '[data-sort-mark]': { display: 'inline-flex', flexDirection: 'column', lineHeight: '0.5', fontSize: '2xs', marginStart: '1', verticalAlign: 'middle', color: 'fg.subtle' },
    '[data-sort-mark=ascending] > :first-of-type, [data-sort-mark=descending] > :last-of-type': { color: 'brand.solid' },
    // The marking platform's hosts (ShellView.theme 'yj', spec 1 §1): its own brand colours over the
    // same components. The shell sets the attribute on <body> (portals live there too). Token
    // variables resolve where they are declared (html), so the semantic ones are declared again here.
    'body[data-product-theme=yj]': {
      '--chakra-colors-brand-50': '#e6f7f1',
      '--chakra-colors-brand-100': '#c2ebdc',
      '--chakra-colors-brand-200': '#8fd9c0',
      '--chakra-colors-brand-300': '#57c3a1',
      '--chakra-colors-brand-400': '#2aac85',
      '--chakra-colors-brand-500': '#11936d',
      '--chakra-colors-brand-600': '#0c7858',
      '--chakra-colors-brand-700': '#0a5f46',
      '--chakra-colors-brand-800': '#084a37',
      '--chakra-colors-brand-900': '#063426',
      '--chakra-colors-brand-950': '#031f16',
      // White on brand-500 is 3.9:1, on brand-600 5.5:1 (WCAG 1.4.3, issue 35).
      '--chakra-colors-brand-solid': 'var(--chakra-colors-brand-600)',
      '--chakra-colors-brand-fg': 'var(--chakra-colors-brand-700)',
      '--chakra-colors-brand-muted': 'var(--chakra-colors-brand-100)',
      '--chakra-colors-brand-subtle': 'var(--chakra-colors-brand-50)',
      '--chakra-colors-brand-emphasized': 'var(--chakra-colors-brand-200)',
      '--chakra-colors-brand-focus-ring': 'var(--chakra-colors-brand-500)',
    },
  },
  theme: {
    slotRecipes: {
      // Issue 35: below md (a phone) every dialog is a full-screen sheet, whatever size it asks for.
      dialog: {
        slots: dialogAnatomy.keys(),
        base: {
          positioner: { mdDown: { padding: '0', alignItems: 'stretch' } },
          content: { mdDown: { width: '100vw', maxWidth: '100vw', minHeight: '100dvh', marginBlock: '0', marginInline: '0', borderRadius: '0' } },
        },
      },
      // WCAG 1.4.3: the description at 0.8 opacity left white on red at 3.9:1; at full white it is 4.8:1.
      toast: {
        slots: toastAnatomy.keys(),
        base: { description: { opacity: '1' } },
      },
    },
    tokens: {
      fonts: {
        body: { value: '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", system-ui, sans-serif' },
        heading: { value: '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", system-ui, sans-serif' },
      },
      colors: {
        brand: {
          50: { value: '#e8f1ff' },
          100: { value: '#c9ddff' },
          200: { value: '#9fc2ff' },
          300: { value: '#70a3fb' },
          400: { value: '#4886f3' },
          500: { value: '#2a6de6' },
          600: { value: '#1f58c4' },
          700: { value: '#19469c' },
          800: { value: '#143775' },
          900: { value: '#0e2651' },
          950: { value: '#081733' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.500}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
        // WCAG 1.4.3 (issue 35): white text on Chakra's orange.solid (orange.600) is 3.6:1; on orange.700, 7.9:1.
        orange: { solid: { value: '{colors.orange.700}' } },
      },
    },
  },
})

export const system = createSystem(defaultConfig, config)
