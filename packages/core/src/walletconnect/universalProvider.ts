/**
 * The part of `@walletconnect/universal-provider` (2.21.8) that the session's owner uses, written out so that
 * core imports no SDK: the adapter that owns the session hands a loader of the real class
 * (`walletConnectSessionOwner`), which must fit this shape.
 */
export type UniversalProviderLike = {
  session?: { namespaces: Record<string, { accounts: readonly string[] }> } | undefined
  client: {
    /** The sessions and the engine: see dropDeletesOfEndedSessions.ts. */
    session: { keys: readonly string[] }
    engine: unknown
    core: {
      verify: { register: (...args: never[]) => Promise<unknown> }
      relayer: {
        connected: boolean
        on(event: 'relayer_connect' | 'relayer_disconnect', listener: () => void): unknown
        off(event: 'relayer_connect' | 'relayer_disconnect', listener: () => void): unknown
      }
    }
  }
  connect(options: { optionalNamespaces?: Record<string, unknown> }): Promise<unknown>
  request(args: never, chainId?: string): Promise<unknown>
  disconnect(): Promise<unknown>
  // biome-ignore lint/suspicious/noExplicitAny: the SDK's listeners take what each event carries
  on(event: string, listener: (...args: any[]) => void): unknown
  // biome-ignore lint/suspicious/noExplicitAny: as above
  off(event: string, listener: (...args: any[]) => void): unknown
}

/** The SDK's class as the owner needs it: `init` with the instance's settings. */
export type UniversalProviderClass<Provider extends UniversalProviderLike> = {
  init(options: {
    projectId: string
    relayUrl?: string
    metadata?: { name: string; description: string; url: string; icons: string[] } | undefined
    logger: 'silent'
    telemetryEnabled: false
    customStoragePrefix: string
  }): Promise<Provider>
}
