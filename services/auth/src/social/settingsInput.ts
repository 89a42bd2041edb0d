import { ConfigError } from '@foyer/server'
import {
  isSocialProvider,
  PROVIDER_PRESETS,
  type ProviderSettings,
  SOCIAL_PROVIDERS,
  type SocialProvider,
} from './providers.js'

/** What an operator may change of a preset. */
export type ProviderOverrides = {
  clientId: string
  issuer?: string | undefined
  authorizationUrl?: string | undefined
  tokenUrl?: string | undefined
  userUrl?: string | undefined
  scopes?: string[] | undefined
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** A provider's address: https, or http on loopback only (a local stand-in). */
function endpoint(name: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new ConfigError(`${name} is not a valid address: ${value}`)
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.has(url.hostname)))
    throw new ConfigError(`${name} must be an https address (http only on loopback): ${value}`)
  return value
}

/** The provider named on the command line. */
export function providerName(value: string | undefined): SocialProvider {
  if (!value || !isSocialProvider(value))
    throw new ConfigError(`--provider must be one of ${SOCIAL_PROVIDERS.join(', ')}`)
  return value
}

/** A preset with the operator's client id and overrides, checked. */
export function providerSettings(
  provider: SocialProvider,
  overrides: ProviderOverrides,
): ProviderSettings {
  if (!/^[\x21-\x7e]{1,256}$/.test(overrides.clientId))
    throw new ConfigError('--client-id must be 1 to 256 printable characters')
  const scopes = overrides.scopes ?? PROVIDER_PRESETS[provider].scopes
  if (scopes.some((scope) => !/^[\x21\x23-\x5b\x5d-\x7e]{1,64}$/.test(scope)))
    throw new ConfigError('--scope must be a scope name (printable, no spaces or quotes)')
  const preset = PROVIDER_PRESETS[provider]
  return {
    ...preset,
    clientId: overrides.clientId,
    scopes,
    issuer: endpoint('--issuer', overrides.issuer) ?? preset.issuer,
    authorizationUrl:
      endpoint('--authorization-url', overrides.authorizationUrl) ?? preset.authorizationUrl,
    tokenUrl: endpoint('--token-url', overrides.tokenUrl) ?? preset.tokenUrl,
    userUrl: endpoint('--user-url', overrides.userUrl) ?? preset.userUrl,
  }
}
