'use client'
// The client boundary: Foyer is created here, once per page load, and rendered on the server too.
import { createFoyer } from '@foyer/core'
import { createEvmAdapter } from '@foyer/evm'
import { FoyerProvider } from '@foyer/react'
import { type ReactNode, useState } from 'react'
import { defineChain } from 'viem'

const devnet = defineChain({
  id: 31337,
  name: 'Foyer Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [process.env.NEXT_PUBLIC_RPC_URL ?? 'http://127.0.0.1:8545'] } },
  testnet: true,
})

export function Providers({ children }: { children: ReactNode }) {
  const [foyer] = useState(() =>
    createFoyer({
      projectId: 'foyer-host-next',
      adapters: [createEvmAdapter({ networks: [devnet] })],
      metadata: {
        name: 'A Next.js host',
        description: 'Foyer installed from its tarballs',
        url: 'http://127.0.0.1',
        icons: [],
      },
    }),
  )
  return <FoyerProvider foyer={foyer}>{children}</FoyerProvider>
}
