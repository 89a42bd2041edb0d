import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// A host's plain Vite + React setup, as AppKit's React quick-start uses.
export default defineConfig({
  plugins: [react()],
  build: { target: 'es2022' },
  preview: { host: '127.0.0.1' },
  server: { host: '127.0.0.1' },
})
