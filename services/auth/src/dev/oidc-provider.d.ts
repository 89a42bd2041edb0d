// The few parts of oidc-provider (which ships no types) the local stand-in uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  type Handler = (request: IncomingMessage, response: ServerResponse) => void
  type Account = { accountId: string; claims(): Promise<Record<string, unknown>> }

  class Grant {
    constructor(options: { accountId: string; clientId: string })
    addOIDCScope(scope: string): void
    save(): Promise<string>
  }

  export default class Provider {
    constructor(
      issuer: string,
      configuration: Record<string, unknown> & {
        interactions?: { url(ctx: unknown, interaction: { uid: string }): string }
        findAccount?(ctx: unknown, id: string): Promise<Account | undefined>
      },
    )
    callback(): Handler
    Grant: typeof Grant
    AccessToken: {
      find(token: string): Promise<{ accountId?: string; clientId?: string } | undefined>
    }
    interactionDetails(
      request: IncomingMessage,
      response: ServerResponse,
    ): Promise<{ uid: string; params: Record<string, unknown> }>
    interactionFinished(
      request: IncomingMessage,
      response: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>
  }
}
