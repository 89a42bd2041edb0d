// ERC-7811 `wallet_getAssets` on the connected wallet's EIP-1193 provider. The answer is returned as the
// wallet gave it (core checks it, SPEC §3 'Wallet asset'); a wallet that keys it by chain has the asked
// chain's list taken out.

type Provider = { request(arguments_: { method: string; params?: unknown }): Promise<unknown> }

/** The wallet's assets of `address` on `chainId`: its answer, or the chain's list from a per-chain map. */
export async function getWalletAssets(
  provider: Provider,
  { address, chainId }: { address: string; chainId: number },
): Promise<unknown> {
  const hexChainId = `0x${chainId.toString(16)}`
  const answer = await provider.request({
    method: 'wallet_getAssets',
    params: [{ account: address, chainFilter: [hexChainId] }],
  })
  if (answer === null || typeof answer !== 'object' || Array.isArray(answer)) return answer
  // ERC-7811 keys the lists by hex chain id; a wallet may write it with leading zeros or in upper case.
  const entry = Object.entries(answer).find(([key]) => isChain(key, chainId))
  return entry ? entry[1] : answer
}

function isChain(key: string, chainId: number): boolean {
  if (/^0x[0-9a-fA-F]+$/.test(key)) return Number.parseInt(key.slice(2), 16) === chainId
  return key === String(chainId) || key === `eip155:${chainId}`
}
