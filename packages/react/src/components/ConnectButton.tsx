import { openModal } from '@foyer/core'
import { useFoyer } from '../hooks/useFoyer.js'
import { useFoyerAccount } from '../hooks/useFoyerAccount.js'
import { useButtonText } from '../locale.js'
import { AccountLabel } from './AccountLabel.js'
import { FoyerButton } from './FoyerButton.js'

export type ConnectButtonProps = { label?: string | undefined; className?: string | undefined }

/** Opens the modal. Connected, it shows the address and balance and opens the Account view. */
export function ConnectButton({ label, className }: ConnectButtonProps) {
  const foyer = useFoyer()
  const connectWallet = useButtonText('connectWallet')
  const account = useFoyerAccount()
  return (
    <FoyerButton
      testId="foyer-connect-button"
      quiet={account.isConnected}
      className={className}
      onClick={() => openModal(foyer)}
    >
      {account.isConnected ? (
        <AccountLabel address={account.address ?? ''} />
      ) : (
        (label ?? connectWallet)
      )}
    </FoyerButton>
  )
}
