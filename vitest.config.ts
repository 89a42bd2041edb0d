import { defineConfig } from 'vitest/config'

// Tests live beside the code (x.test.ts / x.test.tsx). Three projects:
// - unit: pure logic, no chain (fast, runs first);
// - chain: integration tests against the real devnet that the global setup starts on free ports;
// - services: the services against the devnet, on PGlite and on a real PostgreSQL server (the auth
//   service's tests each open an in-memory PGlite from a template its global setup dumps).
// Browser tests are Playwright specs under e2e/ and are not picked up here.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // Pure logic with nothing shared: both cores (Vitest's default keeps one for itself, so a
          // 2-core machine would run these one file at a time). The chain and services projects share a
          // devnet and keep to one file at a time.
          maxWorkers: 2,
          // A hang guard, not a budget: a view's test once ran out of the default 5 s on a loaded machine
          // while still progressing.
          testTimeout: 30_000,
          // Projects with different worker counts run as separate groups, one after the other.
          sequence: { groupOrder: 0 },
          // Errors read in English, as once the modal has loaded the catalogue (docs/decisions.md).
          setupFiles: ['./packages/core/src/_test/englishCatalogue.ts'],
          include: [
            'packages/core/src/**/*.test.ts',
            'packages/embedded/src/**/*.test.ts',
            'packages/react/src/**/*.test.{ts,tsx}',
            'packages/appkit/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'site/generate/**/*.test.{ts,tsx}',
          ],
        },
      },
      {
        test: {
          name: 'chain',
          sequence: { groupOrder: 1 },
          // Errors read in English, as in the unit project.
          setupFiles: ['./packages/core/src/_test/englishCatalogue.ts'],
          include: ['packages/{evm,solana,test}/src/**/*.test.ts', 'devnet/src/**/*.test.ts'],
          globalSetup: ['./packages/test/src/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'services',
          sequence: { groupOrder: 1 },
          include: ['services/*/src/**/*.test.ts'],
          globalSetup: [
            './packages/test/src/globalSetup.ts',
            './services/api/src/_test/globalSetup.ts',
            './services/auth/src/_test/globalSetup.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
