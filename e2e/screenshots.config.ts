import { defineConfig } from '@playwright/test'
import base from './playwright.config.js'

// `npm run screenshots`: not a test, a look at every view (desktop and phone, light and dark, left to
// right and right to left) written to .foyer/screenshots with an index.html to see them side by side.
export default defineConfig({
  ...base,
  workers: 1,
  projects: [{ name: 'screenshots', testMatch: '*.shots.ts' }],
  // A set walks 42 views in one test: 4.0 min alone, 10.5 min at a load of 28 (session 28), when the old
  // 5 minutes cut desktop-light-ar at view 27 and desktop-dark-ar likewise. Only a guard against a hang.
  timeout: 1_200_000,
  reporter: [['list']],
})
