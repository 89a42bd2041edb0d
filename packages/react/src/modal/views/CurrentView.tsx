import type { ViewName } from '@foyer/core'
import { Account } from './Account.js'
import { AllWallets } from './AllWallets.js'
import { Connect } from './Connect.js'
import { ConnectingExternal } from './ConnectingExternal.js'
import { Networks } from './Networks.js'
import { SignMessage } from './SignMessage.js'
import { UnsupportedChain } from './UnsupportedChain.js'

/** The view the router is on. Feature views (swaps, send…) will be lazy chunks switched in here. */
export function CurrentView({ view }: { view: ViewName }) {
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
  }
}
