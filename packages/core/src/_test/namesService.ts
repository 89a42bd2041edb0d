import { vi } from 'vitest'
import { createFoyer } from '../createFoyer.js'
import { createMemoryAdapter } from './memoryAdapter.js'

// SPEC §8 'Name service errors': the service's first reason description, else the catalogue's text for
// what failed. A stand-in for the names service answers each lookup as `answer` says.

/** An instance whose data service answers every path with `answer(path)` (a test unstubs `fetch`). */
export function foyerAnswering(answer: (path: string) => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL) => answer(new URL(String(input)).pathname)),
  )
  return createFoyer({
    adapters: [createMemoryAdapter()],
    projectId: 'p',
    apiUrl: 'http://api.test',
    storage: null,
    features: { analytics: false, email: false, socials: false },
  })
}

/** The service's refusal, with its reasons when given. */
export const refusal = (status: number, reasons?: { description?: string }[]) =>
  Response.json(
    { error: { code: 'REFUSED', message: 'refused' }, ...(reasons ? { reasons } : {}) },
    { status },
  )

/** An instance without the data service. */
export const foyerWithoutServices = () =>
  createFoyer({ adapters: [createMemoryAdapter()], projectId: 'p', storage: null })
