// A server component: Foyer's button and hooks render inside it as client components.
import { ConnectButton } from '@foyer/react'
import { Account } from './account'

export default function Page() {
  return (
    <main>
      <h1>A Next.js host</h1>
      <ConnectButton />
      <Account />
    </main>
  )
}
