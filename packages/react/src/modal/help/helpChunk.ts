// The help views' chunk. For the bundler, every lazy chunk reaches the modal's dependency set
// (docs/decisions.md, "One dependency set for lazy chunks").
import { chunkDependencies } from '../chunkDependencies.js'
import type { ViewChunk } from '../viewEntry.js'
import { GetWallet } from './GetWallet.js'
import { helpCss } from './styles.js'
import { WhatIsAWallet } from './WhatIsAWallet.js'

/** What a wallet is, and getting one. */
export const helpChunk: ViewChunk = {
  views: { WhatIsAWallet, GetWallet },
  styles: helpCss,
  chunkDependencies,
}
