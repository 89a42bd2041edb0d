import type { NameRecord } from '../api/schemas.js'
import { coinTypeOfChain, isValidNameLabel } from '../utils/names.js'

/** A wallet name typed where an address goes: a label SPEC §5 allows, then a suffix (`alice.foyer.id`). */
export function looksLikeName(value: string): boolean {
  const [label = '', ...suffix] = value.trim().split('.')
  return (
    suffix.length > 0 &&
    suffix.every((part) => /^[a-zA-Z0-9-]+$/.test(part)) &&
    isValidNameLabel(label)
  )
}

/**
 * The address a name holds for an EVM chain: the one of the chain's ENSIP-11 coin type, else any EVM
 * coin type's (an EVM account has the same address on every EVM chain); undefined when it has none.
 */
export function nameAddressFor(record: NameRecord, chainId: number): string | undefined {
  let coinType: number | undefined
  try {
    coinType = coinTypeOfChain(chainId)
  } catch {
    // A chain id from 2^31 has no coin type of its own: any EVM address will do.
  }
  const own = coinType === undefined ? undefined : record.addresses[String(coinType)]
  if (own) return own.address
  const evm = Object.entries(record.addresses).find(([coinType]) => {
    const value = Number(coinType)
    return value === 60 || value >= 0x80000000
  })
  return evm?.[1].address
}
