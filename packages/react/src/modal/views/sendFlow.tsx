// For the bundler only: every lazy chunk reaches the modal's entry (docs/decisions.md, "One dependency
// set for lazy chunks").
import '../modalChunk.js'
// The send feature's chunk: loaded with import() the first time one of its views is shown, and never
// when features.send is false.
import { Send } from './Send.js'
import { SendPreview } from './SendPreview.js'
import { SendSelectToken } from './SendSelectToken.js'

/** One of the send views. */
export function SendFlow({ view }: { view: 'Send' | 'SendSelectToken' | 'SendPreview' }) {
  switch (view) {
    case 'Send':
      return <Send />
    case 'SendSelectToken':
      return <SendSelectToken />
    case 'SendPreview':
      return <SendPreview />
  }
}
