import { describe, expect, test, vi } from 'vitest'
import { inABrowserLikePage } from '../_test/browserLike.js'
import { createMemoryAdapter, createMemorySession } from '../_test/memoryAdapter.js'
import { untilState } from '../_test/untilState.js'
import { parseCaipNetworkId } from '../caip/networkId.js'
import { createFoyer, type Foyer } from '../createFoyer.js'
import { createSiwx } from '../siwx/createSiwx.js'
import { parseSiweMessage, parseSiwxMessage } from '../siwx/eip4361.js'
import { fromSiweConfig } from '../siwx/fromSiweConfig.js'
import { createEip4361Messenger, createSiwxMessenger } from '../siwx/siwxMessenger.js'
import type { SiweConfig, SiwxConfig, SiwxSession, SiwxStorage } from '../siwx/types.js'

// Sign-in with the wallet (SPEC §4 'Wallet sign-in', §8) on the memory wallet, whose signature of a message
// is `signed:<message>`; the sessions live in a map, checked by a verifier that knows that signature.

inABrowserLikePage()

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** Sessions kept by account; `fail` makes every read throw (a service that is down). */
function memorySessions() {
  const kept = new Map<string, SiwxSession>()
  const key = (chainId: string, address: string) =>
    `${parseCaipNetworkId(chainId).namespace}:${address}`
  const state = { fail: false, sets: 0 }
  const storage: SiwxStorage = {
    async add(session) {
      kept.set(key(session.data.chainId, session.data.accountAddress), session)
    },
    async set(sessions) {
      state.sets++
      kept.clear()
      for (const session of sessions) await storage.add(session)
    },
    async get(chainId, address) {
      if (state.fail) throw new Error('service down')
      const session = kept.get(key(chainId, address))
      return session ? [session] : []
    },
    async delete(chainId, address) {
      kept.delete(key(chainId, address))
    },
  }
  return { storage, kept, state }
}

function setup({ required = true, verifies = true } = {}) {
  const sessions = memorySessions()
  let nonces = 0
  const siwx = createSiwx({
    messenger: createEip4361Messenger({
      domain: 'app.example',
      uri: 'https://app.example',
      statement: 'Sign in to the example.',
      getNonce: async () => `nonce${String(++nonces).padStart(4, '0')}`,
    }),
    storage: sessions.storage,
    verifiers: [
      {
        namespace: 'eip155',
        verify: async (session) => verifies && session.signature === `signed:${session.message}`,
      },
    ],
    required,
  })
  const adapter = createMemoryAdapter()
  const foyer = createFoyer({ adapters: [adapter], projectId: 'p', storage: null, siwx })
  return { foyer, adapter, sessions }
}

/** Connects the memory wallet from the open modal, as the Connect view does. */
async function connectFromModal(foyer: Foyer) {
  // The sign-in reactions load with the instance's deferred parts, long before a visitor's click.
  await foyer.internal.deferredParts
  foyer.open()
  await foyer.connect({ connectorUid: 'memory-1' })
  await settle()
}

