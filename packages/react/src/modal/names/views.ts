import type { FeatureViews, ViewChunk } from '../viewEntry.js'

// Wallet names are a chunk of their own, loaded the first time the visitor chooses a name.
const load = (): Promise<ViewChunk> => import('./namesChunk.js').then((module) => module.namesChunk)

/** Choosing a wallet name, and the name being registered. */
export const namesViews: FeatureViews<'RegisterAccountName' | 'RegisterAccountNameSuccess'> = {
  RegisterAccountName: { title: 'registerNameTitle', load },
  // The title follows the registration: still choosing while the wallet signs, then registered.
  RegisterAccountNameSuccess: {
    title: (state, messages) =>
      state.nameRegistration?.status === 'success'
        ? messages.registerNameSuccessTitle
        : messages.registerNameTitle,
    load,
  },
}
