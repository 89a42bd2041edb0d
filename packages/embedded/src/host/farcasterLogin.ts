import type { ConnectFlow } from '@foyer/core/adapter'
import type { AppEventResult } from '../protocol/messages.js'
import type { FrameTransport } from './transport.js'

/**
 * Sign In With Farcaster (SPEC §3 'get Farcaster uri', 'connect Farcaster'): the frame opens a sign-in at the
 * auth service and hands back its link, which the flow shows (ConnectingFarcaster: a QR code to scan with a
 * Farcaster client, and the link itself on the same device); then the frame waits until the client has
 * signed and the service has checked the signature against the fid's custody address on chain.
 */
export async function runFarcasterLogin(
  transport: FrameTransport,
  flow: ConnectFlow,
): Promise<AppEventResult<'CONNECT_FARCASTER'>> {
  const { signal } = flow
  const { url } = await transport.request('GET_FARCASTER_URI', {}, { signal })
  flow.step({ type: 'displayUri', uri: url })
  return transport.request('CONNECT_FARCASTER', {}, { signal })
}
