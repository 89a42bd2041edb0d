// Baseline: the host app with no kit. A plain button opens a plain React dialog that lists wagmi's
// connectors, so the dependencies are the same as the kits' apps and only the kit is missing.
import { useState } from 'react'
import { createConfig, http, useConnect, useConnectors } from 'wagmi'
import { mainnet } from 'wagmi/chains'
import { injected } from 'wagmi/connectors'
import { renderHost } from '../shared/host.js'

const config = createConfig({
  chains: [mainnet],
  connectors: [injected()],
  transports: { [mainnet.id]: http() },
})

function ConnectDialog({ onClose }: { onClose: () => void }) {
  const connectors = useConnectors()
  const { connect } = useConnect()
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="baseline-title"
      className="baseline-dialog"
    >
      <h2 id="baseline-title">Connect a wallet</h2>
      <ul>
        {connectors.map((connector) => (
          <li key={connector.uid}>
            <button type="button" onClick={() => connect({ connector })}>
              {connector.name}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  )
}

function ConnectButton() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" data-testid="baseline-connect-button" onClick={() => setOpen(true)}>
        Connect wallet
      </button>
      {open ? <ConnectDialog onClose={() => setOpen(false)} /> : null}
    </>
  )
}

renderHost(config, <ConnectButton />)
