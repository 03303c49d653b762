import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'
import { precompress } from './scripts/precompress.ts'

export default defineConfig({
  plugins: [reactRouter(), precompress()],
  css: { modules: { localsConvention: 'camelCaseOnly' } },
  build: { assetsInlineLimit: 0 },
})
