import { createHash } from 'node:crypto'
import {
  address,
  appendTransactionMessageInstructions,
  createKeyPairSignerFromPrivateKeyBytes,
  createTransactionMessage,
  type KeyPairSigner,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Transaction,
} from '@solana/kit'
import { getCreateAccountInstruction } from '@solana-program/system'
import {
  AuthorityType,
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstructionAsync,
  getMintToInstruction,
  getSetAuthorityInstruction,
} from '@solana-program/token'
import type { LiteSVM } from 'litesvm'
import { FailedTransactionMetadata } from 'litesvm'
import { DEVNET_NFT_ARTWORK, type DevnetNftArtwork, nftMetadataUri } from '../nfts.js'
import { SOLANA_DEVNET_ACCOUNTS, SOLANA_DEVNET_MINTER } from './cluster.js'
import {
  initializeMetadataPointerInstruction,
  initializeMint2Instruction,
  initializeTokenMetadataInstruction,
  MINT_WITH_METADATA_POINTER_SIZE,
  mintWithMetadataSize,
  TOKEN_2022_PROGRAM_ADDRESS,
} from './token2022.js'

/** The local cluster's NFT collection: Token-2022 mints with their metadata inside (symbol shared). */
export const SOLANA_DEVNET_NFT_COLLECTION = { name: 'Foyer Doors', symbol: 'DOOR' } as const

/** A mint's keypair seed: sha256('foyer solana devnet nft N'), so the mints' addresses never change. */
const mintSeed = (index: number) =>
  new Uint8Array(createHash('sha256').update(`foyer solana devnet nft ${index}`).digest())

const signerOf = (hex: string) =>
  createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(Buffer.from(hex, 'hex')))

/** Runs one transaction straight on the SVM (no history: the seed's state is where accounts start). */
async function run(
  svm: LiteSVM,
  payer: KeyPairSigner,
  instructions: Parameters<typeof appendTransactionMessageInstructions>[0],
) {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: svm.latestBlockhash() as never, lastValidBlockHeight: 0n },
        m,
      ),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  const transaction = await signTransactionMessageWithSigners(message)
  const result = svm.sendTransaction(transaction as Transaction)
  if (result instanceof FailedTransactionMetadata)
    throw new Error(`Solana NFT seed failed: ${result.err()} ${result.meta().logs().join('\n')}`)
}

/**
 * Mints one NFT with Token-2022: a mint of 0 decimals whose metadata pointer points at itself and holds
 * name, symbol and uri; one token to `owner`'s associated account; then no mint authority (supply stays 1).
 */
export async function mintToken2022Nft(
  svm: LiteSVM,
  {
    payer,
    mint,
    owner,
    metadata,
  }: {
    payer: KeyPairSigner
    mint: KeyPairSigner
    owner: string
    metadata: { name: string; symbol: string; uri: string }
  },
) {
  const rent = svm.minimumBalanceForRentExemption(BigInt(mintWithMetadataSize(metadata)))
  const holder = address(owner)
  const [ata] = await findAssociatedTokenPda({
    mint: mint.address,
    owner: holder,
    tokenProgram: TOKEN_2022_PROGRAM_ADDRESS,
  })
  await run(svm, payer, [
    getCreateAccountInstruction({
      payer,
      newAccount: mint,
      lamports: rent,
      space: MINT_WITH_METADATA_POINTER_SIZE,
      programAddress: TOKEN_2022_PROGRAM_ADDRESS,
    }),
    initializeMetadataPointerInstruction(mint.address, payer.address, mint.address),
    initializeMint2Instruction(mint.address, 0, payer.address),
    initializeTokenMetadataInstruction(mint.address, payer.address, payer.address, metadata),
    await getCreateAssociatedTokenIdempotentInstructionAsync({
      payer,
      owner: holder,
      mint: mint.address,
      tokenProgram: TOKEN_2022_PROGRAM_ADDRESS,
    }),
    getMintToInstruction(
      { mint: mint.address, token: ata, mintAuthority: payer, amount: 1n },
      { programAddress: TOKEN_2022_PROGRAM_ADDRESS as never },
    ),
    getSetAuthorityInstruction(
      {
        owned: mint.address,
        owner: payer,
        authorityType: AuthorityType.MintTokens,
        newAuthority: null,
      },
      { programAddress: TOKEN_2022_PROGRAM_ADDRESS as never },
    ),
  ])
  return { mint: mint.address, tokenAccount: ata }
}

/** The NFTs the seed mints to the first dev account: the three doors, numbered 1…3. */
export const SOLANA_DEVNET_NFTS: readonly DevnetNftArtwork[] = DEVNET_NFT_ARTWORK.map(
  (artwork, index) => ({ ...artwork, name: `${artwork.name} #${index + 1}` }),
)

/** Mints SOLANA_DEVNET_NFTS to the first dev account, the minter paying; returns the mints' addresses. */
export async function seedSolanaNfts(svm: LiteSVM): Promise<string[]> {
  const payer = await signerOf(SOLANA_DEVNET_MINTER.privateKey)
  const mints: string[] = []
  for (const [index, artwork] of SOLANA_DEVNET_NFTS.entries()) {
    const mint = await createKeyPairSignerFromPrivateKeyBytes(mintSeed(index + 1))
    await mintToken2022Nft(svm, {
      payer,
      mint,
      owner: SOLANA_DEVNET_ACCOUNTS[0].address,
      metadata: {
        name: artwork.name,
        symbol: SOLANA_DEVNET_NFT_COLLECTION.symbol,
        uri: nftMetadataUri(artwork),
      },
    })
    mints.push(mint.address)
  }
  return mints
}
