'use client'
// A client component: the only place the Foyer instance is created. A server component (a Next.js layout)
// renders <FoyerProviders> around the page; nothing of Foyer runs on the server but this render.
import { createFoyer, type Foyer } from '@foyer/core'
import { createEvmAdapter } from '@foyer/evm'
import { FoyerProvider } from '@foyer/react'
import { type ReactNode, useState } from 'react'
import { base, mainnet } from 'viem/chains'

function makeFoyer(): Foyer {
  return createFoyer({
    projectId: 'your-project-id',
    adapters: [createEvmAdapter({ networks: [mainnet, base] })],
    // A server has no browser languages: pass the request's, or the first render may differ.
    locale: 'en',
  })
}

export function FoyerProviders({ children }: { children: ReactNode }) {
  // One instance per browser tab, made on first render and kept: never at module level in a file the
  // server also imports, never shared between requests.
  const [foyer] = useState(makeFoyer)
  return <FoyerProvider foyer={foyer}>{children}</FoyerProvider>
}
