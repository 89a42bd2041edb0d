import type { SiwxFamily } from '../siwx/eip4361.js'

/**
 * What a namespace can do in the modal (SPEC §6 'Feature support by namespace'), plus facts of our own:
 * `auth` (the embedded wallet serves it), `serviceBalances` (Foyer's data service answers its balances) and
 * `signIn` (Foyer writes its sign-in messages, CAIP-122 in the row's `signIn.family`, and its service
 * checks them).
 */
export type NamespaceFeature =
  | 'balance'
  | 'onramp'
  | 'swaps'
  | 'send'
  | 'names'
  | 'activity'
  | 'nfts'
  | 'auth'
  | 'serviceBalances'
  | 'signIn'

/** One row of the namespace table. */
export type NamespaceInfo = {
  /** The chain family's name (SPEC §9 'Chain names'). */
  readonly name: string
  /** The catalogue key of the name when it is words to translate ('EVM Networks'), not a proper noun. */
  readonly nameKey?: 'evmNetworks'
  /** The account type a wallet of this family gets unless it says otherwise (SPEC §1). */
  readonly defaultAccountType?: 'eoa' | 'smartAccount' | 'payment'
  readonly features: readonly NamespaceFeature[]
  /**
   * With the 'signIn' feature: the CAIP-122 family of its sign-in messages, which fixes the header's
   * account name, the address rule and the chain id (siwx/eip4361.ts): 'Ethereum' is EIP-4361 with a
   * decimal chain id, 'Solana' CAIP-122's Solana flavour with the cluster's CAIP-2 reference.
   */
  readonly signIn?: { readonly family: SiwxFamily }
  /**
   * The address rule (SPEC §5), by name (`familyRules.ts` holds the rules, which only the modal's views use);
   * families without one accept any non-empty address.
   */
  readonly address?: AddressRule
  /**
   * SPEC §7: on a phone, the family's wallet apps open a page in their own browser, each with its link
   * (`familyRules.ts`, `solanaBrowseLinks.ts`).
   */
  readonly browseLinks?: BrowseLinks
}

/** The address rules `familyRules.ts` knows: 20 bytes of hex, or a base58 public key. */
export type AddressRule = 'hex20' | 'base58'
/** The wallet apps' browse links `familyRules.ts` knows. */
export type BrowseLinks = 'solanaWalletApps'

/**
 * Every chain namespace Foyer knows by name (CAIP-2), and what each supports. This is the only place in
 * core that names a namespace: everything else asks the table (`supports`, `isAddressFor`). eip155 and
 * solana have adapters; the rest appear only as names (SPEC §1).
 */
export const NAMESPACES = {
  eip155: {
    name: 'EVM Networks',
    nameKey: 'evmNetworks',
    defaultAccountType: 'smartAccount',
    features: [
      'balance',
      'onramp',
      'swaps',
      'send',
      'names',
      'activity',
      'nfts',
      'auth',
      'serviceBalances',
      'signIn',
    ],
    signIn: { family: 'Ethereum' },
    address: 'hex20',
  },
  solana: {
    name: 'Solana',
    defaultAccountType: 'eoa',
    features: ['balance', 'onramp', 'send', 'nfts', 'auth', 'signIn'],
    signIn: { family: 'Solana' },
    address: 'base58',
    browseLinks: 'solanaWalletApps',
  },
  bip122: { name: 'Bitcoin', defaultAccountType: 'payment', features: [] },
  polkadot: { name: 'Polkadot', defaultAccountType: 'eoa', features: [] },
  cosmos: { name: 'Cosmos', features: [] },
} as const satisfies Record<string, NamespaceInfo>
