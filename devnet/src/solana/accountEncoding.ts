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
  if (!account || account.programAddress !== TOKEN_PROGRAM_ADDRESS) return undefined
  if (account.data.length !== MINT_SIZE_BYTES) return undefined
  return getMintDecoder().decode(account.data).decimals
}

function parsedTokenData(account: EncodedAccount, mintOf: (mint: string) => EncodedAccount | null) {
  if (account.programAddress !== TOKEN_PROGRAM_ADDRESS) return undefined
  if (account.data.length === MINT_SIZE_BYTES) {
    const mint = getMintDecoder().decode(account.data)
    return {
      program: 'spl-token',
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
      space: MINT_SIZE_BYTES,
    }
  }
  if (account.data.length === TOKEN_ACCOUNT_SIZE) {
    const token = getTokenDecoder().decode(account.data)
    const decimals = mintDecimals(mintOf(token.mint)) ?? 0
    return {
      program: 'spl-token',
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
      space: TOKEN_ACCOUNT_SIZE,
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
