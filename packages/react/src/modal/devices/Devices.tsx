import { useEmbeddedDevices } from '../../hooks/useEmbeddedDevices.js'
import { useMessages } from '../../messages.js'
import { errorMessage } from '../parts/errorMessage.js'
import { DeviceRow } from './DeviceRow.js'

/**
 * The embedded wallet's devices: the browsers its account was approved on (and those whose approval waits
 * to take effect), newest first, each but this one with Remove.
 */
export function Devices() {
  const m = useMessages()
  const devices = useEmbeddedDevices()
  if (devices.isPending) return <p className="muted devices-empty">…</p>
  if (devices.error)
    return (
      <div className="devices">
        <p className="error" role="alert" data-testid="foyer-devices-error">
          {errorMessage(devices.error, m.requestFailed, m)}
        </p>
        <button type="button" className="secondary" onClick={() => void devices.refetch()}>
          {m.tryAgain}
        </button>
      </div>
    )
  return (
    <ul className="list devices" data-testid="foyer-devices">
      {devices.data.map((device) => (
        <DeviceRow key={device.id} device={device} />
      ))}
    </ul>
  )
}
