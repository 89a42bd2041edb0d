import { type Address, erc20Abi, getAddress } from 'viem'

/**
 * The seven Tether (USDT) contracts whose `transfer` returns nothing, unlike ERC-20's `returns (bool)`
 * (SPEC §4): Ethereum, Polygon, Avalanche C-Chain, Optimism, Arbitrum One, BNB Smart Chain and Celo.
 * Public contract addresses; the Ethereum one is also where the devnet puts its no-return token.
 */
export const TETHER_ADDRESSES: readonly Address[] = [
  '0xdAC17F958D2ee523a2206206994597C13D831ec7',
  '0xc2132D05D31c914a87C6611C10748AEb04B58e8F',
  '0x9702230A8Ea53601f5cD2dc00fDBc13d4dF4A8c7',
  '0x94b008aA00579c1307B0EF2c499aD98a8ce58e58',
  '0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9',
  '0x55d398326f99059fF775485246999027B3197955',
  '0x48065fbBE25f71C9282ddf5e1cD6D6A887483D5e',
]

/** `transfer(address,uint256)` with no return value, as Tether's contracts declare it. */
export const noReturnTransferAbi = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'value', type: 'uint256' },
    ],
    outputs: [],
  },
] as const

/** The ABI to call `transfer` on `token` with: Tether's for the seven Tether contracts, ERC-20's otherwise. */
export function transferAbiFor(token: string): typeof noReturnTransferAbi | typeof erc20Abi {
  const address = getAddress(token)
  return TETHER_ADDRESSES.includes(address) ? noReturnTransferAbi : erc20Abi
}
