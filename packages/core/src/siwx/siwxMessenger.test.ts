import { describe, expect, test } from 'vitest'
import { EVM_ADDRESS, MAINNET, SOLANA_ADDRESS } from '../_test/signInMessages.js'
import { signInFamily } from '../namespaces/supports.js'
import { NAMESPACES, type NamespaceInfo } from '../namespaces/table.js'
import { KNOWN_NAMESPACES } from '../types/caip.js'
import {
  parseSiweMessage,
  parseSiwxMessage,
  SiweMessageError,
  SiwxMessageError,
} from './eip4361.js'
import { createFamilyMessenger } from './eip4361Messenger.js'
import { createEip4361Messenger, createSiwxMessenger } from './siwxMessenger.js'

// The messenger writes each account's sign-in message in the family the namespace table names for it (the
// messages themselves: eip4361/*.test.ts).

describe('the namespace table and the messenger', () => {
  test("every namespace with the 'signIn' feature names its message family, and only those", () => {
    for (const namespace of KNOWN_NAMESPACES) {
      const info: NamespaceInfo = NAMESPACES[namespace]
      expect(info.features.includes('signIn'), namespace).toBe(info.signIn !== undefined)
    }
    expect(signInFamily('eip155')).toBe('Ethereum')
    expect(signInFamily('solana')).toBe('Solana')
    expect(signInFamily('bip122')).toBeUndefined()
    expect(signInFamily('toString')).toBeUndefined()
  })

  const parameters = {
    domain: 'app.example',
    uri: 'https://app.example',
    statement: 'Sign in to the example.',
    getNonce: async () => 'nonce0001',
  }

  test('writes the family of the account: Solana for a solana network, EIP-4361 for eip155', async () => {
    const messenger = createSiwxMessenger(parameters)
    const forSolana = await messenger.createMessage({
      chainId: `solana:${MAINNET}`,
      accountAddress: SOLANA_ADDRESS,
    })
    expect(parseSiwxMessage(forSolana.toString())).toMatchObject({
      family: 'Solana',
      fields: {
        domain: 'app.example',
        address: SOLANA_ADDRESS,
        chainId: MAINNET,
        nonce: 'nonce0001',
        statement: 'Sign in to the example.',
      },
    })
    expect(forSolana).toMatchObject({
      chainId: `solana:${MAINNET}`,
      accountAddress: SOLANA_ADDRESS,
    })

    const forEvm = await messenger.createMessage({
      chainId: 'eip155:10',
      accountAddress: EVM_ADDRESS,
    })
    expect(parseSiweMessage(forEvm.toString())).toMatchObject({ chainId: 10, address: EVM_ADDRESS })
    expect(createEip4361Messenger).toBe(createSiwxMessenger)
  })

  test('refuses a namespace without sign-in (before asking a nonce) and an address of the wrong family', async () => {
    let nonces = 0
    const messenger = createSiwxMessenger({
      ...parameters,
      getNonce: async () => `nonce000${++nonces}`,
    })
    await expect(
      messenger.createMessage({
        chainId: 'bip122:000000000019d6689c085ae165831e93',
        accountAddress: 'bc1q',
      }),
    ).rejects.toThrow(SiwxMessageError)
    expect(nonces).toBe(0)
    await expect(
      messenger.createMessage({ chainId: `solana:${MAINNET}`, accountAddress: EVM_ADDRESS }),
    ).rejects.toThrow(/address .* is not a Solana address/)
    await expect(
      messenger.createMessage({ chainId: 'eip155:1', accountAddress: SOLANA_ADDRESS }),
    ).rejects.toThrow(SiweMessageError)
  })

  test('the chunk-side messenger asks the family it is handed, not the table', async () => {
    const asked: string[] = []
    const messenger = createFamilyMessenger(parameters, (namespace) => {
      asked.push(namespace)
      return 'Solana'
    })
    const message = await messenger.createMessage({
      chainId: 'polkadot:devnet',
      accountAddress: SOLANA_ADDRESS,
    })
    expect(asked).toEqual(['polkadot'])
    expect(message.toString()).toContain('\nChain ID: devnet\n')
  })
})
