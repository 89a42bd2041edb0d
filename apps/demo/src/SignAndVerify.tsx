import { verifyMessage } from '@foyer/core'
import { useFoyer, useSignMessage } from '@foyer/react'
import { type FormEvent, useState } from 'react'

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
    <section aria-labelledby="sign-title">
      <h2 id="sign-title">Sign a message</h2>
      <form onSubmit={onSubmit}>
        <label>
          Message <input value={message} onChange={(event) => setMessage(event.target.value)} />
        </label>
        <button type="submit" disabled={isPending}>
          Sign
        </button>
      </form>
      {signature ? (
        <p>
          Signature: <code data-testid="demo-signature">{signature}</code>
        </p>
      ) : null}
      {verified !== undefined ? (
        <p data-testid="demo-verified">
          {verified ? 'Signature verified' : 'Signature does not verify'}
        </p>
      ) : null}
      {error ? (
        <p role="alert" data-testid="demo-sign-error">
          {error instanceof Error && 'shortMessage' in error
            ? String(error.shortMessage)
            : String(error)}
        </p>
      ) : null}
    </section>
  )
}
