import {
  type Address,
  decodeFunctionResult,
  encodeAbiParameters,
  encodeFunctionData,
  type Hex,
  keccak256,
  numberToHex,
  pad,
  parseAbi,
} from 'viem'
import {
  DEVNET_ACCOUNTS,
  DEVNET_FUNDED_ACCOUNT_COUNT,
  DEVNET_MINTER,
  DEVNET_ONRAMP_TREASURY,
} from './accounts.js'
import type { CompiledContracts } from './compile.js'
import { DEVNET_FARCASTER_USERS, DEVNET_ID_REGISTRY } from './farcaster.js'
import { rpc } from './rpc.js'
import {
  DEVNET_MULTICALL3,
  DEVNET_SMART_ACCOUNT,
  DEVNET_SPAM_TOKEN,
  DEVNET_TOKENS,
  type DevnetTokenKind,
} from './tokens.js'

/** The Solidity contract behind each token kind. */
export const TOKEN_CONTRACTS: Record<DevnetTokenKind, string> = {
  standard: 'FoyerToken',
  stable: 'FoyerUSD',
  noReturn: 'TetherUSD',
  zeroDecimals: 'FoyerPoints',
}

const abi = parseAbi([
  'function balanceOf(address) view returns (uint256)',
  'function mint(address to, uint256 value)',
])

async function balanceOf(rpcUrl: string, token: Address, owner: Address): Promise<bigint> {
  const data = encodeFunctionData({ abi, functionName: 'balanceOf', args: [owner] })
  const result = await rpc<Hex>(rpcUrl, 'eth_call', [{ to: token, data }, 'latest'])
  return decodeFunctionResult({ abi, functionName: 'balanceOf', data: result })
}

/** Waits for `hash`'s receipt (anvil automines; a short wait covers a busy node). */
export async function waitForReceipt(rpcUrl: string, hash: Hex, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const receipt = await rpc<{ status: Hex } | null>(rpcUrl, 'eth_getTransactionReceipt', [hash])
    if (receipt) return receipt
    if (Date.now() > deadline) throw new Error(`transaction ${hash} was not mined`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

async function mint(rpcUrl: string, token: Address, to: Address, value: bigint): Promise<void> {
  const data = encodeFunctionData({ abi, functionName: 'mint', args: [to, value] })
  // Anvil signs for its default accounts; automine includes the transaction before it answers.
  const hash = await rpc<Hex>(rpcUrl, 'eth_sendTransaction', [
    { from: DEVNET_MINTER.address, to: token, data },
  ])
  const receipt = await waitForReceipt(rpcUrl, hash)
  if (receipt.status !== '0x1') throw new Error(`mint on ${token} reverted (${hash})`)
}

/** The onramp sandbox's treasury holds this many times a dev account's share of each devnet token… */
const TREASURY_TOKEN_MULTIPLE = 10_000n
/** …and this much ETH (wei), so that its checkout can pay for a long while before a restart. */
const TREASURY_ETH = 1_000_000n * 10n ** 18n

/**
 * Places the devnet tokens' runtime code at their fixed addresses and tops the funded dev accounts
 * up to each token's `fundedBalance` (the spam token included: its "airdrop"), and the onramp sandbox's
 * treasury up to TREASURY_TOKEN_MULTIPLE times that (not the spam token) and TREASURY_ETH. Also places the
 * Multicall3-compatible contract at its canonical address and the ERC-1271 smart account at its own.
 * Idempotent: re-running keeps storage and
 * mints only what is missing, so balances never grow past the target.
 */
export async function seedTokens(rpcUrl: string, contracts: CompiledContracts): Promise<void> {
  const multicall = contracts.Multicall3
  if (!multicall) throw new Error('contract Multicall3 was not compiled')
  await rpc(rpcUrl, 'anvil_setCode', [DEVNET_MULTICALL3, multicall.deployedBytecode])
  const smartAccount = contracts.DevSmartAccount
  if (!smartAccount) throw new Error('contract DevSmartAccount was not compiled')
  await rpc(rpcUrl, 'anvil_setCode', [DEVNET_SMART_ACCOUNT.address, smartAccount.deployedBytecode])
  await rpc(rpcUrl, 'anvil_setStorageAt', [
    DEVNET_SMART_ACCOUNT.address,
    '0x0',
    pad(DEVNET_SMART_ACCOUNT.owner, { size: 32 }),
  ])
  const seeded = [
    ...DEVNET_TOKENS.map((token) => ({ ...token, contract: TOKEN_CONTRACTS[token.kind] })),
    DEVNET_SPAM_TOKEN,
  ]
  for (const token of seeded) {
    const contract = contracts[token.contract]
    if (!contract) throw new Error(`contract ${token.contract} was not compiled`)
    await rpc(rpcUrl, 'anvil_setCode', [token.address, contract.deployedBytecode])
    for (const account of DEVNET_ACCOUNTS.slice(0, DEVNET_FUNDED_ACCOUNT_COUNT)) {
      const balance = await balanceOf(rpcUrl, token.address, account.address)
      if (balance < token.fundedBalance) {
        await mint(rpcUrl, token.address, account.address, token.fundedBalance - balance)
      }
    }
    if (token.address === DEVNET_SPAM_TOKEN.address) continue
    const target = token.fundedBalance * TREASURY_TOKEN_MULTIPLE
    const held = await balanceOf(rpcUrl, token.address, DEVNET_ONRAMP_TREASURY.address)
    if (held < target)
      await mint(rpcUrl, token.address, DEVNET_ONRAMP_TREASURY.address, target - held)
  }
  const eth = BigInt(
    await rpc<Hex>(rpcUrl, 'eth_getBalance', [DEVNET_ONRAMP_TREASURY.address, 'latest']),
  )
  if (eth < TREASURY_ETH)
    await rpc(rpcUrl, 'anvil_setBalance', [
      DEVNET_ONRAMP_TREASURY.address,
      numberToHex(TREASURY_ETH),
    ])
}

/** The storage slot of `mapping[key]` for a mapping declared at `slot` (Solidity's layout). */
function mappingSlot(keyType: 'address' | 'uint256', key: Address | bigint, slot: bigint): Hex {
  return keccak256(
    encodeAbiParameters([{ type: keyType }, { type: 'uint256' }], [key as never, slot]),
  )
}

/**
 * Places the stand-in for Farcaster's ID registry at its Optimism address and writes the devnet's Farcaster
 * accounts into it (`idOf` is slot 0, `custodyOf` slot 1): what Sign In With Farcaster's verification reads.
 * Idempotent: the same values every time.
 */
export async function seedFarcaster(rpcUrl: string, contracts: CompiledContracts): Promise<void> {
  const registry = contracts.DevIdRegistry
  if (!registry) throw new Error('contract DevIdRegistry was not compiled')
  await rpc(rpcUrl, 'anvil_setCode', [DEVNET_ID_REGISTRY, registry.deployedBytecode])
  for (const user of DEVNET_FARCASTER_USERS) {
    const fid = BigInt(user.fid)
    await rpc(rpcUrl, 'anvil_setStorageAt', [
      DEVNET_ID_REGISTRY,
      mappingSlot('address', user.custody.address, 0n),
      numberToHex(fid, { size: 32 }),
    ])
    await rpc(rpcUrl, 'anvil_setStorageAt', [
      DEVNET_ID_REGISTRY,
      mappingSlot('uint256', fid, 1n),
      pad(user.custody.address, { size: 32 }),
    ])
  }
}
