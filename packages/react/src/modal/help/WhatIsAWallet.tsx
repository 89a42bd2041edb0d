import type { FoyerState, MessageKey } from '@foyer/core'
import { goBack, pushView } from '@foyer/core/internal'
import type { ReactNode } from 'react'
import { useCallback } from 'react'
import { useFoyer } from '../../hooks/useFoyer.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { useMessages } from '../../messages.js'
import { KeyIcon, VaultIcon } from './helpIcons.js'
import { walletlessLogin } from './walletlessLogin.js'

/** What a wallet is, in two points: each a picture, a title and a line. */
const POINTS: readonly { Icon: () => ReactNode; title: MessageKey; text: MessageKey }[] = [
  { Icon: VaultIcon, title: 'walletHomeTitle', text: 'walletHome' },
  { Icon: KeyIcon, title: 'walletLoginTitle', text: 'walletLogin' },
]

/**
 * For a visitor who has no wallet (issue 21, #11): what a wallet is, in two lines, then the ways on —
 * get one from the directory, or (when the host offers it) sign in with e-mail or a social account, which
 * makes one for them.
 */
export function WhatIsAWallet() {
  const foyer = useFoyer()
  const m = useMessages()
  const walletless = useFoyerSelector(
    useCallback((state: FoyerState) => walletlessLogin(state, foyer.options), [foyer]),
  )
  const directory = foyer.api !== undefined && foyer.options.features.allWallets
  return (
    <div className="help" data-testid="foyer-what-is-a-wallet">
      <ul className="help-points">
        {POINTS.map(({ Icon, title, text }) => (
          <li key={title}>
            <span className="help-icon" aria-hidden="true">
              <Icon />
            </span>
            <span>
              <strong>{m[title]}</strong>
              <span className="muted">{m[text]}</span>
            </span>
          </li>
        ))}
      </ul>
      {directory ? (
        <button
          type="button"
          className="primary"
          data-testid="foyer-get-wallet"
          onClick={() => pushView(foyer, 'GetWallet')}
        >
          {m.getAWallet}
        </button>
      ) : null}
      {walletless ? (
        <div className="help-walletless">
          <strong>{m.walletlessTitle}</strong>
          <span className="muted">{m.walletless}</span>
          <button
            type="button"
            className="secondary"
            data-testid="foyer-help-walletless"
            onClick={() => goBack(foyer)}
          >
            {m.continue}
          </button>
        </div>
      ) : null}
    </div>
  )
}