describe('sign-in after connect', () => {
  test('an account connected before the sign-in reactions have loaded is still asked to sign in', async () => {
    const { foyer } = setup()
    foyer.open()
    await foyer.connect({ connectorUid: 'memory-1' })
    await foyer.internal.deferredParts
    expect(foyer.getState().router.view).toBe('ConnectingSiwe')
    // The session check the reactions start answers 'signed out': the prompt stays for the visitor.
    await untilState(foyer, (state) => state.signIn.status === 'signedOut')
    expect(foyer.getState()).toMatchObject({ open: true, signIn: { required: true } })
    expect(foyer.getState().router.view).toBe('ConnectingSiwe')
  })

  test('a connect without a session goes on to ConnectingSiwe, and signing in closes the modal', async () => {
    const { foyer, sessions } = setup()
    const events: string[] = []
    foyer.events.subscribe((event) => events.push(event.type))
    await connectFromModal(foyer)
    expect(foyer.getState().open).toBe(true)
    expect(foyer.getState().router.view).toBe('ConnectingSiwe')
    expect(foyer.getState().signIn).toMatchObject({ status: 'signedOut', required: true })

    const { signIn } = await import('./signIn.js')
    const session = await signIn(foyer)
    // The wallet signed an EIP-4361 message for this account and network.
    const fields = parseSiweMessage(session.message)
    expect(fields).toMatchObject({
      domain: 'app.example',
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      chainId: 1,
      nonce: 'nonce0001',
      statement: 'Sign in to the example.',
    })
    expect(session.signature).toBe(`signed:${session.message}`)
    expect(sessions.kept.size).toBe(1)
    expect(foyer.getState().signIn).toMatchObject({ status: 'signedIn', session })
    expect(foyer.getState().open).toBe(false)
    expect(events).toContain('SIGN_IN_SUCCESS')
  })

  test('an account that is signed in already is not asked again, on any of its networks', async () => {
    const { foyer } = setup()
    await connectFromModal(foyer)
    const { signIn } = await import('./signIn.js')
    await signIn(foyer)
    await foyer.switchNetwork({ caipNetworkId: 'eip155:10' } as never).catch(() => {})
    await settle()
    expect(foyer.getState().signIn.status).toBe('signedIn')
    expect(foyer.getState().open).toBe(false)
  })

  test('a declined signature says so and keeps the prompt; a smart account hears it may not be supported', async () => {
    const { foyer, adapter } = setup()
    await connectFromModal(foyer)
    const { signIn } = await import('./signIn.js')
    adapter.rejectNextSignature()
    await expect(signIn(foyer)).rejects.toMatchObject({ shortMessage: 'Signature declined' })
    await settle()
    expect(foyer.getState().signIn).toMatchObject({
      status: 'signedOut',
      error: { key: 'signatureDeclined' },
    })
    expect(foyer.getState().router.view).toBe('ConnectingSiwe')
    expect(foyer.getState().toast).toMatchObject({
      variant: 'error',
      message: { key: 'signatureDeclined' },
    })

    // Closed while the wallet asked, the prompt reopens on the failure.
    const account = foyer.getState().accounts.eip155
    if (!account) throw new Error('not connected')
    foyer.store.setState((state) => ({
      accounts: { ...state.accounts, eip155: { ...account, preferredAccountType: 'smartAccount' } },
    }))
    adapter.rejectNextSignature()
    const attempt = signIn(foyer)
    foyer.store.setState({ open: false })
    await expect(attempt).rejects.toMatchObject({
      shortMessage: 'This application might not support Smart Accounts',
    })
    expect(foyer.getState().open).toBe(true)
    expect(foyer.getState().router.view).toBe('ConnectingSiwe')
  })

  test('a session the verifier refuses is not kept', async () => {
    const { foyer, sessions } = setup({ verifies: false })
    await connectFromModal(foyer)
    const { signIn } = await import('./signIn.js')
    await expect(signIn(foyer)).rejects.toMatchObject({ code: 'SIWX_REFUSED' })
    expect(sessions.kept.size).toBe(0)
    expect(foyer.getState().signIn.status).toBe('signedOut')
  })

  test('closing the prompt unsigned disconnects when sign-in is required…', async () => {
    const { foyer } = setup({ required: true })
    await connectFromModal(foyer)
    foyer.close()
    await settle()
    expect(foyer.getState().accounts.eip155?.status).toBe('disconnected')
    expect(foyer.getState().signIn.status).toBe('idle')
  })

  test('…and leaves the wallet connected, not signed in, when it is not', async () => {
    const { foyer } = setup({ required: false })
    await connectFromModal(foyer)
    foyer.close()
    await settle()
    expect(foyer.getState().accounts.eip155?.status).toBe('connected')
    expect(foyer.getState().signIn.status).toBe('signedOut')
  })

  test('a config that cannot answer: SPEC §8 text, disconnected, back to Connect', async () => {
    const { foyer, sessions } = setup()
    sessions.state.fail = true
    await connectFromModal(foyer)
    await settle()
    expect(foyer.getState().toast).toMatchObject({
      variant: 'error',
      message: { key: 'signInInitFailed' },
    })
    expect(foyer.getState().accounts.eip155?.status).toBe('disconnected')
    expect(foyer.getState().router.view).toBe('Connect')
  })

  test('a disconnect signs out; a reconnect with a kept session is signed in without a prompt', async () => {
    const { foyer, sessions } = setup()
    await connectFromModal(foyer)
    const { signIn } = await import('./signIn.js')
    await signIn(foyer)
    // Connected from code with the modal closed: the kept session is found, nothing opens.
    await foyer.disconnect()
    await settle()
    expect(sessions.state.sets).toBe(1)
    expect(sessions.kept.size).toBe(0)
    await sessions.storage.add({
      data: {
        chainId: 'eip155:1',
        accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        domain: 'app.example',
        uri: 'https://app.example',
        version: '1',
        nonce: 'nonce9999',
      },
      message: 'm',
      signature: 'signed:m',
    })
    await foyer.connect({ connectorUid: 'memory-1' })
    await settle()
    expect(foyer.getState().signIn.status).toBe('signedIn')
    expect(foyer.getState().open).toBe(false)
  })

  test('a network the app does not offer pauses sign-in; a disconnect from there still signs out', async () => {
    const { foyer, adapter, sessions } = setup()
    await connectFromModal(foyer)
    const { signIn } = await import('./signIn.js')
    await signIn(foyer)
    adapter.walletSwitchesTo(999)
    await settle()
    expect(foyer.getState().signIn.status).toBe('idle')
    expect(sessions.kept.size).toBe(1)
    adapter.walletSwitchesTo(1)
    await settle()
    expect(foyer.getState().signIn.status).toBe('signedIn')
    adapter.walletSwitchesTo(999)
    await settle()
    await foyer.disconnect()
    await settle()
    expect(sessions.kept.size).toBe(0)
  })

  test('a session of two namespaces prompts once, for the active account', async () => {
    const session = createMemorySession({ email: 'a@example.com' })
    const sessions = memorySessions()
    const siwx: SiwxConfig = createSiwx({
      messenger: createEip4361Messenger({
        domain: 'app.example',
        uri: 'https://app.example',
        getNonce: async () => 'nonce0001',
      }),
      storage: sessions.storage,
    })
    const foyer = createFoyer({
      adapters: [
        createMemoryAdapter({ session }),
        createMemoryAdapter({ namespace: 'solana', session }),
      ],
      projectId: 'p',
      storage: null,
      siwx,
    })
    const opened: string[] = []
    foyer.events.subscribe((event) => {
      if (event.type === 'MODAL_OPEN') opened.push(event.view)
    })
    await foyer.connect({ connectorUid: session.connector.uid })
    await settle()
    expect(opened).toEqual(['ConnectingSiwe'])
    expect(foyer.getState().signIn).toMatchObject({
      status: 'signedOut',
      account: 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    })
  })
})

