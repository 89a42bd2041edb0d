import { createFoyer } from '@foyer/core'
import { createEvmAdapter } from '@foyer/evm'
import { defineChain } from 'viem'

// The devnet's chains under their own names (viem's `anvil` chain would show as "Anvil").
const devnetChain = (id: number, name: string, rpcUrl: string) =>
  defineChain({
    id,
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  })
const foyerDevnet = devnetChain(31337, 'Foyer Devnet', 'http://127.0.0.1:8545')
const foyerDevnetL2 = devnetChain(31338, 'Foyer Devnet L2', 'http://127.0.0.1:8546')

export const foyer = createFoyer({
  projectId: 'foyer-demo',
  adapters: [createEvmAdapter({ networks: [foyerDevnet, foyerDevnetL2] })],
  apiUrl: 'http://127.0.0.1:4000', // balances, history, swaps, names, the onramp sandbox
  authUrl: 'http://localhost:4100', // e-mail and social login, passkeys, the embedded wallet
  relayUrl: 'ws://127.0.0.1:4500', // WalletConnect, through the local relay
})
