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

/** How many dev accounts get NFTs: the first two, so that both the multi-family and the Solana dev wallet show some. */
export const SOLANA_DEVNET_NFT_HOLDERS = 2

/** The NFTs dev account `accountIndex` holds: the three doors, numbered 3 × index + 1…3. */
export function solanaDevnetNfts(accountIndex: number): DevnetNftArtwork[] {
  return DEVNET_NFT_ARTWORK.map((artwork, edition) => ({
    ...artwork,
    name: `${artwork.name} #${accountIndex * DEVNET_NFT_ARTWORK.length + edition + 1}`,
  }))
}

/** Mints each holder its NFTs, the minter paying; returns the mints' addresses by holder. */
export async function seedSolanaNfts(svm: LiteSVM): Promise<string[][]> {
  const payer = await signerOf(SOLANA_DEVNET_MINTER.privateKey)
  const minted: string[][] = []
  for (const [accountIndex, account] of SOLANA_DEVNET_ACCOUNTS.slice(
    0,
    SOLANA_DEVNET_NFT_HOLDERS,
  ).entries()) {
    const mints: string[] = []
    for (const [edition, artwork] of solanaDevnetNfts(accountIndex).entries()) {
      const number = accountIndex * DEVNET_NFT_ARTWORK.length + edition + 1
      const mint = await createKeyPairSignerFromPrivateKeyBytes(mintSeed(number))
      await mintToken2022Nft(svm, {
        payer,
        mint,
        owner: account.address,
        metadata: {
          name: artwork.name,
          symbol: SOLANA_DEVNET_NFT_COLLECTION.symbol,
          uri: nftMetadataUri(artwork, SOLANA_DEVNET_NFT_COLLECTION.name),
        },
      })
      mints.push(mint.address)
    }
    minted.push(mints)
  }
  return minted
}