describe('the legacy siweConfig', () => {
  function legacy(overrides: Partial<SiweConfig> = {}) {
    let session: { address: string; chainId: number } | null = null
    const calls: string[] = []
    const config: SiweConfig = {
      getNonce: async () => {
        calls.push('getNonce')
        return 'legacy0001'
      },
      getMessageParams: async () => ({ domain: 'legacy.example', uri: 'https://legacy.example' }),
      getSession: async () => session,
      verifyMessage: async ({ message, signature }) => {
        calls.push('verifyMessage')
        const ok = signature === `signed:${message}`
        if (ok) session = { address: parseSiweMessage(message).address, chainId: 1 }
        return ok
      },
      signOut: async () => {
        calls.push('signOut')
        session = null
        return true
      },
      onSignIn: () => calls.push('onSignIn'),
      onSignOut: () => calls.push('onSignOut'),
      ...overrides,
    }
    return { config, calls }
  }

  test('maps onto SIWX: its nonce, its check, its session and its sign-out', async () => {
    const { config, calls } = legacy()
    const siwx = fromSiweConfig(config)
    const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    expect(await siwx.getSessions('eip155:1', address)).toEqual([])
    const message = await siwx.createMessage({ chainId: 'eip155:1', accountAddress: address })
    expect(parseSiweMessage(message.toString())).toMatchObject({
      domain: 'legacy.example',
      nonce: 'legacy0001',
      address,
    })
    const text = message.toString()
    await siwx.addSession({ data: message, message: text, signature: `signed:${text}` })
    expect(await siwx.getSessions('eip155:1', address.toLowerCase())).toHaveLength(1)
    await expect(
      siwx.addSession({ data: message, message: text, signature: 'forged' }),
    ).rejects.toMatchObject({ code: 'SIWX_INVALID_SESSION' })
    await siwx.setSessions([])
    expect(calls).toEqual([
      'getNonce',
      'verifyMessage',
      'onSignIn',
      'verifyMessage',
      'signOut',
      'onSignOut',
    ])
    expect(siwx.getRequired?.()).toBe(true)
  })

  test("a host's own createMessage gets the DID address other kits gave it", async () => {
    const createMessage = vi.fn(() => 'host text')
    const siwx = fromSiweConfig(legacy({ createMessage }).config)
    const message = await siwx.createMessage({ chainId: 'eip155:10', accountAddress: '0xabc' })
    expect(message.toString()).toBe('host text')
    expect(createMessage).toHaveBeenCalledWith(
      expect.objectContaining({
        address: 'did:pkh:eip155:10:0xabc',
        chainId: 10,
        nonce: 'legacy0001',
      }),
    )
  })

  test('siweConfig works as an option: the prompt shows after connect', async () => {
    const foyer = createFoyer({
      adapters: [createMemoryAdapter()],
      projectId: 'p',
      storage: null,
      siweConfig: legacy().config,
    })
    await connectFromModal(foyer)
    await settle()
    expect(foyer.getState().router.view).toBe('ConnectingSiwe')
  })
})

