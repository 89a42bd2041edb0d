import { openModal } from '@foyer/core'
import { useFoyer } from '../hooks/useFoyer.js'
import { useFoyerAccount } from '../hooks/useFoyerAccount.js'
import { useMessages } from '../messages.js'
import { AccountLabel } from './AccountLabel.js'
import { FoyerButton } from './FoyerButton.js'

export type ConnectButtonProps = { label?: string | undefined; className?: string | undefined }

/** Opens the modal. Connected, it shows the address and balance and opens the Account view. */
export function ConnectButton({ label, className }: ConnectButtonProps) {
  const foyer = useFoyer()
  const m = useMessages()
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
        (label ?? m.connectWallet)
      )}
    </FoyerButton>
  )
}
