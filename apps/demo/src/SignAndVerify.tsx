import { verifyMessage } from '@foyer/core'
import { useFoyer, useSignMessage } from '@foyer/react'
import { type FormEvent, useState } from 'react'
import { Panel } from './Panel.js'

/** Signs a message with the connected wallet and checks the signature on chain. */
export function SignAndVerify() {
  const foyer = useFoyer()
  const { signMessageAsync, data: signature, error, isPending } = useSignMessage()
  const [message, setMessage] = useState('Hello from the Foyer demo')
  const [verified, setVerified] = useState<boolean | undefined>()

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    setVerified(undefined)
    const result = await signMessageAsync({ message }).catch(() => undefined)
    if (result) setVerified(await verifyMessage(foyer, { message, signature: result }))
  }

  return (
    <Panel
      id="sign"
      title="Sign a message"
      intro={
        <>
          <code>useSignMessage</code> asks the wallet to sign, <code>verifyMessage</code> checks the
          signature against the chain.
        </>
      }
    >
      <form className="row" onSubmit={onSubmit}>
        <label className="field grow">
          <span>Message</span>
          <input value={message} onChange={(event) => setMessage(event.target.value)} />
        </label>
        <button className="primary" type="submit" disabled={isPending}>
          Sign
        </button>
      </form>
      {signature ? (
        <p className="result">
          Signature <code data-testid="demo-signature">{signature}</code>
        </p>
      ) : null}
      {verified !== undefined ? (
        <p className="result" data-ok={verified} data-testid="demo-verified">
          {verified ? 'Signature verified' : 'Signature does not verify'}
        </p>
      ) : null}
      {error ? (
        <p className="result" data-ok="false" role="alert" data-testid="demo-sign-error">
          {error instanceof Error && 'shortMessage' in error
            ? String(error.shortMessage)
            : String(error)}
        </p>
      ) : null}
    </Panel>
  )
}
