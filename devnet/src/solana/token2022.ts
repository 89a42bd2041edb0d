import { createHash } from 'node:crypto'
import {
  AccountRole,
  type Address,
  address,
  getAddressEncoder,
  type Instruction,
} from '@solana/kit'

// The few SPL Token-2022 instructions the devnet needs to mint an NFT with its metadata inside the mint
// (the metadata-pointer and token-metadata extensions), encoded by hand: @solana-program/token-2022 is not
// a dependency. Layouts as the Token-2022 program reads them; tests run them against the real program.

export const TOKEN_2022_PROGRAM_ADDRESS = address('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb')

/** A mint's base layout (82 bytes) padded to a token account's 165, then the account-type byte. */
const MINT_WITH_ACCOUNT_TYPE = 166
/** Extension types (TLV `type`, u16 little-endian). */
export const EXTENSION_METADATA_POINTER = 18
export const EXTENSION_TOKEN_METADATA = 19
/** A mint with only the metadata-pointer extension: the size it is created with (metadata grows it). */
export const MINT_WITH_METADATA_POINTER_SIZE = MINT_WITH_ACCOUNT_TYPE + 4 + 64

const addressBytes = (value: Address) => new Uint8Array(getAddressEncoder().encode(value))
const u32 = (value: number) => {
  const bytes = new Uint8Array(4)
  new DataView(bytes.buffer).setUint32(0, value, true)
  return bytes
}
const borshString = (value: string) => {
  const bytes = new TextEncoder().encode(value)
  return concat(u32(bytes.length), bytes)
}
function concat(...parts: Uint8Array[]) {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}

/** MetadataPointerExtension (39) › Initialize (0): authority and metadata address, before InitializeMint. */
export function initializeMetadataPointerInstruction(
  mint: Address,
  authority: Address,
  metadataAddress: Address,
): Instruction {
  return {
    programAddress: TOKEN_2022_PROGRAM_ADDRESS,
    accounts: [{ address: mint, role: AccountRole.WRITABLE }],
    data: concat(new Uint8Array([39, 0]), addressBytes(authority), addressBytes(metadataAddress)),
  }
}

/** InitializeMint2 (20): decimals, mint authority, no freeze authority. */
export function initializeMint2Instruction(
  mint: Address,
  decimals: number,
  mintAuthority: Address,
): Instruction {
  return {
    programAddress: TOKEN_2022_PROGRAM_ADDRESS,
    accounts: [{ address: mint, role: AccountRole.WRITABLE }],
    data: concat(new Uint8Array([20, decimals]), addressBytes(mintAuthority), new Uint8Array([0])),
  }
}

/** The token-metadata interface's Initialize: sha256('spl_token_metadata_interface:initialize_account')[..8]. */
const INITIALIZE_METADATA = new Uint8Array(
  createHash('sha256').update('spl_token_metadata_interface:initialize_account').digest(),
).slice(0, 8)

/** Writes name, symbol and uri into the mint itself (the mint must hold rent for the grown size). */
export function initializeTokenMetadataInstruction(
  mint: Address,
  updateAuthority: Address,
  mintAuthority: Address,
  metadata: { name: string; symbol: string; uri: string },
): Instruction {
  return {
    programAddress: TOKEN_2022_PROGRAM_ADDRESS,
    accounts: [
      { address: mint, role: AccountRole.WRITABLE },
      { address: updateAuthority, role: AccountRole.READONLY },
      { address: mint, role: AccountRole.READONLY },
      { address: mintAuthority, role: AccountRole.READONLY_SIGNER },
    ],
    data: concat(
      INITIALIZE_METADATA,
      borshString(metadata.name),
      borshString(metadata.symbol),
      borshString(metadata.uri),
    ),
  }
}

/** The size the mint has once its token-metadata TLV entry is written (no additional fields). */
export function mintWithMetadataSize(metadata: { name: string; symbol: string; uri: string }) {
  const text = (value: string) => 4 + new TextEncoder().encode(value).length
  const value = 32 + 32 + text(metadata.name) + text(metadata.symbol) + text(metadata.uri) + 4
  return MINT_WITH_METADATA_POINTER_SIZE + 4 + value
}
