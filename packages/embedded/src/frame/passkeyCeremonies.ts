import {
  createUnwrapKey,
  passkeyChallenge,
  passkeyKeyDigest,
  passkeyStatement,
} from '@foyer/core/api'
import type { AuthApi, AuthUser } from './authApi.js'
import { FrameRequestError } from './frameRequestError.js'
import type { CeremonyAnswer, PreparedCeremony } from './passkeyDesk.js'
import type { FrameSession, PasskeyUnlock } from './session.js'
import type { FrameStorage } from './storage.js'

type UnwrapKey = PasskeyUnlock['key']

/** What the ceremonies need of the frame: its service, device, storage, and how it opens a session. */
export type CeremonyContext = {
  api: AuthApi
  deviceId: string
  storage: FrameStorage
  session(): FrameSession | undefined
  /** The user whose login stands but whose wallet waits for its passkey (PASSKEY_REQUIRED). */
  lockedUser(): AuthUser | undefined
  open(user: AuthUser, unlock?: PasskeyUnlock): Promise<void>
}

function requireAssertion(answer: CeremonyAnswer) {
  if (!answer.assertion) throw new Error('The passkey gave no answer')
  return answer.assertion
}

/**
 * The three passkey ceremonies (docs/embedded-wallet.md 'Passkeys'). Signing in and unlocking sign one
 * challenge over the service's nonce *and* a wrap key made here: the same touch that proves the visitor
 * opens the recovery share, sealed to that key. Adding signs, with the wallet's own key, the statement the
 * keeper trusts the new passkey on.
 */
export function passkeyCeremonies(context: CeremonyContext) {
  const { api, deviceId, storage } = context

  return {
    add(): PreparedCeremony {
      const session = context.session()
      if (!session) throw new FrameRequestError('The embedded wallet is not connected', 4100)
      let nonce = ''
      return {
        ceremony: 'add',
        async begin() {
          const answer = await api.passkeyRegistrationOptions()
          nonce = answer.nonce
          return { create: answer.options }
        },
        async finish({ registration, publicKey }) {
          if (!registration || !publicKey) throw new Error('The passkey gave no answer')
          const statement = passkeyStatement('add', {
            address: session.account.address,
            passkeyId: registration.id,
            keyDigest: await passkeyKeyDigest(publicKey),
          })
          const signature = await session.account.signMessage({ message: statement })
          await api.addPasskey({ nonce, credential: registration, publicKey, signature })
        },
      }
    },

    signIn(): PreparedCeremony {
      let attempt: { nonce: string; key: UnwrapKey } | undefined
      return {
        ceremony: 'sign-in',
        async begin() {
          const key = await createUnwrapKey()
          const { nonce, rpId } = await api.passkeySignInOptions(deviceId)
          attempt = { nonce, key }
          return { get: { challenge: await passkeyChallenge(nonce, key.publicKey), rpId } }
        },
        async finish(answer) {
          if (!attempt) throw new Error('Start again')
          const assertion = requireAssertion(answer)
          const { nonce, key } = attempt
          const { token, user } = await api.passkeySignIn({
            deviceId,
            nonce,
            wrapKey: key.publicKey,
            assertion,
          })
          storage.setToken(token)
          await context.open(user, { key, proof: { nonce, assertion } })
        },
      }
    },

    unlock(): PreparedCeremony {
      const user = context.lockedUser()
      if (!user)
        throw new FrameRequestError('The embedded wallet is not waiting for a passkey', 4100)
      let attempt: { nonce: string; key: UnwrapKey } | undefined
      return {
        ceremony: 'unlock',
        async begin() {
          const key = await createUnwrapKey()
          const { nonce, rpId, passkeys } = await api.passkeyRecoveryOptions()
          attempt = { nonce, key }
          return {
            get: {
              challenge: await passkeyChallenge(nonce, key.publicKey),
              rpId,
              allowCredentials: passkeys,
            },
          }
        },
        async finish(answer) {
          if (!attempt) throw new Error('Start again')
          const assertion = requireAssertion(answer)
          await context.open(user, { key: attempt.key, proof: { nonce: attempt.nonce, assertion } })
        },
      }
    },
  }
}
