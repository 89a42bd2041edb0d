import { englishOf } from '@foyer/core'
import { useSignIn } from '@foyer/react'

/**
 * What a host sees of sign-in with the wallet (`?signin`): the active account's status and its session
 * (the message the wallet signed, until when it holds), and a way to sign out while staying connected.
 */
export function SignInPanel() {
  const { status, session, error, signIn, signOut, isPending } = useSignIn()
  return (
    <section aria-labelledby="sign-in-title">
      <h2 id="sign-in-title">Sign-in</h2>
      <dl>
        <dt>Status</dt>
        <dd data-testid="demo-sign-in-status">{status}</dd>
        <dt>Signed in as</dt>
        <dd data-testid="demo-sign-in-account">{session?.data.accountAddress ?? '—'}</dd>
        <dt>Until</dt>
        <dd>{session?.data.expirationTime ?? '—'}</dd>
        {error ? (
          <>
            <dt>Last failure</dt>
            <dd>{englishOf(error)}</dd>
          </>
        ) : null}
      </dl>
      {status === 'signedIn' ? (
        <button type="button" disabled={isPending} onClick={signOut} data-testid="demo-sign-out">
          Sign out
        </button>
      ) : status === 'signedOut' ? (
        <button type="button" disabled={isPending} onClick={signIn}>
          Sign in
        </button>
      ) : null}
    </section>
  )
}
