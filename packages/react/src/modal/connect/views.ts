import { viewArguments } from '@foyer/core/internal'
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
    // While connecting, the title is the wallet's name; an e-mail login's is 'Email' in the page's language.
    title: (state, m) => {
      const route = viewArguments(state.router, 'ConnectingExternal')
      if (route?.email !== undefined) return m.email
      if (route?.passkey) return m.passkey
      return (
        state.connectors.find((connector) => connector.uid === route?.connectorUid)?.name ??
        m.wallet
      )
    },
    component: ConnectingExternal,
    styles: connectCss,
  },
}
