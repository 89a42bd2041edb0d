import { type EncodedAccount, getBase58Decoder, getBase64Decoder } from '@solana/kit'
import {
  AccountState,
  getMintDecoder,
  getMintSize,
  getTokenDecoder,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'

const MINT_SIZE_BYTES = getMintSize()

// Account data in the encodings Solana's JSON-RPC offers: base58, base64, and jsonParsed — which for the
// token program's mints and accounts is the parsed shape wallets and explorers read (anything else falls
// back to base64, as the validator does).

/** The encodings this cluster serves; base64+zstd is refused rather than answered wrongly. */
export type AccountEncoding = 'base58' | 'base64' | 'jsonParsed'
export const ACCOUNT_ENCODINGS: readonly AccountEncoding[] = ['base58', 'base64', 'jsonParsed']

const TOKEN_ACCOUNT_SIZE = 165
/** Token-2022 (its accounts start as the classic program's; extensions follow an account-type byte). */
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'
const ACCOUNT_TYPE_MINT = 1
const ACCOUNT_TYPE_ACCOUNT = 2

/** What a token program's account is: a mint, a token account, or neither (its base bytes then). */
export function tokenAccountKind(account: EncodedAccount): 'mint' | 'account' | undefined {
  const { data, programAddress } = account
  if (programAddress === TOKEN_PROGRAM_ADDRESS) {
    if (data.length === MINT_SIZE_BYTES) return 'mint'
    if (data.length === TOKEN_ACCOUNT_SIZE) return 'account'
    return undefined
  }
  if (programAddress !== TOKEN_2022_PROGRAM) return undefined
  if (data.length === MINT_SIZE_BYTES) return 'mint'
  if (data.length === TOKEN_ACCOUNT_SIZE) return 'account'
  if (data.length > TOKEN_ACCOUNT_SIZE && data[TOKEN_ACCOUNT_SIZE] === ACCOUNT_TYPE_MINT)
    return 'mint'
  if (data.length > TOKEN_ACCOUNT_SIZE && data[TOKEN_ACCOUNT_SIZE] === ACCOUNT_TYPE_ACCOUNT)
    return 'account'
  return undefined
}
/** rentEpoch of every rent-exempt account: u64::MAX. */
const RENT_EPOCH = 18446744073709551615n

/** A token amount as JSON-RPC shows it (raw string, decimals, and the human amount). */
export function uiTokenAmount(amount: bigint, decimals: number) {
  const text = formatUnits(amount, decimals)
  return { amount: amount.toString(), decimals, uiAmount: Number(text), uiAmountString: text }
}

function formatUnits(amount: bigint, decimals: number): string {
  if (decimals === 0) return amount.toString()
  const whole = amount / 10n ** BigInt(decimals)
  const fraction = (amount % 10n ** BigInt(decimals)).toString().padStart(decimals, '0')
  const trimmed = fraction.replace(/0+$/, '')
  return trimmed ? `${whole}.${trimmed}` : whole.toString()
}

/** Decimals of a mint, read from its account (undefined when it is not a mint). */
export function mintDecimals(account: EncodedAccount | null): number | undefined {
  if (!account || tokenAccountKind(account) !== 'mint') return undefined
  return getMintDecoder().decode(account.data.slice(0, MINT_SIZE_BYTES)).decimals
}

function parsedTokenData(account: EncodedAccount, mintOf: (mint: string) => EncodedAccount | null) {
  const kind = tokenAccountKind(account)
  // Token-2022's extensions are not parsed here: a reader of them asks for base64.
  const program = account.programAddress === TOKEN_PROGRAM_ADDRESS ? 'spl-token' : 'spl-token-2022'
  const space = account.data.length
  if (kind === 'mint') {
    const mint = getMintDecoder().decode(account.data.slice(0, MINT_SIZE_BYTES))
    return {
      program,
      parsed: {
        type: 'mint',
        info: {
          decimals: mint.decimals,
          freezeAuthority:
            mint.freezeAuthority.__option === 'Some' ? mint.freezeAuthority.value : null,
          isInitialized: mint.isInitialized,
          mintAuthority: mint.mintAuthority.__option === 'Some' ? mint.mintAuthority.value : null,
          supply: mint.supply.toString(),
        },
      },
      space,
    }
  }
  if (kind === 'account') {
    const token = getTokenDecoder().decode(account.data.slice(0, TOKEN_ACCOUNT_SIZE))
    const decimals = mintDecimals(mintOf(token.mint)) ?? 0
    return {
      program,
      parsed: {
        type: 'account',
        info: {
          isNative: token.isNative.__option === 'Some',
          mint: token.mint,
          owner: token.owner,
          state: token.state === AccountState.Frozen ? 'frozen' : 'initialized',
          tokenAmount: uiTokenAmount(token.amount, decimals),
        },
      },
      space,
    }
  }
  return undefined
}

/** An account in JSON-RPC's shape, its data in `encoding`. */
export function encodeAccount(
  account: EncodedAccount,
  encoding: AccountEncoding,
  mintOf: (mint: string) => EncodedAccount | null,
) {
  const base = {
    executable: account.executable,
    lamports: account.lamports,
    owner: account.programAddress,
    rentEpoch: RENT_EPOCH,
    space: BigInt(account.data.length),
  }
  const parsed = encoding === 'jsonParsed' ? parsedTokenData(account, mintOf) : undefined
  if (parsed) return { ...base, data: parsed }
  if (encoding === 'base58')
    return { ...base, data: [getBase58Decoder().decode(account.data), 'base58'] }
  return { ...base, data: [getBase64Decoder().decode(account.data), 'base64'] }
}
