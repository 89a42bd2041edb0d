import { ConfigError } from '@foyer/server'
import { expect, test } from 'vitest'
import { relayOptionsFromEnv } from './config.js'

// The relay's settings: what an operator writes is read as meant, and a mistake stops the start with a
// message naming the variable.

test('origins, the data service, the database and limits are read from the environment', () => {
  expect(
    relayOptionsFromEnv({
      FOYER_RELAY_ALLOWED_ORIGINS:
        'https://wallet.example, https://*.shop.example,http://127.0.0.1:5173',
      FOYER_RELAY_API_URL: 'https://api.example',
      DATABASE_URL: 'postgres://relay@db/relay',
      FOYER_RELAY_LIMITS: '{"subscriptionsPerConnection": 200, "connectionsPerAddress": 20}',
      FOYER_TRUST_PROXY: '1',
    }),
  ).toEqual({
    allowedOrigins: ['https://wallet.example', 'https://*.shop.example', 'http://127.0.0.1:5173'],
    apiUrl: 'https://api.example',
    databaseUrl: 'postgres://relay@db/relay',
    limits: { subscriptionsPerConnection: 200, connectionsPerAddress: 20 },
    trustProxy: 1,
  })
  expect(relayOptionsFromEnv({})).toEqual({
    allowedOrigins: [],
    apiUrl: undefined,
    databaseUrl: undefined,
    limits: {},
    trustProxy: 0,
  })
})

test('mistakes name the variable', () => {
  for (const [env, message] of [
    [{ FOYER_RELAY_ALLOWED_ORIGINS: 'https://shop.example/app' }, 'FOYER_RELAY_ALLOWED_ORIGINS'],
    [{ FOYER_RELAY_ALLOWED_ORIGINS: 'shop.example' }, 'FOYER_RELAY_ALLOWED_ORIGINS'],
    [{ FOYER_RELAY_API_URL: 'not a url' }, 'FOYER_RELAY_API_URL'],
    [{ FOYER_RELAY_LIMITS: '{"subscriptions": 5}' }, 'unknown limit subscriptions'],
    [{ FOYER_RELAY_LIMITS: '{"storedBytes": -1}' }, 'storedBytes must be a positive integer'],
    [{ FOYER_RELAY_LIMITS: '[1]' }, 'FOYER_RELAY_LIMITS'],
    [{ FOYER_TRUST_PROXY: 'yes' }, 'FOYER_TRUST_PROXY'],
  ] as const) {
    expect(() => relayOptionsFromEnv(env)).toThrow(ConfigError)
    expect(() => relayOptionsFromEnv(env)).toThrow(message)
  }
})
