import { apiUrl } from './config.js'
import { DEMO_SWITCHES, toggled } from './switches.js'

/**
 * The demo's query switches as links that reload the page with the switch flipped, each saying whether it
 * is on (the page reads them once, at load).
 */
export function DemoSwitches() {
  const search = window.location.search
  const query = new URLSearchParams(search)
  return (
    <section className="panel" aria-labelledby="switches-title">
      <h2 id="switches-title">Demo switches</h2>
      <p className="panel-intro">
        Each one reloads the page with its query parameter turned on or off.
      </p>
      <ul className="switches">
        {DEMO_SWITCHES.map(({ key, label, description, needsServices }) => {
          const on = query.has(key)
          const unavailable = needsServices && !apiUrl
          return (
            <li key={key}>
              <a
                className="switch"
                href={toggled(search, key)}
                data-testid={`demo-switch-${key}`}
                data-on={on}
                aria-describedby={`switch-${key}-description`}
              >
                <span className="switch-label">{label}</span>
                <span className="switch-state">{on ? 'On' : 'Off'}</span>
              </a>
              <p id={`switch-${key}-description`} className="switch-description">
                <code>?{key}</code> {description}
                {unavailable ? ' This build has no services, so it stays off.' : ''}
              </p>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
