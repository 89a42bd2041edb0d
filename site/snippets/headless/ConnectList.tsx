import { useConnect, useConnectList, useDisconnect, useFoyerAccount } from '@foyer/react'

/** A connect list of the host's own, on Foyer's hooks: no modal involved. */
export function ConnectList() {
  const wallets = useConnectList({ withDirectory: false })
  const { connect, step, answer, cancel, error, isPending } = useConnect()
  const { address, isConnected } = useFoyerAccount()
  const { disconnect } = useDisconnect()

  if (isConnected)
    return (
      <p>
        {address}{' '}
        <button type="button" onClick={() => disconnect()}>
          Disconnect
        </button>
      </p>
    )
  return (
    <div>
      <ul>
        {wallets.map((item) =>
          item.kind === 'connector' ? (
            <li key={item.connector.uid}>
              <button
                type="button"
                disabled={isPending}
                onClick={() => connect({ connectorUid: item.connector.uid })}
              >
                {item.connector.name}
              </button>
            </li>
          ) : null,
        )}
      </ul>
      {/* A step the connect waits on: a WalletConnect link to show, a code to type… */}
      {step?.type === 'displayUri' ? <code>{step.uri}</code> : null}
      {step?.type === 'awaitOtp' ? (
        <input placeholder="Code" onChange={(event) => answer(event.currentTarget.value)} />
      ) : null}
      {isPending ? (
        <button type="button" onClick={() => cancel()}>
          Cancel
        </button>
      ) : null}
      {error ? <p role="alert">{error.shortMessage}</p> : null}
    </div>
  )
}
