import { createAppClient, type StatusAPIResponse, viemConnector } from '@farcaster/auth-client'
import type { FarcasterSettings } from '../config/config.js'
import { PROVIDER_TIMEOUT_MS } from '../rules.js'
import { FarcasterLoginError } from './errors.js'

/** A relay channel's state: waiting for the visitor, signed (message and who signed), or gone. */
export type ChannelStatus =
  | { state: 'pending' }
  | { state: 'gone' }
  | {
      state: 'completed'
      message: string
      signature: `0x${string}`
      fid: number
      username: string | undefined
      displayName: string | undefined
    }

/** What the service asks of Farcaster: the auth relay, and the ID registry on chain. */
export type FarcasterRelay = {
  createChannel(request: {
    siweUri: string
    domain: string
    nonce: string
    expirationTime: string
  }): Promise<{ channelToken: string; url: string }>
  status(channelToken: string): Promise<ChannelStatus>
  /** The fid that signed `message`, checked on chain (its custody address), or a FarcasterLoginError. */
  verify(input: {
    message: string
    signature: `0x${string}`
    nonce: string
    domain: string
  }): Promise<number>
}

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new FarcasterLoginError('unavailable', `${what} timed out`)),
      PROVIDER_TIMEOUT_MS,
    )
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/**
 * The relay and the chain through Farcaster's own auth client (`@farcaster/auth-client`): channels at the
 * relay, and the sign-in message verified the library's way — a SIWE message with the Farcaster statement and
 * chain id, this nonce and domain, signed by the address the ID registry names as the fid's custody address.
 */
export function farcasterRelay(settings: FarcasterSettings): FarcasterRelay {
  const client = createAppClient({
    relay: settings.relayUrl.replace(/\/$/, ''),
    ethereum: viemConnector({ rpcUrl: settings.rpcUrl }),
  })
  return {
    async createChannel(request) {
      const result = await withTimeout(client.createChannel(request), 'channel')
      if (result.isError || result.response.status !== 201)
        throw new FarcasterLoginError(
          'unavailable',
          `relay answered ${result.isError ? result.error?.message : result.response.status}`,
        )
      return { channelToken: result.data.channelToken, url: result.data.url }
    },
    async status(channelToken) {
      const result = await withTimeout(client.status({ channelToken }), 'status')
      if (result.isError)
        throw new FarcasterLoginError('unavailable', result.error?.message ?? 'relay failed')
      const { status } = result.response
      if (status === 401 || status === 404) return { state: 'gone' }
      if (status !== 200 && status !== 202)
        throw new FarcasterLoginError('unavailable', `relay answered ${status}`)
      const data = result.data as StatusAPIResponse
      if (data.state !== 'completed') return { state: 'pending' }
      if (!data.message || !data.signature || !data.fid)
        throw new FarcasterLoginError('rejected', 'completed channel without a signed message')
      return {
        state: 'completed',
        message: data.message,
        signature: data.signature,
        fid: data.fid,
        username: data.username,
        displayName: data.displayName,
      }
    },
    async verify({ message, signature, nonce, domain }) {
      const result = await withTimeout(
        // Custody addresses only: an auth address would need the key registry as well.
        client.verifySignInMessage({ message, signature, nonce, domain, acceptAuthAddress: false }),
        'verification',
      )
      if (result.isError) {
        const code = result.error?.errCode
        throw new FarcasterLoginError(
          code === 'unavailable' ? 'unavailable' : 'rejected',
          `${code}: ${result.error?.message}`,
        )
      }
      if (!result.success) throw new FarcasterLoginError('rejected', 'not verified')
      return result.fid
    },
  }
}
