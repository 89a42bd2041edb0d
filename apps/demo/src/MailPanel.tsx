import { inboxUrl } from './config.js'
import { Panel } from './Panel.js'

/** Where the e-mail login's codes arrive in development: the dev stack's mail sink. */
export function MailPanel() {
  if (!inboxUrl) return null
  return (
    <Panel id="inbox" title="Mail">
      <p>
        E-mail login sends its codes to a local mail sink, not to a real mailbox:{' '}
        <a href={inboxUrl} target="_blank" rel="noreferrer" data-testid="demo-inbox">
          open the inbox
        </a>
        .
      </p>
    </Panel>
  )
}
