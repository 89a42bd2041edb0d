import { ConnectButton, FoyerProvider, useFoyerAccount, useFoyerNetwork } from '@foyer/react'
import { foyer } from './foyer.js'

function Header() {
  const { address, isConnected } = useFoyerAccount()
  const { caipNetwork } = useFoyerNetwork()
  return (
    <header>
      <ConnectButton />
      {isConnected ? (
        <p>
          Connected as <code>{address}</code> on {caipNetwork?.name}
        </p>
      ) : (
        <p>Not connected</p>
      )}
    </header>
  )
}

export function App() {
  return (
    <FoyerProvider foyer={foyer}>
      <Header />
    </FoyerProvider>
  )
}
