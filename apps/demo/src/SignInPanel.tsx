import { englishOf } from '@foyer/core'
import { useSignIn } from '@foyer/react'
import { Panel } from './Panel.js'

/**
 * What a host sees of sign-in with the wallet (`?signin`): the active account's status and its session
 * (the message the wallet signed, until when it holds), and a way to sign out while staying connected.
 */
export function SignInPanel() {
  const { status, session, error, signIn, signOut, isPending } = useSignIn()
  return (
    <Panel
      id="sign-in"
      title="Sign-in"
      intro={
        <>
          <code>useSignIn</code>: after connecting, the wallet signs a message and the services keep
          the session.
        </>
      }
    >
      <dl className="facts">
        <dt>Status</dt>
        <dd>
          <span className="status" data-status={status} data-testid="demo-sign-in-status">
            {status}
          </span>
        </dd>
        <dt>Signed in as</dt>
        <dd className="mono" data-testid="demo-sign-in-account">
          {session?.data.accountAddress ?? '—'}
        </dd>
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
        <button className="primary" type="button" disabled={isPending} onClick={signIn}>
          Sign in
        </button>
      ) : null}
    </Panel>
  )
}