describe('Solana accounts', () => {
  const SOLANA_ACCOUNT = 'solana:devnet:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
  const SOLANA_ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

  async function connectSolana(foyer: Foyer) {
    foyer.open()
    await foyer.connect({ connectorUid: 'memory-solana-1' })
    await settle()
  }

  test('sign in with the Solana flavour of CAIP-122, checked by their verifier', async () => {
    const sessions = memorySessions()
    const verified: string[] = []
    const siwx = createSiwx({
      messenger: createSiwxMessenger({
        domain: 'app.example',
        uri: 'https://app.example',
        getNonce: async () => 'nonce0001',
      }),
      storage: sessions.storage,
      verifiers: [
        {
          namespace: 'solana',
          verify: async (session) => {
            verified.push(session.data.chainId)
            return session.signature === `signed:${session.message}`
          },
        },
      ],
    })
    const foyer = createFoyer({
      adapters: [createMemoryAdapter({ namespace: 'solana' })],
      projectId: 'p',
      storage: null,
      siwx,
    })
    await connectSolana(foyer)
    // No longer skipped: the prompt shows, and the developer is not told sign-in is missing.
    expect(foyer.getState().router.view).toBe('ConnectingSiwe')
    expect(foyer.getState().signIn).toMatchObject({ status: 'signedOut', account: SOLANA_ACCOUNT })
    expect(console.warn).not.toHaveBeenCalledWith(expect.stringContaining('not part of Foyer yet'))

    const { signIn } = await import('./signIn.js')
    const session = await signIn(foyer)
    expect(parseSiwxMessage(session.message)).toMatchObject({
      family: 'Solana',
      fields: { domain: 'app.example', address: SOLANA_ADDRESS, chainId: 'devnet' },
    })
    expect(session.message.split('\n')[0]).toBe(
      'app.example wants you to sign in with your Solana account:',
    )
    expect(session.data).toMatchObject({ chainId: 'solana:devnet', accountAddress: SOLANA_ADDRESS })
    expect(verified).toEqual(['solana:devnet'])
    expect(foyer.getState().signIn).toMatchObject({ status: 'signedIn', account: SOLANA_ACCOUNT })
    expect(foyer.getState().open).toBe(false)
  })

  test('siwx: true keeps a Solana session in the service, read back on its cluster', async () => {
    const service = fakeSessionService()
    vi.stubGlobal('fetch', service.fetch)
    // The page the message is for: Foyer's own messenger takes the domain and URI from it.
    vi.stubGlobal('location', { host: 'app.example', origin: 'https://app.example' })
    const kept = new Map<string, string>()
    const foyer = createFoyer({
      adapters: [createMemoryAdapter({ namespace: 'solana' })],
      projectId: 'p',
      apiUrl: 'http://api.test',
      storage: {
        getItem: (key) => kept.get(key) ?? null,
        setItem: (key, value) => kept.set(key, value),
        removeItem: (key) => kept.delete(key),
      },
      features: { analytics: false },
      metadata: { name: 'Example', description: '', url: 'https://app.example', icons: [] },
      siwx: true,
    })
    await connectSolana(foyer)
    await vi.waitFor(() => expect(foyer.getState().signIn.status).toBe('signedOut'))
    const { checkSignIn } = await import('./checkSignIn.js')
    const { signIn } = await import('./signIn.js')
    await signIn(foyer)
    // The service got a Solana message and the wallet's signature of it.
    const [posted] = service.posted
    expect(parseSiwxMessage(posted?.message ?? '')).toMatchObject({
      family: 'Solana',
      fields: {
        domain: 'app.example',
        address: SOLANA_ADDRESS,
        chainId: 'devnet',
        statement: 'Sign in to Example.',
      },
    })
    expect(posted?.signature).toBe(`signed:${posted?.message}`)
    expect(Object.keys(JSON.parse(kept.get('foyer.signInSessions') ?? '{}'))).toEqual([
      `solana:${SOLANA_ADDRESS}`,
    ])

    // Asked again (a reload, a network change): the service's record, whose chain id is the cluster's
    // reference, stands for a session on solana:devnet.
    expect(await checkSignIn(foyer)).toBe('signedIn')
    expect(foyer.getState().signIn.session?.data).toMatchObject({
      chainId: 'solana:devnet',
      accountAddress: SOLANA_ADDRESS,
      nonce: 'nonce0001abcd',
    })
    foyer.destroy()
  })

  test('the legacy siweConfig signs in EVM accounts only: a Solana account connects, and the developer is told', async () => {
    const getNonce = vi.fn(async () => 'legacy0001')
    const foyer = createFoyer({
      adapters: [createMemoryAdapter({ namespace: 'solana' })],
      projectId: 'p',
      storage: null,
      siweConfig: {
        getNonce,
        getSession: async () => null,
        verifyMessage: async () => true,
        signOut: async () => true,
      },
    })
    await connectSolana(foyer)
    expect(foyer.getState().signIn.status).toBe('idle')
    expect(foyer.getState().accounts.solana?.status).toBe('connected')
    expect(getNonce).not.toHaveBeenCalled()
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringContaining('siweConfig: Sign-In with Ethereum signs in EVM accounts only'),
    )
  })
})

