import { readCaipNetworkId } from '../caip/read.js'
import type { CaipNetworkId } from '../types/caip.js'
import { formatSiweMessage } from './eip4361.js'
import { eip4361Fields } from './eip4361Messenger.js'
import { SiwxSessionInvalidError } from './errors.js'
import { networkNamespace } from './networkNamespace.js'
import type { SiweConfig, SiwxConfig, SiwxMessage, SiwxMessageData, SiwxSession } from './types.js'

/**
 * The legacy `siweConfig` as a SIWX config, so a host moving from another kit keeps its SIWE code: the
 * nonce, the check and the session are the host's (`getNonce`, `verifyMessage`, `getSession`, `signOut`).
 * A SIWE session names an address and a chain and carries no message: the session Foyer reports for it
 * has the address and chain, and empty message fields.
 */
export function fromSiweConfig(config: SiweConfig): SiwxConfig {
  const siwx: SiwxConfig = {
    async createMessage(input) {
      const chainId = Number(readCaipNetworkId(input.chainId)?.reference)
      const params = (await config.getMessageParams?.()) ?? {}
      const nonce = await config.getNonce(input.accountAddress)
      const page = typeof location === 'undefined' ? undefined : location
      const domain = params.domain ?? page?.host ?? ''
      const uri = params.uri ?? page?.origin ?? ''
      const iat = new Date().toISOString()
      const data: SiwxMessageData = {
        ...input,
        domain,
        uri,
        version: '1',
        nonce,
        statement: params.statement,
        issuedAt: iat,
        expirationTime: params.exp,
        notBefore: params.nbf,
        requestId: params.requestId,
        resources: params.resources,
      }
      const text = config.createMessage
        ? config.createMessage({
            domain,
            uri,
            address: `did:pkh:${input.chainId}:${input.accountAddress}`,
            version: '1',
            nonce,
            chainId,
            iat,
            statement: params.statement,
            exp: params.exp,
            nbf: params.nbf,
            requestId: params.requestId,
            resources: params.resources,
          })
        : formatSiweMessage(eip4361Fields(data, chainId))
      const message: SiwxMessage = { ...data, toString: () => text }
      return message
    },
    async addSession(session) {
      const valid = await config.verifyMessage({
        message: session.message,
        signature: session.signature,
        cacao: session.cacao,
      })
      if (!valid) throw new SiwxSessionInvalidError('siweConfig.verifyMessage answered false')
      config.onSignIn?.((await config.getSession()) ?? undefined)
    },
    async revokeSession() {
      await signOut()
    },
    async setSessions(sessions) {
      if (sessions.length === 0) await signOut()
      else for (const session of sessions) await siwx.addSession(session)
    },
    async getSessions(chainId, address) {
      const session = await config.getSession()
      if (!session || session.address.toLowerCase() !== address.toLowerCase()) return []
      return [legacySession(chainId, session.address, session.chainId)]
    },
    getRequired: () => config.required ?? true,
    signOutOnDisconnect: config.signOutOnDisconnect ?? true,
  }
  const signOut = async () => {
    await config.signOut()
    config.onSignOut?.()
  }
  return siwx
}

function legacySession(chainId: CaipNetworkId, address: string, reference: number): SiwxSession {
  return {
    data: {
      chainId: `${networkNamespace(chainId)}:${reference}` as CaipNetworkId,
      accountAddress: address,
      domain: '',
      uri: '',
      version: '1',
      nonce: '',
    },
    message: '',
    signature: '',
  }
}
