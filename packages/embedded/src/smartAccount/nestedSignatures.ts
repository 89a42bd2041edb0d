import {
  type Address,
  BaseError,
  concat,
  getTypesForEIP712Domain,
  type Hex,
  hashDomain,
  hashStruct,
  type LocalAccount,
  numberToHex,
  type SignableMessage,
  size,
  stringToHex,
  type TypedDataDefinition,
  type TypedDataParameter,
  toPrefixedMessage,
  zeroHash,
} from 'viem'

// ERC-7739 signatures of a FoyerAccount (devnet/contracts/NestedSignatures.sol): the owner key never signs an
// application's hash itself — the owner's EOA and every other account of the key would accept that signature
// too, on every chain — but the hash nested in typed data naming the account and its chain, which a wallet
// still shows readably. The account's isValidSignature rebuilds the same nesting.

/** FoyerAccount's EIP-712 domain: the contract's name and version, the account and its chain. */
export type FoyerAccountDomain = {
  name: 'FoyerAccount'
  version: '1'
  chainId: number
  verifyingContract: Address
}

export const foyerAccountDomain = (chainId: number, account: Address): FoyerAccountDomain => ({
  name: 'FoyerAccount',
  version: '1',
  chainId,
  verifyingContract: account,
})

/** An EIP-191 message as the account checks it: `PersonalSign(bytes prefixed)` in the account's domain. */
export function signNestedMessage(
  owner: LocalAccount,
  domain: FoyerAccountDomain,
  message: SignableMessage,
): Promise<Hex> {
  return owner.signTypedData({
    domain,
    types: { PersonalSign: [{ name: 'prefixed', type: 'bytes' }] },
    primaryType: 'PersonalSign',
    message: { prefixed: toPrefixedMessage(message) },
  })
}

/**
 * An application's typed data as the account checks it: `TypedDataSign(<primary type> contents, …the account's
 * domain)` in the application's domain, signed by the owner, then wrapped as ERC-7739 lays out (owner signature,
 * application domain separator, contents hash, contents description, its length in two bytes).
 */
export async function signNestedTypedData(
  owner: LocalAccount,
  domain: FoyerAccountDomain,
  typedData: TypedDataDefinition,
): Promise<Hex> {
  const { primaryType, message } = typedData
  const appDomain = typedData.domain ?? {}
  const types = typedData.types as Record<string, readonly TypedDataParameter[]>
  if (primaryType === 'EIP712Domain')
    throw new BaseError(
      'A smart account cannot sign a bare EIP-712 domain (ERC-7739 nests contents)',
    )
  if (!/^[^a-z,)( \0][^,)( \0]*$/.test(primaryType))
    throw new BaseError(
      `A smart account cannot sign typed data whose primary type is "${primaryType}": ERC-7739 needs a name starting with no lowercase letter`,
    )
  const { EIP712Domain: givenDomainTypes, ...contentTypes } = types
  const domainTypes = givenDomainTypes ?? getTypesForEIP712Domain({ domain: appDomain })
  const signature = await owner.signTypedData({
    domain: appDomain,
    types: {
      ...contentTypes,
      EIP712Domain: domainTypes,
      TypedDataSign: [
        { name: 'contents', type: primaryType },
        { name: 'name', type: 'string' },
        { name: 'version', type: 'string' },
        { name: 'chainId', type: 'uint256' },
        { name: 'verifyingContract', type: 'address' },
        { name: 'salt', type: 'bytes32' },
      ],
    },
    primaryType: 'TypedDataSign',
    message: { contents: message, ...domain, salt: zeroHash },
  } as Parameters<LocalAccount['signTypedData']>[0])
  const contentsType = encodeContentsType(contentTypes, primaryType)
  // Implicit mode when the type string starts with the primary type; otherwise (a referenced type sorts before
  // it) explicit mode: the name follows the type string.
  const description = stringToHex(
    contentsType.startsWith(`${primaryType}(`) ? contentsType : `${contentsType}${primaryType}`,
  )
  return concat([
    signature,
    // viem types these for literal typed data; ours is read at run time (as eth_signTypedData_v4 passes it).
    hashDomain({ domain: appDomain, types: { EIP712Domain: domainTypes } } as Parameters<
      typeof hashDomain
    >[0]),
    hashStruct({ data: message, primaryType, types: contentTypes }),
    description,
    numberToHex(size(description), { size: 2 }),
  ])
}

/**
 * The contents' part of TypedDataSign's EIP-712 type string: the primary type and every type it references,
 * sorted by name, as EIP-712 encodes the types TypedDataSign references.
 */
function encodeContentsType(
  types: Record<string, readonly TypedDataParameter[]>,
  primaryType: string,
): string {
  const found = new Set<string>()
  const visit = (name: string) => {
    if (found.has(name) || !types[name]) return
    found.add(name)
    for (const field of types[name]) visit(field.type.replace(/(\[\d*\])+$/, ''))
  }
  visit(primaryType)
  return [...found]
    .sort()
    .map((name) => `${name}(${(types[name] ?? []).map((f) => `${f.type} ${f.name}`).join(',')})`)
    .join('')
}
