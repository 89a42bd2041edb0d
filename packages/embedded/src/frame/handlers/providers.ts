import type { AppEventResult } from '../../protocol/messages.js'
import type { AuthUser } from '../authApi.js'
import type { FrameContext } from './frameContext.js'
import type { HandlersOf, SignInProvider } from './types.js'

/** How often the frame asks whether the Farcaster client has signed. */
const FARCASTER_POLL_MS = 1000

/** Sign-in through a provider: the social providers' redirect, and Sign In With Farcaster. */
export function providerHandlers(
  frame: FrameContext,
): HandlersOf<
  'GET_SOCIAL_REDIRECT_URI' | 'CONNECT_SOCIAL' | 'GET_FARCASTER_URI' | 'CONNECT_FARCASTER'
> {
  const { api, deviceId } = frame
  return {
    async GET_SOCIAL_REDIRECT_URI({ provider, returnTo }) {
      // The provider sends the visitor back to `returnTo` with the result: only to the page that asked.
      let origin: string | undefined
      try {
        origin = new URL(returnTo).origin
      } catch {}
      if (!origin || origin !== frame.parentOrigin())
        throw new Error('The return page is not this app')
      return api.socialStart(provider, deviceId, returnTo)
    },
    async CONNECT_SOCIAL({ uri }) {
      const { token, user } = await api.socialComplete(uri, deviceId)
      return signIn(frame, token, user)
    },
    async GET_FARCASTER_URI() {
      const origin = frame.parentOrigin()
      if (!origin) throw new Error('The app is not verified')
      const { uri, channel } = await api.farcasterStart(deviceId, origin)
      frame.farcasterChannel = channel
      return { url: uri }
    },
    async CONNECT_FARCASTER() {
      const channel = frame.farcasterChannel
      if (!channel) throw new Error('No Farcaster sign-in is under way')
      // The service answers 'pending' until the Farcaster client has signed, and an error once it expired.
      for (;;) {
        if (frame.farcasterChannel !== channel)
          throw new Error('The Farcaster sign-in was replaced')
        const answer = await api.farcasterComplete(channel, deviceId)
        if (answer.state === 'completed') {
          frame.farcasterChannel = undefined
          return signIn(frame, answer.token, answer.user)
        }
        await new Promise((resolve) => setTimeout(resolve, FARCASTER_POLL_MS))
      }
    },
  }
}

/** A session opened through a provider (social or Farcaster): the account, and who signed in. */
async function signIn(
  frame: FrameContext,
  token: string,
  user: AuthUser,
): Promise<AppEventResult<'CONNECT_SOCIAL'>> {
  frame.storage.setToken(token)
  await frame.open(user)
  const provider = (user.socialProvider ?? undefined) as SignInProvider | undefined
  if (!provider) throw new Error('The sign-in result names no provider')
  return {
    socialProvider: provider,
    ...(user.email ? { email: user.email } : {}),
    ...(user.userName ? { userName: user.userName } : {}),
  }
}
