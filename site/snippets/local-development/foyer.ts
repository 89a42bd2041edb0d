import { createFoyer } from '@foyer/core'
import { createEvmAdapter } from '@foyer/evm'
import { defineChain } from 'viem'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const foyerDevnet = defineChain({
  id: 31337,
  name: 'Foyer Devnet',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  testnet: true,
})
const foyerDevnetL2 = defineChain({
  id: 31338,
  name: 'Foyer Devnet L2',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
  testnet: true,
})

export const foyer = createFoyer({
  projectId: 'foyer-demo',
  adapters: [createEvmAdapter({ networks: [foyerDevnet, foyerDevnetL2] })],
  apiUrl: 'http://127.0.0.1:4000', // balances, history, swaps, names, the onramp sandbox
  authUrl: 'http://localhost:4100', // e-mail and social login, passkeys, the embedded wallet
  relayUrl: 'ws://127.0.0.1:4500', // WalletConnect, through the local relay
})
