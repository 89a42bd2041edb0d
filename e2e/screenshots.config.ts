import { defineConfig } from '@playwright/test'
import base from './playwright.config.js'

// `npm run screenshots`: not a test, a look at every view (desktop and phone, light and dark, left to
// right and right to left) written to .foyer/screenshots with an index.html to see them side by side.
export default defineConfig({
  ...base,
  workers: 1,
  projects: [{ name: 'screenshots', testMatch: '*.shots.ts' }],
  timeout: 300_000,
  reporter: [['list']],
})
