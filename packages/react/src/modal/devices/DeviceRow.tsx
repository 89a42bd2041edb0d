import { type EmbeddedDevice, formatMessage, showToast } from '@foyer/core'
import { useFoyer } from '../../hooks/useFoyer.js'
import { useRevokeEmbeddedDevice } from '../../hooks/useRevokeEmbeddedDevice.js'
import { useIntlLocale, useMessages } from '../../messages.js'
import { errorMessage } from '../parts/errorMessage.js'

/** One device: which it is, when it was approved and last used, and Remove for any but this one. */
export function DeviceRow({ device }: { device: EmbeddedDevice }) {
  const foyer = useFoyer()
  const m = useMessages()
  const locale = useIntlLocale()
  const revoke = useRevokeEmbeddedDevice()
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })
  const date = (iso: string) => dates.format(new Date(iso))
  const onRemove = () =>
    revoke
      .revokeEmbeddedDeviceAsync({ id: device.id })
      .then(() => showToast(foyer, { variant: 'success', message: m.deviceRemoved }))
      .catch((error: unknown) =>
        showToast(foyer, { variant: 'error', message: errorMessage(error, m.requestFailed, m) }),
      )
  return (
    <li
      className="device"
      data-testid="foyer-device"
      data-current={device.current}
      data-waiting={device.waiting}
    >
      <div className="device-text">
        <span className="row-label">
          {device.current ? m.thisDevice : m.otherDevice}
          {device.waiting ? <span className="device-badge">{m.deviceWaiting}</span> : null}
        </span>
        <span className="muted">
          {formatMessage(device.waiting ? m.deviceWaitingFrom : m.deviceApproved, {
            date: date(device.approvedAt),
          })}
        </span>
        {device.waiting ? null : (
          <span className="muted">
            {device.lastUsedAt
              ? formatMessage(m.deviceLastUsed, { date: date(device.lastUsedAt) })
              : m.deviceNotUsed}
          </span>
        )}
      </div>
      {device.current ? null : (
        <button
          type="button"
          className="secondary danger"
          disabled={revoke.isPending}
          aria-busy={revoke.isPending}
          data-testid="foyer-device-remove"
          onClick={onRemove}
        >
          {m.removeDevice}
        </button>
      )}
    </li>
  )
}
