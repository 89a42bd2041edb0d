import { createFoyer } from '../createFoyer.js'
import type { SendToken } from '../state/types.js'
import { createMemoryAdapter } from './memoryAdapter.js'

/** The coin of the memory wallet's chain, 2.5 held. */
export const SEND_ETH: SendToken = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  decimals: 18,
  balance: '2.5',
  price: 3000,
}
/** A token of 6 decimals, 100 held. */
export const SEND_USDT: SendToken = {
  ...SEND_ETH,
  name: 'Tether USD',
  symbol: 'USDT',
  decimals: 6,
  balance: '100',
  price: 1,
  address: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
}
export const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** An instance connected through the memory wallet, without the services. */
export async function connectedSender(locale?: string) {
  const adapter = createMemoryAdapter()
  const foyer = createFoyer({
    adapters: [adapter],
    projectId: 'p',
    storage: null,
    ...(locale ? { locale } : {}),
  })
  await foyer.connect({ connectorUid: adapter.connector.uid })
  return { foyer, adapter }
}
