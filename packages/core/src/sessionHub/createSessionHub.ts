import { rememberHub, type SessionHub, type SessionListener } from './sessionHub.js'

// Made by the adapters' connector chunks, which load after the page's entry; the entry only asks which shared
// values are hubs (sessionHub.ts). A module of its own so that the entry does not hold it (issue 38: the entry
// keeps every export of its modules that a later chunk uses).

/** A fresh hub with no session and no owner yet. */
export function createSessionHub<Session, Owner extends object, Join = true>(): SessionHub<
  Session,
  Owner,
  Join
> {
  const listeners = new Set<SessionListener<Session>>()
  const hub: SessionHub<Session, Owner, Join> = {
    joined: new Map(),
    connector: undefined,
    session: undefined,
    owner: {},
    refreshConnectors: undefined,
    adopt: undefined,
    async announce(session) {
      hub.session = session
      await Promise.allSettled([...listeners].map(async (listener) => listener(session)))
    },
    join(namespace, join, listener) {
      hub.joined.set(namespace, join)
      listeners.add(listener)
      hub.refreshConnectors?.()
      if (hub.session !== undefined) void listener(hub.session)
      return () => {
        listeners.delete(listener)
        hub.joined.delete(namespace)
      }
    },
  }
  rememberHub(hub)
  return hub
}
