import { address } from '@solana/kit'
import {
  AccountState,
  findAssociatedTokenPda,
  getMintEncoder,
  getMintSize,
  getTokenEncoder,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import {
  SOLANA_DEVNET_ACCOUNTS,
  SOLANA_DEVNET_FUNDED_LAMPORTS,
  SOLANA_DEVNET_MINTER,
  SOLANA_DEVNET_TOKENS,
} from './cluster.js'
import type { Ledger } from './ledger.js'

const MINT_SIZE_BYTES = getMintSize()

const SYSTEM_PROGRAM = address('11111111111111111111111111111111')
const TOKEN_ACCOUNT_SIZE = 165n

/**
 * The cluster's starting state, written straight into the accounts (no transactions, so every history
 * starts empty): the funded accounts and the minter with SOL, the two mints, and each funded account's
 * associated token account holding its starting balance.
 */
export async function seedLedger(ledger: Ledger): Promise<void> {
  const { svm } = ledger
  const owned = (key: string, lamports: bigint) =>
    svm.setAccount({
      address: address(key),
      data: new Uint8Array(),
      executable: false,
      lamports: lamports as never,
      programAddress: SYSTEM_PROGRAM,
      space: 0n,
    })
  for (const account of SOLANA_DEVNET_ACCOUNTS)
    owned(account.address, SOLANA_DEVNET_FUNDED_LAMPORTS)
  owned(SOLANA_DEVNET_MINTER.address, SOLANA_DEVNET_FUNDED_LAMPORTS)

  const tokenRent = ledger.rentExemption(TOKEN_ACCOUNT_SIZE)
  for (const token of SOLANA_DEVNET_TOKENS) {
    const mint = address(token.mint)
    svm.setAccount({
      address: mint,
      data: new Uint8Array(
        getMintEncoder().encode({
          mintAuthority: address(SOLANA_DEVNET_MINTER.address),
          supply: token.fundedBalance * BigInt(SOLANA_DEVNET_ACCOUNTS.length),
          decimals: token.decimals,
          isInitialized: true,
          freezeAuthority: null,
        }),
      ),
      executable: false,
      lamports: ledger.rentExemption(BigInt(MINT_SIZE_BYTES)) as never,
      programAddress: TOKEN_PROGRAM_ADDRESS,
      space: BigInt(MINT_SIZE_BYTES),
    })
    for (const account of SOLANA_DEVNET_ACCOUNTS) {
      const owner = address(account.address)
      const [ata] = await findAssociatedTokenPda({
        mint,
        owner,
        tokenProgram: TOKEN_PROGRAM_ADDRESS,
      })
      svm.setAccount({
        address: ata,
        data: new Uint8Array(
          getTokenEncoder().encode({
            mint,
            owner,
            amount: token.fundedBalance,
            delegate: null,
            state: AccountState.Initialized,
            isNative: null,
            delegatedAmount: 0n,
            closeAuthority: null,
          }),
        ),
        executable: false,
        lamports: tokenRent as never,
        programAddress: TOKEN_PROGRAM_ADDRESS,
        space: TOKEN_ACCOUNT_SIZE,
      })
    }
  }
}
