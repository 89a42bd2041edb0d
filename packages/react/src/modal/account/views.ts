import type { FeatureViews } from '../viewEntry.js'
import { Account } from './Account.js'
import { Networks } from './Networks.js'
import { SignMessage } from './SignMessage.js'
import { accountCss } from './styles.js'
import { UnsupportedChain } from './UnsupportedChain.js'

/** The connected account and what it does without a feature chunk: in the modal's own chunk. */
export const accountViews: FeatureViews<
  'Account' | 'Networks' | 'UnsupportedChain' | 'SignMessage'
> = {
  Account: { title: 'account', component: Account, styles: accountCss },
  Networks: { title: 'chooseNetwork', component: Networks, styles: accountCss },
  UnsupportedChain: {
    title: 'unsupportedChainTitle',
    component: UnsupportedChain,
    styles: accountCss,
  },
  SignMessage: { title: 'signMessage', component: SignMessage, styles: accountCss },
}
