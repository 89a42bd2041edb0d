import { concat, encodeFunctionData, type Hex, numberToHex, parseAbi } from 'viem'
import type { CompiledContracts } from '../compile.js'
import { rpc } from '../rpc.js'
import { waitForReceipt } from '../seed.js'
import { CREATE2_DEPLOYER, create2Address, creationCodes, SALTS } from './artifacts.js'
import { DEVNET_ERC4337 } from './constants.js'

/** Runtime code of the CREATE2 deployer, planted if a chain lacks it (anvil has it at genesis). */
const CREATE2_DEPLOYER_CODE =
  '0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe03601600081602082378035828234f58015156039578182fd5b8082525050506014600cf3'

const ETH = 10n ** 18n
/** What the bundler holds: it pays for handleOps up front and is repaid by each operation. */
const BUNDLER_ETH = 1_000_000n * ETH
const PAYMASTER_SIGNER_ETH = 1_000n * ETH
/** The paymaster's EntryPoint deposit, topped up when under half of it. */
export const PAYMASTER_DEPOSIT = 1_000_000n * ETH

const entryPointAbi = parseAbi([
  'function balanceOf(address account) view returns (uint256)',
  'function depositTo(address account) payable',
])

const getCode = (rpcUrl: string, address: string) =>
  rpc<Hex>(rpcUrl, 'eth_getCode', [address, 'latest'])

async function topUp(rpcUrl: string, address: string, target: bigint) {
  const balance = BigInt(await rpc<Hex>(rpcUrl, 'eth_getBalance', [address, 'latest']))
  if (balance < target) await rpc(rpcUrl, 'anvil_setBalance', [address, numberToHex(target)])
}

/** Sends a transaction from the bundler (impersonated, so anvil signs) and fails when it reverts. */
async function send(rpcUrl: string, what: string, tx: { to: Hex; data: Hex; value?: bigint }) {
  const hash = await rpc<Hex>(rpcUrl, 'eth_sendTransaction', [
    {
      from: DEVNET_ERC4337.bundler.address,
      to: tx.to,
      data: tx.data,
      value: numberToHex(tx.value ?? 0n),
      gas: numberToHex(10_000_000n),
    },
  ])
  const receipt = await waitForReceipt(rpcUrl, hash)
  if (receipt.status !== '0x1') throw new Error(`devnet ERC-4337: ${what} reverted (${hash})`)
}

/**
 * Deploys ERC-4337 v0.7 through the CREATE2 deployer: the EntryPoint (at its canonical address), FoyerAccount's
 * factory and the VerifyingPaymaster; funds the bundler and the paymaster signer and keeps the paymaster's
 * EntryPoint deposit topped up. Idempotent: what has code is skipped. Run after seedTokens.
 */
export async function seedErc4337(rpcUrl: string, contracts: CompiledContracts): Promise<void> {
  if ((await getCode(rpcUrl, CREATE2_DEPLOYER)) === '0x')
    await rpc(rpcUrl, 'anvil_setCode', [CREATE2_DEPLOYER, CREATE2_DEPLOYER_CODE])
  await topUp(rpcUrl, DEVNET_ERC4337.bundler.address, BUNDLER_ETH + PAYMASTER_DEPOSIT)
  await topUp(rpcUrl, DEVNET_ERC4337.paymasterSigner.address, PAYMASTER_SIGNER_ETH)
  const codes = creationCodes(contracts)
  await rpc(rpcUrl, 'anvil_impersonateAccount', [DEVNET_ERC4337.bundler.address])
  try {
    // In this order: the factory's and the paymaster's constructors call the EntryPoint.
    for (const name of ['entryPoint', 'accountFactory', 'paymaster'] as const) {
      const address = create2Address(SALTS[name], codes[name])
      if ((await getCode(rpcUrl, address)) !== '0x') continue
      await send(rpcUrl, `deploying the ${name}`, {
        to: CREATE2_DEPLOYER,
        data: concat([SALTS[name], codes[name]]),
      })
      if ((await getCode(rpcUrl, address)) === '0x')
        throw new Error(`devnet ERC-4337: the ${name} is not at ${address} after its deployment`)
    }
    const paymaster = create2Address(SALTS.paymaster, codes.paymaster)
    const data = encodeFunctionData({
      abi: entryPointAbi,
      functionName: 'balanceOf',
      args: [paymaster],
    })
    const deposit = BigInt(
      await rpc<Hex>(rpcUrl, 'eth_call', [{ to: DEVNET_ERC4337.entryPoint, data }, 'latest']),
    )
    if (deposit < PAYMASTER_DEPOSIT / 2n)
      await send(rpcUrl, 'the paymaster deposit', {
        to: DEVNET_ERC4337.entryPoint,
        data: encodeFunctionData({
          abi: entryPointAbi,
          functionName: 'depositTo',
          args: [paymaster],
        }),
        value: PAYMASTER_DEPOSIT - deposit,
      })
  } finally {
    await rpc(rpcUrl, 'anvil_stopImpersonatingAccount', [DEVNET_ERC4337.bundler.address])
  }
  await topUp(rpcUrl, DEVNET_ERC4337.bundler.address, BUNDLER_ETH)
}
