import { SiwxSessionInvalidError } from './errors.js'
import { networkNamespace } from './networkNamespace.js'
import type { SiwxConfig, SiwxMessenger, SiwxSession, SiwxStorage, SiwxVerifier } from './types.js'

export type CreateSiwxParameters = {
  /** Makes the messages to sign (`createEip4361Messenger`, or the host's own). */
  messenger: SiwxMessenger
  /** Keeps the sessions (the browser's storage, the host's server, Foyer's service). */
  storage: SiwxStorage
  /**
   * Check sessions before they are kept and when they are read back, one per namespace. A namespace
   * without one is left to the storage: use that only with a storage that checks signatures itself, as
   * Foyer's service does.
   */
  verifiers?: readonly SiwxVerifier[] | undefined
  /** Whether a visitor who will not sign in is disconnected (default true). */
  required?: boolean | undefined
  /** Sign out when the wallet disconnects (default true). */
  signOutOnDisconnect?: boolean | undefined
}

/** A SIWX config made of three parts: a messenger, verifiers and a storage. */
export function createSiwx({
  messenger,
  storage,
  verifiers = [],
  required = true,
  signOutOnDisconnect = true,
}: CreateSiwxParameters): SiwxConfig {
  const verify = async (session: SiwxSession) => {
    const namespace = networkNamespace(session.data.chainId)
    const verifier = verifiers.find((candidate) => candidate.namespace === namespace)
    return verifier ? verifier.verify(session) : true
  }
  return {
    createMessage: (input) => messenger.createMessage(input),
    async addSession(session) {
      if (!(await verify(session)))
        throw new SiwxSessionInvalidError(`the ${session.data.chainId} verifier refused it`)
      await storage.add(session)
    },
    revokeSession: (chainId, address) => storage.delete(chainId, address),
    async setSessions(sessions) {
      const checks = await Promise.all(sessions.map(verify))
      const refused = sessions.find((_, index) => !checks[index])
      if (refused)
        throw new SiwxSessionInvalidError(`the ${refused.data.chainId} verifier refused it`)
      await storage.set(sessions)
    },
    async getSessions(chainId, address) {
      const sessions = await storage.get(chainId, address)
      const checks = await Promise.all(sessions.map(verify))
      return sessions.filter((_, index) => checks[index])
    },
    getRequired: () => required,
    signOutOnDisconnect,
  }
}
