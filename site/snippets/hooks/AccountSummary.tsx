import { formatBalance, truncateAddress } from '@foyer/core'
import { useBalance, useFoyerAccount, useFoyerLocale, useFoyerNetwork } from '@foyer/react'

/** The connected account, its network and its coin balance, on Foyer's hooks. */
export function AccountSummary() {
  // { status: 'connected', isConnected: true, namespace: 'eip155',
  //   address: '0xf39F…2266', caipAddress: 'eip155:1:0xf39F…2266', allAccounts: […], … }
  const { isConnected, status, address } = useFoyerAccount()
  // { caipNetwork: { name: 'Ethereum', caipNetworkId: 'eip155:1', … }, networks: […], unsupported: false,
  //   switchNetwork({ caipNetworkId }) }
  const { caipNetwork } = useFoyerNetwork()
  // A TanStack Query result: { data, error, isPending, refetch, … }, with
  // data = { value: 1234567800000000000n, decimals: 18, symbol: 'ETH', formatted: '1.2345678' }
  const { data: balance, isPending } = useBalance()
  // { locale: 'en', dir: 'ltr', setLocale(tag) }
  const { locale } = useFoyerLocale()

  if (!isConnected || !address) return <p>Not connected ({status})</p>
  return (
    <p>
      {truncateAddress(address)} on {caipNetwork?.name}:{' '}
      {/* '1.234 ETH': truncated to 3 decimals (never rounded up), grouped for the locale. */}
      {isPending ? '…' : formatBalance(balance?.formatted, balance?.symbol, locale)}
    </p>
  )
}
