import { InvalidChainIdError } from '../errors/names.js'

/** SPEC §5: a wallet name to register is letters, digits and hyphens only, at least 4 characters. */
export const NAME_LABEL_PATTERN = /^[a-zA-Z0-9-]{4,63}$/

/** True when `label` (the part before the suffix) may be registered by SPEC §5's rule. */
export function isValidNameLabel(label: string): boolean {
  return NAME_LABEL_PATTERN.test(label)
}

/** ENSIP-11: an EVM chain's coin type (mainnet 60, else 0x80000000 | id); 'Invalid chainId' from 2^31. */
export function coinTypeOfChain(chainId: number): number {
  if (!Number.isSafeInteger(chainId) || chainId < 1 || chainId >= 2 ** 31)
    throw new InvalidChainIdError()
  return chainId === 1 ? 60 : (0x80000000 | chainId) >>> 0
}
