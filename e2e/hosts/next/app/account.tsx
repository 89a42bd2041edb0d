'use client'
import { useFoyerAccount } from '@foyer/react'

export function Account() {
  const { address, isConnected } = useFoyerAccount()
  return <p data-testid="host-account">{isConnected ? address : 'not connected'}</p>
}
