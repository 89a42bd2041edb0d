import type { Address, Hex } from 'viem'

/** Where Farcaster's ID registry lives on Optimism; the devnet places its stand-in at the same address. */
export const DEVNET_ID_REGISTRY: Address = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'

/** A Farcaster account of the devnet: its fid, profile, and the custody key that signs for it. */
export type DevnetFarcasterUser = {
  fid: number
  username: string
  displayName: string
  bio: string
  custody: { address: Address; privateKey: Hex }
}

/**
 * The devnet's Farcaster accounts, registered on its ID registry at start. The custody key is
 * keccak256('foyer devnet farcaster custody ada'): public, never use it anywhere but a local devnet.
 */
export const DEVNET_FARCASTER_USERS = [
  {
    fid: 1729,
    username: 'ada',
    displayName: 'Ada Lovelace',
    bio: 'Test Farcaster account on the Foyer devnet',
    custody: {
      address: '0x0f688c03f8bD49Cfeb5AdDc53378d2893AC939A6',
      privateKey: '0x63c549d5e7647999caf5f09d80373735a9db1f96549a6e73c3bdc47b7ffcd3df',
    },
  },
] as const satisfies readonly DevnetFarcasterUser[]
