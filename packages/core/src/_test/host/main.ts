// A host of @foyer/core and an adapter alone, without @foyer/react (deferred/hostBuild.test.ts builds it with
// Vite): its instance must load the deferred parts by itself.
import { createFoyer } from '@foyer/core'
import { createMemoryAdapter } from '../memoryAdapter.js'

const foyer = createFoyer({ projectId: 'host', adapters: [createMemoryAdapter()] })
void foyer.internal.deferredParts?.then(() => {
  document.title = 'deferred parts started'
})
