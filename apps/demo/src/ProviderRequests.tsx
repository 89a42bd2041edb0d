import { getAdapter } from '@foyer/core'
import { useFoyer } from '@foyer/react'
import { useState } from 'react'

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
    <section aria-labelledby="provider-title">
      <h2 id="provider-title">Ask the wallet directly</h2>
      <p>
        <button
          type="button"
          onClick={() => ask('eth_signTypedData_v4', [address, JSON.stringify(typedData)])}
        >
          Sign typed data
        </button>{' '}
        <button
          type="button"
          onClick={() =>
            ask('eth_sendTransaction', [{ from: address, to: address, value: '0x2386f26fc10000' }])
          }
        >
          Send 0.01 to myself
        </button>{' '}
        <button type="button" onClick={() => ask('eth_sign', [address, '0x68656c6c6f'])}>
          Ask for eth_sign
        </button>
      </p>
      {result ? (
        <p data-testid={result.ok ? 'demo-provider-result' : 'demo-provider-error'}>
          {result.ok ? 'Result: ' : 'Error: '}
          <code>{result.text}</code>
        </p>
      ) : null}
    </section>
  )
}
