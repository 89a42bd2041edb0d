// The modal chunk's entry: the module load.ts imports with import(). It composes the view registry, the
// only place that imports the loaders of the feature chunks (send, swap, onramp, pay, receive,
// activity, nfts, approve, email, names, sign-in, farcaster, walletconnect, help, permissions, devices,
// passkeys), and hands it to the element. The modal and every feature chunk hand out `chunkDependencies`, so that they
// share one dependency set (docs/decisions.md, "One dependency set for lazy chunks").
//
// It hands out a plain object rather than being read as a module namespace: a namespace of a module that
// other chunks import too has to be built at run time with one of rolldown's helpers, and any helper used
// by a lazy chunk moves those helpers out of the page's entry into a file of their own (docs/decisions.md,
// "One eager file").
import type { Foyer } from '@foyer/core'
import { loadActivity } from './activity/views.js'
import { approveViews } from './approve/views.js'
import { devicesViews } from './devices/views.js'
import { eagerViews } from './eagerViews.js'
import { emailViews } from './email/views.js'
import { farcasterViews } from './farcaster/views.js'
import { helpViews } from './help/views.js'
import { modalDependencies } from './modalDependencies.js'
import { defineFoyerModal, mountModal } from './mount.js'
import { namesViews } from './names/views.js'
import { loadNfts } from './nfts/views.js'
import { onrampViews } from './onramp/views.js'
import { passkeysViews } from './passkeys/views.js'
import { payViews } from './pay/views.js'
import { permissionsViews } from './permissions/views.js'
import { receiveViews } from './receive/views.js'
import type { ModalRegistry } from './registryContext.js'
import { sendViews } from './send/views.js'
import { siwxViews } from './siwx/views.js'
import { swapViews } from './swap/views.js'
import { walletConnectViews } from './walletconnect/views.js'

/** Every view (TypeScript checks that none is missing) and the lazy parts. */
const registry: ModalRegistry = {
  views: {
    ...eagerViews,
    ...sendViews,
    ...swapViews,
    ...onrampViews,
    ...payViews,
    ...permissionsViews,
    ...devicesViews,
    ...passkeysViews,
    ...receiveViews,
    ...approveViews,
    ...emailViews,
    ...namesViews,
    ...siwxViews,
    ...farcasterViews,
    ...walletConnectViews,
    ...helpViews,
  },
  activity: loadActivity,
  nfts: loadNfts,
}

/** What the page gets once the modal chunk has loaded. */
export const modalChunk = {
  defineFoyerModal: () => defineFoyerModal(registry),
  mountModal: (foyer: Foyer) => mountModal(foyer, registry),
  chunkDependencies: modalDependencies,
}
