import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/**
 * Served like the demo, with a strict Content-Security-Policy (no 'unsafe-inline'): what a host with a strict
 * policy must allow for Foyer is the loopback services and chains, nothing more.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: http://127.0.0.1:*",
  "connect-src 'self' http://127.0.0.1:* ws://127.0.0.1:*",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ')

export default defineConfig({
  plugins: [react()],
  build: { target: 'es2022' },
  preview: {
    host: '127.0.0.1',
    headers: { 'Content-Security-Policy': CONTENT_SECURITY_POLICY },
  },
  server: { host: '127.0.0.1' },
})
