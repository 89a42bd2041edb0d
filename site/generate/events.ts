// The Events page: every FoyerEvent (core/src/events.ts) with its payload, read from the union type, and
// when it is emitted. TypeScript checks that EVENT_NOTES names every event and nothing else.
import type { FoyerEvent } from '../../packages/core/src/exports/index.js'
import { code, GENERATED, prose, table } from './markdown.js'
import { type Node, parseFile, textOf } from './parse.js'

const EVENTS_FILE = 'packages/core/src/events.ts'

/** When each event is emitted. */
export const EVENT_NOTES: { [T in FoyerEvent['type']]: string } = {
  MODAL_OPEN: 'The modal opened (`open()`, a button), on the view it shows.',
  MODAL_CLOSE: 'The modal closed.',
  CONNECT_STARTED: 'A connect began with a wallet (its connector id).',
  CONNECT_SUCCESS:
    'A connect finished; `namespace` is the adapter it went through (a session connector may connect more).',
  CONNECT_ERROR: 'A connect failed or was declined; `message` is the error’s short message.',
  DISCONNECT_SUCCESS: 'The visitor (or the host) disconnected.',
  DISCONNECT_ERROR: 'A namespace failed to disconnect.',
  SWITCH_NETWORK: 'The active network changed to `caipNetworkId`.',
  SIGN_MESSAGE_SUCCESS: '`signMessage` got a signature.',
  SIGN_MESSAGE_ERROR: '`signMessage` failed or was declined.',
  SIGN_IN_SUCCESS: 'Sign-in with the wallet (SIWX) finished for `account` (a CAIP-10 address).',
  SIGN_IN_ERROR:
    'Sign-in failed: the message could not be made, the wallet declined, or the session was refused.',
  SIGN_OUT: 'The visitor signed out, or the session ended.',
  PAY_STARTED: '`pay()` began (asset as a CAIP-19 id, amount as a decimal string).',
  PAY_SUCCESS: 'The payment settled, from the wallet or through the onramp.',
  PAY_ERROR:
    'A payment step failed (the Pay view lets the visitor try again) or the payment ended in failure.',
  PAY_CANCELLED: 'The payment was cancelled: the visitor closed the modal before paying.',
}

/** One member of the FoyerEvent union: its type and its other fields with their types. */
export type EventShape = { type: string; fields: { name: string; type: string }[] }

/** The events, in the order of the union. */
export function eventShapes(): EventShape[] {
  const parsed = parseFile(EVENTS_FILE)
  for (const statement of parsed.program.body as Node[]) {
    const declaration: Node = statement.declaration ?? statement
    if (declaration.type !== 'TSTypeAliasDeclaration' || declaration.id.name !== 'FoyerEvent')
      continue
    return (declaration.typeAnnotation.types as Node[]).map((member) => {
      const properties = member.members as Node[]
      const typeProperty = properties.find((property) => property.key.name === 'type')
      return {
        type: String(typeProperty?.typeAnnotation.typeAnnotation.literal.value),
        fields: properties
          .filter((property) => property !== typeProperty)
          .map((property) => ({
            name: property.key.name,
            type: textOf(parsed, property.typeAnnotation.typeAnnotation),
          })),
      }
    })
  }
  throw new Error(`${EVENTS_FILE} has no FoyerEvent`)
}

/** The generated Markdown of the Events page's table. */
export function eventsMarkdown(): string {
  const notes = EVENT_NOTES as Record<string, string>
  return [
    GENERATED,
    '',
    table(
      ['Event `type`', 'Payload', 'When'],
      eventShapes().map((event) => [
        `<span id="${event.type.toLowerCase()}">\`${event.type}\`</span>`,
        event.fields.length === 0
          ? '—'
          : event.fields.map((field) => code(`${field.name}: ${field.type}`)).join('<br>'),
        prose(notes[event.type] ?? ''),
      ]),
    ),
    '',
  ].join('\n')
}
