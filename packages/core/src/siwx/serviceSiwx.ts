import type { SignInSessionRecord } from '../api/schemas.js'
import type { CaipNetworkId } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'
import { createSiwx } from './createSiwx.js'
import { createFamilyMessenger, type SiwxFamilyOf } from './eip4361Messenger.js'
import { networkNamespace } from './networkNamespace.js'
import type { SiwxConfig, SiwxMessageData, SiwxSession, SiwxStorage } from './types.js'

/** What the browser keeps of a service session: its secret id (reads it), its pci and signature (revoke it). */
type SessionRef = { id: string; pci: string; signature: string }
type SessionRefs = Record<string, SessionRef>

/** One session per account: the namespace and the address as the message names it. */
const accountKey = (chainId: string, address: string) => `${networkNamespace(chainId)}:${address}`

/**
 * `siwx: true`: sign-in with sessions kept by Foyer's service (SPEC §7 `/v1/sessions`). The service issues
 * the nonce, checks the signed message (its domain against the page's origin, its nonce, its times, the
 * signature — ERC-1271 for contract accounts, ed25519 for Solana accounts) and keeps the session; the
 * browser keeps only the session's secret id, by which a host's server can read the session too (GET
 * /v1/sessions/{id}). A session belongs to the account, not to one of its networks: switching network
 * keeps the visitor signed in. `familyOf` is the namespace table's message family (`signInFamily`), handed
 * in by the loader so that this chunk does not import the table.
 */
export function createServiceSiwx(foyer: FoyerContext, familyOf: SiwxFamilyOf): SiwxConfig {
  const api = foyer.api
  if (!api) throw new Error('siwx: true needs apiUrl and projectId') // resolveOptions refuses this first
  const refs = () => foyer.storage.get<SessionRefs>('signInSessions') ?? {}
  const saveRefs = (next: SessionRefs) => foyer.storage.set('signInSessions', next)
  const forget = (key: string) => {
    const { [key]: _, ...rest } = refs()
    saveRefs(rest)
  }
  const revoke = async (ref: SessionRef) => {
    try {
      await api.request(`/v1/sessions/${encodeURIComponent(ref.id)}/revoke`, 'signInRevoked', {
        method: 'POST',
        body: { pci: ref.pci, signature: ref.signature },
      })
    } catch (error) {
      // Already ended (revoked, expired): what signing out wanted.
      if (!isNotFound(error)) throw error
    }
  }

  const storage: SiwxStorage = {
    async add(session) {
      const created = await api.request('/v1/sessions', 'signInSessionCreated', {
        method: 'POST',
        body: { message: session.message, signature: session.signature },
      })
      const key = accountKey(session.data.chainId, session.data.accountAddress)
      saveRefs({
        ...refs(),
        [key]: { id: created.id, pci: created.pci, signature: session.signature },
      })
    },
    async get(chainId, address) {
      const key = accountKey(chainId, address)
      const ref = refs()[key]
      if (!ref) return []
      try {
        const record = await api.request(
          `/v1/sessions/${encodeURIComponent(ref.id)}`,
          'signInSession',
        )
        return record.data.address === address ? [toSession(record, chainId)] : []
      } catch (error) {
        if (!isNotFound(error)) throw error
        forget(key)
        return []
      }
    },
    async delete(chainId, address) {
      const key = accountKey(chainId, address)
      const ref = refs()[key]
      // Forgotten first: signing out must hold on this device even when the service cannot be reached.
      forget(key)
      if (ref) await revoke(ref)
    },
    async set(sessions) {
      const kept = Object.values(refs())
      saveRefs({})
      const revoked = await Promise.allSettled(kept.map(revoke))
      for (const session of sessions) await storage.add(session)
      const failed = revoked.find((result) => result.status === 'rejected')
      if (failed) throw failed.reason
    },
  }

  return createSiwx({
    messenger: createFamilyMessenger(
      {
        getNonce: async () =>
          (await api.request('/v1/sessions/nonce', 'signInNonce', { method: 'POST' })).nonce,
        statement: statementFor(foyer.options.metadata?.name),
      },
      familyOf,
    ),
    storage,
    // The service checks every session before it keeps it, and answers only those it checked.
  })
}

/**
 * The session a service record stands for, on the namespace of `chainId`. The record's chain id is the
 * reference its message gave: a number for an EVM chain, the cluster's CAIP-2 reference for Solana.
 */
function toSession(record: SignInSessionRecord, chainId: CaipNetworkId): SiwxSession {
  const { data } = record
  const session: SiwxMessageData = {
    chainId: `${networkNamespace(chainId)}:${data.chainId}` as CaipNetworkId,
    accountAddress: data.address,
    domain: data.domain,
    uri: data.uri,
    version: data.version,
    nonce: data.nonce,
    statement: data.statement,
    issuedAt: data.issuedAt,
    expirationTime: data.expirationTime,
    notBefore: data.notBefore,
    requestId: data.requestId,
    resources: data.resources,
  }
  return { data: session, message: record.message, signature: record.signature }
}

/** "Sign in to <app>." when the app's name fits CAIP-122's statement (printable ASCII), else none. */
function statementFor(name: string | undefined): string | undefined {
  return name && /^[\x20-\x7e]{1,80}$/.test(name) ? `Sign in to ${name}.` : undefined
}

/** The service's 404 (the api client's ApiRequestError), read by its status: see siwx/errors.ts for why. */
function isNotFound(error: unknown): boolean {
  return (error as { status?: unknown } | null)?.status === 404
}
