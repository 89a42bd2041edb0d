import type { SiwxConfig, SiwxSession } from '../siwx/types.js'

const DEFAULTS = { sessions: [] as SiwxSession[], required: false, failGet: false, failSet: false }

/** A session as a config keeps it, for `account` (CAIP-10); its fields are not read by core here. */
export const sessionOf = (account: string) =>
  ({
    data: { accountAddress: account },
    message: 'signed in',
    signature: '0x1',
  }) as unknown as SiwxSession

/**
 * A host's own SIWX config, in memory. What `store` holds (a test may change it) decides its answers:
 * `sessions` for any account, `required` as its getRequired(), `failGet` / `failSet` when its store cannot be
 * read / written. `kept` records each setSessions.
 */
export function memorySiwx(options: Partial<typeof DEFAULTS> = {}) {
  const store = { ...DEFAULTS, ...options }
  const kept: SiwxSession[][] = []
  const siwx: SiwxConfig = {
    createMessage: async () => {
      throw new Error('no message is signed in these tests')
    },
    addSession: async () => {},
    revokeSession: async () => {},
    getSessions: async () => {
      if (store.failGet) throw new Error('store is down')
      return store.sessions
    },
    setSessions: async (given) => {
      if (store.failSet) throw new Error('store is down')
      kept.push(given)
    },
    getRequired: () => store.required,
  }
  return { siwx, kept, store }
}
