import { createFoyer } from '../createFoyer.js'
import type { FoyerOptions } from '../options/types.js'
import { createMemoryAdapter } from './memoryAdapter.js'

/** An instance on the memory wallet that calls the data service at http://api.test (a test stubs `fetch`). */
export function createServicesFoyer(options: Partial<FoyerOptions> = {}) {
  return createFoyer({
    adapters: [createMemoryAdapter()],
    projectId: 'p',
    apiUrl: 'http://api.test',
    storage: null,
    ...options,
  })
}
