import { InvalidChainIdError } from '../errors/names.js'
import { nameLabelProblem } from '../names/nameLabel.js'

/** True when `label` (the part before the suffix) may be registered by SPEC §5's rule (letters, digits, hyphens, 4–63). */
export function isValidNameLabel(label: string): boolean {
  return nameLabelProblem(label) === undefined
}

/** ENSIP-11: an EVM chain's coin type (mainnet 60, else 0x80000000 | id); 'Invalid chainId' from 2^31. */
export function coinTypeOfChain(chainId: number): number {
  if (!Number.isSafeInteger(chainId) || chainId < 1 || chainId >= 2 ** 31)
    throw new InvalidChainIdError()
  return chainId === 1 ? 60 : (0x80000000 | chainId) >>> 0
}