/** Foyer's `/v1/sessions` as far as the client needs it, keeping sessions as the service does. */
function fakeSessionService() {
  const records = new Map<string, Record<string, unknown>>()
  const posted: { message: string; signature: string }[] = []
  const notFound = () =>
    Response.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 })
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input))
    const method = init?.method ?? 'GET'
    if (method === 'POST' && url.pathname === '/v1/sessions/nonce')
      return Response.json({ nonce: 'nonce0001abcd' })
    if (method === 'POST' && url.pathname === '/v1/sessions') {
      const body = JSON.parse(String(init?.body)) as { message: string; signature: string }
      posted.push(body)
      const { family, fields } = parseSiwxMessage(body.message)
      // As the service keeps them: an EVM chain id as a number, a Solana cluster's reference as text.
      const data = family === 'Ethereum' ? { ...fields, chainId: Number(fields.chainId) } : fields
      const account = `${family === 'Ethereum' ? 'eip155' : 'solana'}:${fields.chainId}:${fields.address}`
      const id = `session${records.size + 1}`
      const expiresAt = new Date(Date.now() + 60_000).toISOString()
      records.set(id, {
        pci: `pci${records.size + 1}`,
        account,
        data,
        message: body.message,
        signature: body.signature,
        createdAt: new Date().toISOString(),
        expiresAt,
      })
      return Response.json({ id, pci: `pci${records.size}`, account, expiresAt }, { status: 201 })
    }
    const read = /^\/v1\/sessions\/([^/]+)$/.exec(url.pathname)
    const record =
      read && method === 'GET' ? records.get(decodeURIComponent(read[1] ?? '')) : undefined
    return record ? Response.json(record) : notFound()
  })
  return { fetch, posted, records }
}
