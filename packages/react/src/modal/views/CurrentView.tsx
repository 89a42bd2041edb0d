import type { ViewName } from '@foyer/core'
import type { ReactNode } from 'react'
import { useFoyer } from '../../hooks/useFoyer.js'
import { lazy, Suspense } from '../../reactBindings.js'
import { Account } from './Account.js'
import { AllWallets } from './AllWallets.js'
import { Connect } from './Connect.js'
import { ConnectingExternal } from './ConnectingExternal.js'
import { Networks } from './Networks.js'
import { SignMessage } from './SignMessage.js'
import { UnsupportedChain } from './UnsupportedChain.js'

// Feature views are chunks of their own, loaded the first time they are shown; a disabled feature's chunk
// is never loaded (ARCHITECTURE).
const SendFlow = lazy(() =>
  import('./sendFlow.js').then((module) => ({ default: module.SendFlow })),
)
const Receive = lazy(() => import('./Receive.js').then((module) => ({ default: module.Receive })))

/** The view the router is on. */
export function CurrentView({ view }: { view: ViewName }) {
  const { options } = useFoyer()
  switch (view) {
    case 'Connect':
      return <Connect />
    case 'AllWallets':
      return <AllWallets />
    case 'ConnectingExternal':
      return <ConnectingExternal />
    case 'Account':
      return <Account />
    case 'Networks':
      return <Networks />
    case 'UnsupportedChain':
      return <UnsupportedChain />
    case 'SignMessage':
      return <SignMessage />
    case 'ApproveTransaction':
      // Arrives with the RPC request flow; only the title shows until then.
      return null
    case 'Send':
    case 'SendSelectToken':
    case 'SendPreview':
      return options.features.send ? (
        <Chunk>
          <SendFlow view={view} />
        </Chunk>
      ) : null
    case 'Receive':
      return options.features.receive ? (
        <Chunk>
          <Receive />
        </Chunk>
      ) : null
  }
}

function Chunk({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<div className="chunk-loading" aria-busy="true" />}>{children}</Suspense>
  )
}
