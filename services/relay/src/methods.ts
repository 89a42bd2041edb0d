import type { Connection } from './connection.js'
import { invalid } from './errors.js'
import * as p from './params.js'
import type { Publication, Routing } from './routing.js'

/** Tags the relay itself publishes under for the session shortcuts (WalletConnect's own numbers). */
const TAGS = { proposal: 1100, proposalResponse: 1101, settle: 1102 }

/** A JSON-RPC method of the relay: the connection that calls it, its params, its result. */
export type RelayMethod = (connection: Connection, params: unknown) => Promise<unknown>

const publication = (raw: unknown): Publication => {
  const params = p.object(raw)
  return {
    topic: p.topic(params.topic),
    message: p.message(params.message),
    ttl: p.ttl(params.ttl),
    tag: p.tag(params.tag),
    attestation: p.optionalText(params.attestation, 'attestation'),
  }
}

/** Checks a connection's publications against its limits, then publishes them in order. */
async function publishAll(routing: Routing, connection: Connection, publications: Publication[]) {
  connection.countPublications(
    publications.length,
    publications.reduce((sum, item) => sum + item.message.length, 0),
  )
  for (const item of publications) await routing.publish(connection, item)
}

/**
 * The part of the relay's JSON-RPC protocol `@walletconnect/sign-client` 2.21.8 uses: `irn_*`, and the
 * `wc_proposeSession` / `wc_approveSession` shortcuts the SDKs send since 2.21. Params are checked whole
 * before anything is done, so that a refused call changes nothing.
 */
export function relayMethods(routing: Routing): Record<string, RelayMethod> {
  return {
    async irn_publish(connection, params) {
      await publishAll(routing, connection, [publication(params)])
      return true
    },
    async irn_batchPublish(connection, params) {
      const { messages } = p.object(params)
      if (!Array.isArray(messages) || messages.length > 500)
        throw invalid('messages must be an array of at most 500 messages')
      await publishAll(routing, connection, messages.map(publication))
      return true
    },
    irn_subscribe: (connection, params) =>
      routing.subscribe(connection, p.topic(p.object(params).topic)),
    async irn_batchSubscribe(connection, params) {
      const topics = p.topics(p.object(params).topics)
      // Taken whole or not at all.
      connection.checkSubscriptions(topics)
      const ids: string[] = []
      for (const topic of topics) ids.push(await routing.subscribe(connection, topic))
      return ids
    },
    async irn_unsubscribe(connection, params) {
      routing.unsubscribe(connection, p.topic(p.object(params).topic))
      return true
    },
    async irn_batchUnsubscribe(connection, params) {
      const { subscriptions } = p.object(params)
      if (!Array.isArray(subscriptions)) throw invalid('subscriptions must be an array')
      const topics = subscriptions.map((item) => p.topic(p.object(item).topic))
      for (const topic of topics) routing.unsubscribe(connection, topic)
      return true
    },
    async irn_batchFetchMessages(connection, params) {
      const found = await routing.fetch(connection, p.topics(p.object(params).topics))
      const messages = found.map(({ topic, message, publishedAt, tag, attestation }) => ({
        topic,
        message,
        publishedAt,
        tag,
        ...(attestation ? { attestation } : {}),
      }))
      return { messages, hasMore: false }
    },
    // The dApp's proposal: it listens on the pairing topic, where the proposal waits for the wallet.
    async wc_proposeSession(connection, raw) {
      const params = p.object(raw)
      const pairingTopic = p.topic(params.pairingTopic, 'pairingTopic')
      const proposal: Publication = {
        topic: pairingTopic,
        message: p.message(params.sessionProposal, 'sessionProposal'),
        ttl: p.ttl(params.ttl ?? 300),
        tag: TAGS.proposal,
        attestation: p.optionalText(params.attestation, 'attestation'),
      }
      await routing.subscribe(connection, pairingTopic)
      await publishAll(routing, connection, [proposal])
      return true
    },
    // The wallet's approval: it listens on the session topic; the answer goes to the pairing topic and the
    // settlement to the session topic.
    async wc_approveSession(connection, raw) {
      const params = p.object(raw)
      const pairingTopic = p.topic(params.pairingTopic, 'pairingTopic')
      const sessionTopic = p.topic(params.sessionTopic, 'sessionTopic')
      const ttl = p.ttl(params.ttl ?? 300)
      const answer: Publication[] = [
        {
          topic: pairingTopic,
          message: p.message(params.sessionProposalResponse, 'sessionProposalResponse'),
          ttl,
          tag: TAGS.proposalResponse,
        },
        {
          topic: sessionTopic,
          message: p.message(params.sessionSettlementRequest, 'sessionSettlementRequest'),
          ttl,
          tag: TAGS.settle,
        },
      ]
      await routing.subscribe(connection, sessionTopic)
      await publishAll(routing, connection, answer)
      return true
    },
  }
}
