import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react'

const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg.subtle', color: 'fg' },
  },
  theme: {
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
      },
    },
  },
})

export const system = createSystem(defaultConfig, config)
