import { LOCALES } from '@foyer/core'
import { useFoyerLocale, useFoyerTheme } from '@foyer/react'
import { demoLocale } from './config.js'
import { Panel } from './Panel.js'
import { withParam } from './switches.js'

/**
 * The modal's theme mode and language, both changed live through Foyer's hooks; the language can also be
 * fixed at load with `?locale=` (without it, the browser's languages choose), which a link here sets.
 */
export function Preferences() {
  const { themeMode, setThemeMode } = useFoyerTheme()
  const { locale, setLocale } = useFoyerLocale()
  const language = locale.split('-')[0] ?? locale
  const search = window.location.search
  return (
    <Panel id="theme" title="Theme and language" intro="The modal and this page follow both, live.">
      <div className="fields">
        <label className="field">
          <span>Theme mode</span>
          <select
            value={themeMode}
            onChange={(event) => setThemeMode(event.target.value as typeof themeMode)}
          >
            <option value="system">System</option>
            <option value="light">Light</option>
            <option value="dark">Dark</option>
          </select>
        </label>
        <label className="field">
          <span>Language</span>
          <select
            value={language}
            data-testid="demo-locale"
            onChange={(event) => void setLocale(event.target.value)}
          >
            {LOCALES.map(({ tag, name }) => (
              <option key={tag} value={tag} lang={tag}>
                {name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="hint">
        {demoLocale === language ? (
          <>
            Opened with <code>?locale={demoLocale}</code>.{' '}
            <a href={withParam(search, 'locale', undefined)} data-testid="demo-switch-locale">
              Let the browser's languages choose
            </a>
          </>
        ) : (
          <a href={withParam(search, 'locale', language)} data-testid="demo-switch-locale">
            Reload in this language (<code>?locale={language}</code>)
          </a>
        )}
      </p>
    </Panel>
  )
}
