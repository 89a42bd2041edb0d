import type { Connector, SocialLogin as SocialLoginParameters } from '@foyer/core'
import { pushView } from '@foyer/core/internal'
import { useState } from 'react'
import { useFoyer } from '../../hooks/useFoyer.js'
import { useMessages } from '../../messages.js'
import { isPhone } from '../parts/isPhone.js'
import { SOCIAL_PROVIDER_NAMES } from './socialProviders.js'

/** How many providers show before "More": the first as a wide button, the next ones in a row. */
const FIRST_ROW = 3

/**
 * Social login (SPEC §1 providers, in the host's order): the first provider as a wide button, the next few
 * in a row, the rest behind "More". A press opens the provider's page in a popup — opened right in the
 * press, as browsers only allow then — and ConnectingExternal runs the login; on a phone there is no popup
 * and the provider's page replaces this one. Farcaster goes to ConnectingFarcaster.
 */
export function SocialLogin({
  connector,
  providers,
}: {
  connector: Connector
  providers: readonly SocialLoginParameters['provider'][]
}) {
  const foyer = useFoyer()
  const m = useMessages()
  const [expanded, setExpanded] = useState(false)
  const [first, ...rest] = providers
  const shown = expanded ? rest : rest.slice(0, FIRST_ROW)

  const start = (provider: SocialLoginParameters['provider']) => {
    // Farcaster signs in through a Farcaster client (a QR code, or the app on this phone): no popup.
    if (provider === 'farcaster')
      return pushView(foyer, 'ConnectingFarcaster', { connectorUid: connector.uid })
    const popup = isPhone() ? null : openPopup()
    pushView(foyer, 'ConnectingExternal', {
      connectorUid: connector.uid,
      social: { provider, popup },
    })
  }

  if (!first) return null
  return (
    <div className="social-login" data-testid="foyer-social-login">
      <button
        type="button"
        className="secondary social-wide"
        data-testid={`foyer-social-${first}`}
        onClick={() => start(first)}
      >
        {formatContinue(m.continueWith, SOCIAL_PROVIDER_NAMES[first])}
      </button>
      {shown.length > 0 ? (
        <div className="social-row">
          {shown.map((provider) => (
            <button
              key={provider}
              type="button"
              className="secondary"
              data-testid={`foyer-social-${provider}`}
              onClick={() => start(provider)}
            >
              {SOCIAL_PROVIDER_NAMES[provider]}
            </button>
          ))}
          {!expanded && rest.length > FIRST_ROW ? (
            <button
              type="button"
              className="secondary"
              aria-expanded={false}
              data-testid="foyer-social-more"
              onClick={() => setExpanded(true)}
            >
              {m.more}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}

const formatContinue = (text: string, name: string) => text.replace('{name}', name)

function openPopup(): Window | null {
  const width = 480
  const height = 640
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2)
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2)
  // No 'noopener': the page must read the popup's address once the provider sends it back here.
  return window.open(
    '',
    'foyer-social-login',
    `popup,width=${width},height=${height},left=${left},top=${top}`,
  )
}
