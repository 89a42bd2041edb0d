import { DEVNET_CHAIN_IDS, DEVNET_ENS, waitForDevnetReceipt } from '@foyer/devnet'
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  defineChain,
  http,
  isAddressEqual,
  parseAbi,
} from 'viem'
import type { EnsGatewayConfig, ServiceConfig } from '../config.js'

const offchainResolverAbi = parseAbi([
  'function url() view returns (string)',
  'function setUrl(string newUrl)',
])

/** The ENS gateway of a service serving the devnet: the devnet's gateway signer, for its off-chain resolver. */
export function devnetEnsGateway(): EnsGatewayConfig {
  return {
    signerKey: DEVNET_ENS.gatewaySigner.privateKey,
    resolver: DEVNET_ENS.offchainResolver,
  }
}

/** The EIP-3668 URL template of the gateway of the service at `publicUrl` (the GET form). */
export function ensGatewayUrl(publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/ccip/{sender}/{data}.json`
}

/**
 * Points the devnet's off-chain resolver, on each devnet chain the service follows, at this service's ENS
 * gateway (`config.publicUrl`), so that wallet names resolve in ENS clients. The devnet starts before the
 * services, on ports of its own, and does not know where they will listen: the dev stack tells it here, as
 * the resolver's owner (impersonated). Only when the service signs for the devnet's resolver; a chain
 * without the devnet's ENS is left alone. The last service started on a devnet is the one its names reach.
 */
export async function pointDevnetEnsGateway(config: ServiceConfig): Promise<void> {
  const gateway = config.ensGateway
  if (!gateway || !isAddressEqual(gateway.resolver, DEVNET_ENS.offchainResolver)) return
  const url = ensGatewayUrl(config.publicUrl)
  for (const chain of config.chains) {
    if (!(DEVNET_CHAIN_IDS as readonly number[]).includes(chain.id)) continue
    const viemChain = defineChain({
      id: chain.id,
      name: chain.name,
      nativeCurrency: chain.nativeCurrency,
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    })
    const transport = http(chain.rpcUrl)
    const reader = createPublicClient({ chain: viemChain, transport })
    if (!(await reader.getCode({ address: DEVNET_ENS.offchainResolver }))) continue
    const current = await reader.readContract({
      address: DEVNET_ENS.offchainResolver,
      abi: offchainResolverAbi,
      functionName: 'url',
    })
    if (current === url) continue
    const anvil = createTestClient({ chain: viemChain, mode: 'anvil', transport })
    const admin = createWalletClient({ account: DEVNET_ENS.admin, chain: viemChain, transport })
    await anvil.impersonateAccount({ address: DEVNET_ENS.admin })
    try {
      const hash = await admin.writeContract({
        address: DEVNET_ENS.offchainResolver,
        abi: offchainResolverAbi,
        functionName: 'setUrl',
        args: [url],
      })
      const receipt = await waitForDevnetReceipt(reader, hash, { intervalMs: 50 })
      if (receipt.status !== 'success') throw new Error(`devnet ENS: setUrl reverted (${hash})`)
    } finally {
      await anvil.stopImpersonatingAccount({ address: DEVNET_ENS.admin })
    }
  }
}
