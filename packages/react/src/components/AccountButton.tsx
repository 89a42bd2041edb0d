import { openModal } from '@foyer/core'
import { useFoyer } from '../hooks/useFoyer.js'
import { useFoyerAccount } from '../hooks/useFoyerAccount.js'
import { AccountLabel } from './AccountLabel.js'
import { FoyerButton } from './FoyerButton.js'

/** The connected account (balance and address); opens the Account view. Renders nothing while disconnected. */
export function AccountButton({ className }: { className?: string | undefined }) {
  const foyer = useFoyer()
  const account = useFoyerAccount()
  if (!account.isConnected) return null
  return (
    <FoyerButton
      testId="foyer-account-button"
      quiet
      className={className}
      onClick={() => openModal(foyer, { view: 'Account' })}
    >
      <AccountLabel address={account.address ?? ''} />
    </FoyerButton>
  )
}
