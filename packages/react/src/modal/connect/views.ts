import { viewArguments } from '@foyer/core'
import type { FeatureViews } from '../viewEntry.js'
import { AllWallets } from './AllWallets.js'
import { Connect } from './Connect.js'
import { ConnectingExternal } from './ConnectingExternal.js'
import { connectCss } from './styles.js'

/** Choosing a wallet and connecting to it: in the modal's own chunk, since it is the first view. */
export const connectViews: FeatureViews<'Connect' | 'AllWallets' | 'ConnectingExternal'> = {
  Connect: { title: 'connectTitle', component: Connect, styles: connectCss },
  AllWallets: { title: 'allWallets', component: AllWallets, styles: connectCss },
  ConnectingExternal: {
    // While connecting, the title is the wallet's name.
    title: (state, m) => {
      const uid = viewArguments(state.router, 'ConnectingExternal')?.connectorUid
      return state.connectors.find((connector) => connector.uid === uid)?.name ?? m.wallet
    },
    component: ConnectingExternal,
    styles: connectCss,
  },
}
