// Browser-safe: the devnet's ERC-4337 addresses and accounts, as plain data.
import type { Address } from 'viem'
import type { DevnetAccount } from '../accounts.js'

/**
 * ERC-4337 v0.7 on both devnet chains, at the same addresses: the EntryPoint at its canonical address
 * (viem's `entryPoint07Address`), FoyerAccount's factory and the devnet's VerifyingPaymaster, all deployed
 * through the deterministic CREATE2 deployer (erc4337/seed.ts; a chain test checks these against the
 * deployment). The paymaster signer approves sponsorship for the bundler's ERC-7677 service; the bundler sends
 * the `handleOps` transactions. Their keys are keccak256 of 'foyer devnet erc4337 paymaster signer' and
 * 'foyer devnet erc4337 bundler': public, for a local devnet only; neither is one of anvil's ten accounts.
 */
export const DEVNET_ERC4337 = {
  entryPoint: '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
  accountFactory: '0x8672dbc1ADC7E3cBe7BCecAF73C42c07fA155bc3',
  paymaster: '0xeF3cD607d124728c6BA328e5973F269dc5250cA6',
  paymasterSigner: {
    address: '0xB6C0a623cfb2FC41f47843671542334BE18895Be',
    privateKey: '0xeae14fe8af612be42b9969b0c7a14f719f6c858696f84905ae3162364a3726dc',
  },
  bundler: {
    address: '0xa603c55087B28A6Cc5EF02EbA026A1071B0b9032',
    privateKey: '0x2edd9386818e07dba923e8f03469b5224afafde460ed3580736c15df08051be4',
  },
} as const satisfies {
  entryPoint: Address
  accountFactory: Address
  paymaster: Address
  paymasterSigner: DevnetAccount
  bundler: DevnetAccount
}
