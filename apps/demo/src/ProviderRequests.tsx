import { getAdapter } from '@foyer/core'
import { useFoyer } from '@foyer/react'
import { useState } from 'react'
import { Panel } from './Panel.js'

type Provider = { request(args: { method: string; params?: unknown }): Promise<unknown> }

/**
 * What a dapp asks a wallet directly through its EIP-1193 provider: typed data to sign, a transaction, and a
 * method the embedded wallet refuses. With the embedded wallet, each opens ApproveTransaction or is refused.
 */
export function ProviderRequests({ address, chainId }: { address: string; chainId: number }) {
  const foyer = useFoyer()
  const [result, setResult] = useState<{ ok: boolean; text: string }>()

  async function ask(method: string, params: unknown) {
    setResult(undefined)
    try {
      const provider = (await getAdapter(foyer, 'eip155').getProvider()) as Provider
      const answer = await provider.request({ method, params })
      setResult({ ok: true, text: String(answer) })
    } catch (error) {
      const { code, message } = error as { code?: number; message?: string }
      setResult({
        ok: false,
        text: `${code ?? ''} ${message?.split('\n')[0] ?? String(error)}`.trim(),
      })
    }
  }

  const typedData = {
    domain: { name: 'Foyer demo', version: '1', chainId },
    primaryType: 'Greeting',
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'version', type: 'string' },
        { name: 'chainId', type: 'uint256' },
      ],
      Greeting: [
        { name: 'from', type: 'address' },
        { name: 'text', type: 'string' },
      ],
    },
    message: { from: address, text: 'Hello from the Foyer demo' },
  }

  return (
    <Panel
      id="provider"
      title="Ask the wallet directly"
      intro={
        <>
          Requests through the wallet's EIP-1193 provider, as code written for any wallet sends
          them. The embedded wallet shows each for approval, and refuses <code>eth_sign</code> (it
          signs a bare hash a visitor cannot read).
        </>
      }
    >
      <div className="actions">
        <button
          type="button"
          onClick={() => ask('eth_signTypedData_v4', [address, JSON.stringify(typedData)])}
        >
          Sign typed data
        </button>
        <button
          type="button"
          onClick={() =>
            ask('eth_sendTransaction', [{ from: address, to: address, value: '0x2386f26fc10000' }])
          }
        >
          Send 0.01 to myself
        </button>
        <button type="button" onClick={() => ask('eth_sign', [address, '0x68656c6c6f'])}>
          Ask for eth_sign
        </button>
      </div>
      {result ? (
        <p
          className="result"
          data-ok={result.ok}
          data-testid={result.ok ? 'demo-provider-result' : 'demo-provider-error'}
        >
          {result.ok ? 'Result: ' : 'Error: '}
          <code>{result.text}</code>
        </p>
      ) : null}
    </Panel>
  )
}
