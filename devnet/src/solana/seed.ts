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
  SOLANA_DEVNET_ONRAMP_TREASURY,
  SOLANA_DEVNET_TOKENS,
} from './cluster.js'
import type { Ledger } from './ledger.js'
import { seedSolanaNfts } from './seedNfts.js'

const MINT_SIZE_BYTES = getMintSize()

const SYSTEM_PROGRAM = address('11111111111111111111111111111111')
const TOKEN_ACCOUNT_SIZE = 165n
/** The onramp sandbox's treasury holds this many times a funded account's share of each token… */
const TREASURY_TOKEN_MULTIPLE = 10_000n
/** …and this many lamports (1,000,000 SOL). */
const TREASURY_LAMPORTS = 1_000_000n * 10n ** 9n

/**
 * The cluster's starting state, written straight into the accounts (no transactions, so every history
 * starts empty): the funded accounts and the minter with SOL, the two mints, and each funded account's
 * associated token account holding its starting balance; the onramp sandbox's treasury likewise, with more.
 * Then the NFTs: Token-2022 mints run on the SVM itself (the program writes their extensions) but outside
 * the ledger's history, so that histories still start empty.
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
  owned(SOLANA_DEVNET_ONRAMP_TREASURY.address, TREASURY_LAMPORTS)
  const holders = [
    ...SOLANA_DEVNET_ACCOUNTS.map((account) => ({ owner: account.address, multiple: 1n })),
    { owner: SOLANA_DEVNET_ONRAMP_TREASURY.address, multiple: TREASURY_TOKEN_MULTIPLE },
  ]

  const tokenRent = ledger.rentExemption(TOKEN_ACCOUNT_SIZE)
  for (const token of SOLANA_DEVNET_TOKENS) {
    const mint = address(token.mint)
    svm.setAccount({
      address: mint,
      data: new Uint8Array(
        getMintEncoder().encode({
          mintAuthority: address(SOLANA_DEVNET_MINTER.address),
          supply: holders.reduce((sum, holder) => sum + token.fundedBalance * holder.multiple, 0n),
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
    for (const holder of holders) {
      const owner = address(holder.owner)
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
            amount: token.fundedBalance * holder.multiple,
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
  await seedSolanaNfts(svm)
}
