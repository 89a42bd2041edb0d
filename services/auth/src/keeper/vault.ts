import {
  passkeyChallenge,
  passkeyKeyDigest,
  passkeyStatement,
  type WrappedSecret,
  wrapSecret,
} from '@foyer/core/api'
import { ApiError } from '@foyer/server'
import { verifyMessage } from 'viem'
import {
  type PasskeyAssertion,
  type RelyingParty,
  verifyPasskeyAssertion,
} from '../crypto/passkeyAssertion.js'
import { seal, unseal } from '../crypto/seal.js'

/** A passkey that guards an account's recovery: its credential id and its public key (SPKI), base64url. */
export type GuardingPasskey = { id: string; publicKey: string }

/** The factor a release may carry: the auth service's nonce and the visitor's passkey assertion over it. */
export type PasskeyProof = { nonce: string; assertion: PasskeyAssertion }

/**
 * Where the recovery shares are kept, and the only code that opens them. The auth service calls it for
 * each recovery; in production it is another process (`foyer-auth keeper`, reached by remoteVault.ts), so
 * the process that holds the auth-share key never holds the recovery key.
 */
export type RecoveryVault = {
  /** Keeps a new wallet's recovery share, once: 409 when the account has another. */
  store(input: { userId: string; address: string; share: string }): Promise<void>
  /**
   * The recovery share sealed to the frame's `wrapKey`. An account guarded by passkeys needs `proof`, an
   * assertion of one of them over (nonce, wrapKey): else 403 PASSKEY_REQUIRED.
   */
  release(input: { userId: string; wrapKey: string; proof?: PasskeyProof | undefined }): Promise<{
    sealed: WrappedSecret
    address: string
  }>
  /** The credential ids of the passkeys that guard the account (none: the mailed approval suffices). */
  guards(userId: string): Promise<string[]>
  /** Adds or removes a guarding passkey: `signature` is the wallet key's EIP-191 signature of the statement. */
  guard(input: {
    userId: string
    action: 'add' | 'remove'
    passkey: GuardingPasskey
    signature: string
  }): Promise<void>
}

/** What the keeper's table holds, sealed: the share, the wallet's address, and its guards. */
type RecoveryRecord = { address: string; share: string; passkeys: GuardingPasskey[] }

type RecordRow = { sealed: string }

/** The SQL the vault needs of its database (its own in production, the auth service's in development). */
export type VaultDatabase = {
  query<T>(sql: string, params?: unknown[]): Promise<T[]>
}

const label = (userId: string) => `foyer-recovery-record\n${userId}`

const noWallet = () => new ApiError(404, 'NO_WALLET', 'This account has no wallet yet')
const passkeyRequired = () =>
  new ApiError(
    403,
    'PASSKEY_REQUIRED',
    'This wallet is guarded by a passkey: use it to open your wallet on this device',
  )

/** The vault on a database and the recovery key, checking passkeys for `rp` (the auth origin). */
export function localVault({
  database,
  recoveryKey,
  rp,
}: {
  database: VaultDatabase
  recoveryKey: Buffer
  rp: RelyingParty
}): RecoveryVault {
  async function find(userId: string) {
    const [row] = await database.query<RecordRow>(
      'SELECT sealed FROM keeper_recovery_records WHERE user_id = $1',
      [userId],
    )
    if (!row) return undefined
    const record = JSON.parse(unseal(recoveryKey, label(userId), row.sealed)) as RecoveryRecord
    return { record, sealed: row.sealed }
  }

  async function read(userId: string): Promise<{ record: RecoveryRecord; sealed: string }> {
    const found = await find(userId)
    if (!found) throw noWallet()
    return found
  }

  /** Replaces a record only if nobody else did since it was read. */
  async function replace(userId: string, before: string, record: RecoveryRecord): Promise<void> {
    const updated = await database.query<{ user_id: string }>(
      'UPDATE keeper_recovery_records SET sealed = $1, updated_at = now() WHERE user_id = $2 AND sealed = $3 RETURNING user_id',
      [seal(recoveryKey, label(userId), JSON.stringify(record)), userId, before],
    )
    if (updated.length !== 1)
      throw new ApiError(409, 'CHANGED', 'The wallet changed meanwhile: try again')
  }

  async function provenBy(record: RecoveryRecord, wrapKey: string, proof: PasskeyProof) {
    const passkey = record.passkeys.find((candidate) => candidate.id === proof.assertion.id)
    if (!passkey) return false
    try {
      verifyPasskeyAssertion(proof.assertion, {
        publicKey: passkey.publicKey,
        challenge: await passkeyChallenge(proof.nonce, wrapKey),
        rp,
      })
      return true
    } catch {
      return false
    }
  }

  return {
    async store({ userId, address, share }) {
      // Never replaced: a wallet's recovery share is written once. The same request again (an answer
      // lost on the way) is fine.
      const record: RecoveryRecord = { address: address.toLowerCase(), share, passkeys: [] }
      const existing = await find(userId)
      if (existing) {
        if (existing.record.address === record.address && existing.record.share === share) return
        throw new ApiError(409, 'WALLET_EXISTS', 'This account already has a wallet')
      }
      const inserted = await database.query<{ user_id: string }>(
        'INSERT INTO keeper_recovery_records (user_id, sealed) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING user_id',
        [userId, seal(recoveryKey, label(userId), JSON.stringify(record))],
      )
      if (inserted.length !== 1)
        throw new ApiError(409, 'CHANGED', 'The wallet changed meanwhile: try again')
    },

    async release({ userId, wrapKey, proof }) {
      const { record } = await read(userId)
      // The nonce is the auth service's to check (single use, its session's); the wrap key binding is
      // ours: a replayed assertion only ever unlocks a share sealed to the frame that asked for it.
      if (record.passkeys.length && !(proof && (await provenBy(record, wrapKey, proof))))
        throw passkeyRequired()
      const sealed = await wrapSecret(wrapKey, record.share, `recovery:${record.address}`).catch(
        () => {
          throw new ApiError(
            400,
            'WRAP_KEY_REQUIRED',
            'wrapKey is required: key shares are only sent sealed to the frame’s own key',
          )
        },
      )
      return { sealed, address: record.address }
    },

    async guards(userId) {
      return (await read(userId)).record.passkeys.map((passkey) => passkey.id)
    },

    async guard({ userId, action, passkey, signature }) {
      const { record, sealed } = await read(userId)
      // Removing names the key the keeper has, not one the caller says it had.
      const publicKey =
        action === 'add'
          ? passkey.publicKey
          : record.passkeys.find((candidate) => candidate.id === passkey.id)?.publicKey
      if (!publicKey)
        throw new ApiError(404, 'NO_PASSKEY', 'This passkey does not guard the wallet')
      const statement = passkeyStatement(action, {
        address: record.address,
        passkeyId: passkey.id,
        keyDigest: await passkeyKeyDigest(publicKey),
      })
      const signed = await verifyMessage({
        address: record.address as `0x${string}`,
        message: statement,
        signature: signature as `0x${string}`,
      }).catch(() => false)
      if (!signed)
        throw new ApiError(403, 'NOT_SIGNED', 'The wallet did not sign this passkey change')
      const others = record.passkeys.filter((candidate) => candidate.id !== passkey.id)
      await replace(userId, sealed, {
        ...record,
        passkeys: action === 'add' ? [...others, passkey] : others,
      })
    },
  }
}
