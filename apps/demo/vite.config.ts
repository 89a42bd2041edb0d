import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/**
 * The demo is served with a strict Content-Security-Policy (no 'unsafe-inline' anywhere), so every run of
 * the demo, and the browser tests, prove that Foyer works under one. Loopback RPC endpoints are allowed.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: http://127.0.0.1:*",
  "connect-src 'self' http://127.0.0.1:* ws://127.0.0.1:* http://localhost:*",
  // The embedded wallet's frame, served by the auth service on its own loopback origin: localhost, a domain,
  // since WebAuthn refuses an IP address as relying party (its passkey page).
  'frame-src http://127.0.0.1:* http://localhost:*',
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ')

export default defineConfig({
  plugins: [react()],
  build: { target: 'es2022', manifest: true },
  preview: {
    host: '127.0.0.1',
    strictPort: true,
    headers: { 'Content-Security-Policy': CONTENT_SECURITY_POLICY },
  },
  server: { host: '127.0.0.1' },
})
