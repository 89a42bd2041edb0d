// `npm run phone-wallet -- '<wc: link>'`: the demo's "phone". Pairs the Foyer Phone Wallet (a WalletConnect
// wallet on the real wallet-side SDK, signing with the fourth devnet account) with the link copied from the
// demo's WalletConnect view, approves the session and every request, and keeps answering until Ctrl-C.
// FOYER_RELAY_PORT (4500) and the devnet ports of `npm start` apply here too.
import { devnetChains } from '@foyer/devnet'
import {
  PHONE_WALLET_ACCOUNT,
  PHONE_WALLET_SOLANA_ACCOUNT,
  startPhoneWallet,
} from '@foyer/test/walletconnect'

const uri = process.argv[2]
if (!uri?.startsWith('wc:')) {
  console.error("Usage: npm run phone-wallet -- 'wc:…'   (the link from the demo's Copy link)")
  process.exit(2)
}
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback)
const chains = devnetChains({
  l1: port('FOYER_DEVNET_L1_PORT', 8545),
  l2: port('FOYER_DEVNET_L2_PORT', 8546),
})
const wallet = await startPhoneWallet({
  relayUrl: `ws://127.0.0.1:${port('FOYER_RELAY_PORT', 4500)}`,
  chains: chains.map((chain) => ({
    id: chain.id,
    name: chain.name,
    rpcUrl: chain.rpcUrls.default.http[0] ?? '',
    nativeCurrency: chain.nativeCurrency,
  })),
  solanaRpcUrl: `http://127.0.0.1:${port('FOYER_DEVNET_SOLANA_PORT', 8899)}`,
})
await wallet.pair(uri)
console.log(`Foyer Phone Wallet (${PHONE_WALLET_ACCOUNT.address}, on Solana ${PHONE_WALLET_SOLANA_ACCOUNT.address}) paired; it approves every request.
Press Ctrl-C to disconnect and stop.`)
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, async () => {
    await wallet.disconnectAll().catch(() => {})
    await wallet.stop()
    process.exit(0)
  })
