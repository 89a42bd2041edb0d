import type { Address } from 'viem'

/** Where a chain's swaps go: a Uniswap V2 Router02 (its factory and wrapped coin are read from it). */
export type SwapNetwork = {
  router: Address
  /**
   * Tokens a route may pass through besides the wrapped coin (one hop at most), e.g. the chain's main
   * stablecoin. The wrapped coin is always one.
   */
  bases?: readonly Address[] | undefined
}

/**
 * Uniswap V2's Router02 on the 12 EVM networks that swap out of the box (SPEC §9 'Swap networks: 12 EVM
 * chains'), from Uniswap's published deployment list. A chain of FOYER_API_CHAINS with one of these ids swaps
 * through it unless its `swap` says otherwise (`false` turns swaps off, an object names another router).
 */
export const UNISWAP_V2_ROUTERS: Readonly<Record<number, Address>> = {
  1: '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D',
  10: '0x4A7b5Da61326A6379179b40d00F57E5bbDC962c2',
  56: '0x4752ba5DBc23f44D87826276BF6Fd6b1C372aD24',
  130: '0x284f11109359a7e1306c3e447ef14d38400063ff',
  137: '0xedf6066a2b290C185783862C7F4776A2C8077AD1',
  480: '0x541aB7c31A119441eF3575F6973277DE0eF460bd',
  8453: '0x4752ba5dbc23f44d87826276bf6fd6b1c372ad24',
  42161: '0x4752ba5dbc23f44d87826276bf6fd6b1c372ad24',
  43114: '0x4752ba5dbc23f44d87826276bf6fd6b1c372ad24',
  81457: '0xBB66Eb1c5e875933D44DAe661dbD80e5D9B03035',
  7777777: '0xa00F34A632630EFd15223B1968358bA4845bEEC7',
  11155111: '0xeE567Fe1712Faf6149d80dA1E6934E354124CfE3',
}

/** The swap network of a chain: its own `swap` setting, else the preset for its id, else none. */
export function swapNetworkOf(chain: {
  id: number
  swap?: SwapNetwork | false | undefined
}): SwapNetwork | undefined {
  if (chain.swap === false) return undefined
  if (chain.swap) return chain.swap
  const router = UNISWAP_V2_ROUTERS[chain.id]
  return router ? { router } : undefined
}
