import { defineConfig } from 'vitest/config'

// Tests live beside the code (x.test.ts / x.test.tsx). Two projects:
// - unit: pure logic, no chain (fast, runs first);
// - chain: integration tests against the real devnet that the global setup starts on free ports.
// Browser tests are Playwright specs under e2e/ and are not picked up here.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/core/src/**/*.test.ts', 'packages/react/src/**/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          name: 'chain',
          include: ['packages/{evm,test}/src/**/*.test.ts', 'devnet/src/**/*.test.ts'],
          globalSetup: ['./packages/test/src/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
