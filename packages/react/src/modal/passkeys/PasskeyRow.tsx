import { type EmbeddedPasskey, formatMessage } from '@foyer/core'
import { useIntlLocale, useMessages } from '../../messages.js'

/** One passkey: its number in the list (passkeys have no names), when it was added and last used. */
export function PasskeyRow({ passkey, number }: { passkey: EmbeddedPasskey; number: number }) {
  const m = useMessages()
  const locale = useIntlLocale()
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })
  const date = (iso: string) => dates.format(new Date(iso))
  return (
    <li className="device" data-testid="foyer-passkey">
      <div className="device-text">
        <span className="row-label">
          {formatMessage(m.passkeyName, { number: new Intl.NumberFormat(locale).format(number) })}
        </span>
        <span className="muted">
          {formatMessage(m.passkeyAddedOn, { date: date(passkey.createdAt) })}
        </span>
        <span className="muted">
          {passkey.lastUsedAt
            ? formatMessage(m.deviceLastUsed, { date: date(passkey.lastUsedAt) })
            : m.passkeyNotUsed}
        </span>
      </div>
    </li>
  )
}
