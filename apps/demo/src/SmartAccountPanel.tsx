import type { GrantedPermission } from '@foyer/core'
import { DEVNET_ACCOUNTS, DEVNET_TOKENS } from '@foyer/devnet'
import {
  useCallsStatus,
  useFoyerAccount,
  useFoyerNetwork,
  useGrantPermissions,
  usePreferredAccountType,
  useSendCalls,
} from '@foyer/react'
import { type FormEvent, useEffect, useState } from 'react'
import { encodeFunctionData, erc20Abi, type LocalAccount, parseUnits } from 'viem'
import { apiUrl, appChains, demoFeatures } from './config.js'
import { Panel } from './Panel.js'

const FUSD = DEVNET_TOKENS[1]
const RECIPIENT = DEVNET_ACCOUNTS[1].address

/**
 * The demo's session key: made in this tab, kept for the tab's life (a host's would live on its server).
 * Loaded only with `?sessions`, so the demo's first load carries no key code.
 */
async function sessionKey(): Promise<LocalAccount> {
  const { generatePrivateKey, privateKeyToAccount } = await import('viem/accounts')
  let key = sessionStorage.getItem('demo-session-key') as `0x${string}` | null
  if (!key) {
    key = generatePrivateKey()
    sessionStorage.setItem('demo-session-key', key)
  }
  return privateKeyToAccount(key)
}

/**
 * The embedded wallet's smart account (issue 20): a batch of an approval and a transfer sent as one, and — with
 * `?sessions` — a permission for the demo's session key to spend fUSD, which the key then uses without a prompt.
 */
export function SmartAccountPanel() {
  const { type } = usePreferredAccountType()
  const { smartAccountDeployed } = useFoyerAccount()
  return (
    <Panel
      id="smart"
      title="Smart account"
      intro={
        <>
          <code>useSendCalls</code> sends several calls as one step from the embedded wallet's smart
          account
          {demoFeatures.smartSessions ? (
            <>
              ; <code>useGrantPermissions</code> lets a session key spend without a prompt
            </>
          ) : null}
          .
        </>
      }
    >
      <p>
        Active account <output data-testid="demo-account-type">{type ?? '—'}</output>
        {type === 'smartAccount' ? (
          <>
            {' · '}deployed:{' '}
            <output data-testid="demo-smart-deployed">{smartAccountDeployed ? 'yes' : 'no'}</output>
          </>
        ) : null}
      </p>
      <Batch />
      {demoFeatures.smartSessions ? <Sessions /> : null}
    </Panel>
  )
}

function Batch() {
  const { sendCallsAsync, isPending } = useSendCalls()
  const [id, setId] = useState<string>()
  const [error, setError] = useState<string>()
  const status = useCallsStatus(id)
  const amount = parseUnits('1', FUSD.decimals)
  const send = () => {
    setError(undefined)
    sendCallsAsync({
      calls: [
        {
          to: FUSD.address,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'approve',
            args: [RECIPIENT, amount],
          }),
        },
        {
          to: FUSD.address,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'transfer',
            args: [RECIPIENT, amount],
          }),
        },
      ],
    }).then(
      (result) => setId(result.id),
      (failure: Error & { shortMessage?: string }) =>
        setError(failure.shortMessage ?? failure.message),
    )
  }
  return (
    <p className="actions">
      <button type="button" disabled={isPending} onClick={send} data-testid="demo-batch">
        Approve and send 1 fUSD in one step
      </button>
      <output className="result" data-testid="demo-batch-status">
        {error ? `rejected: ${error}` : id ? (status.data?.status ?? 'pending') : '—'}
      </output>
    </p>
  )
}

function Sessions() {
  const { grantPermissionsAsync, isPending } = useGrantPermissions()
  const { caipNetwork } = useFoyerNetwork()
  const [permission, setPermission] = useState<GrantedPermission>()
  const [amount, setAmount] = useState('4')
  const [outcome, setOutcome] = useState('—')
  const [key, setKey] = useState<LocalAccount>()
  useEffect(() => {
    sessionKey().then(setKey)
  }, [])

  const grant = () => {
    if (!key) return
    setOutcome('…')
    grantPermissionsAsync({
      signer: key.address,
      token: FUSD.address,
      allowance: parseUnits('10', FUSD.decimals),
      expiry: Math.floor(Date.now() / 1000) + 3600,
    }).then(
      (granted) => {
        setPermission(granted)
        setOutcome('granted')
      },
      (failure: Error & { shortMessage?: string }) =>
        setOutcome(`rejected: ${failure.shortMessage ?? failure.message}`),
    )
  }

  const spend = async (event: FormEvent) => {
    event.preventDefault()
    const chain = appChains.find((candidate) => String(candidate.id) === String(caipNetwork?.id))
    if (!permission || !chain || !apiUrl || !key) return
    setOutcome('…')
    // Loaded when used: a host with no smart sessions never downloads it.
    const { sendWithPermission, foyerBundlerUrl } = await import('@foyer/evm/sessions')
    sendWithPermission({
      permission,
      sessionKey: key,
      chain,
      bundlerUrl: foyerBundlerUrl({ apiUrl, projectId: 'foyer-demo', chainId: chain.id }),
      calls: [
        {
          to: FUSD.address,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'transfer',
            args: [RECIPIENT, parseUnits(amount, FUSD.decimals)],
          }),
        },
      ],
    }).then(
      (result) => setOutcome(result.success ? `spent: ${result.transactionHash}` : 'reverted'),
      (failure: Error & { details?: string; shortMessage?: string }) =>
        setOutcome(`refused: ${failure.details ?? failure.shortMessage ?? failure.message}`),
    )
  }

  return (
    <div className="subpanel">
      <h3>Smart sessions</h3>
      <p>
        Session key <code data-testid="demo-session-key">{key?.address ?? '…'}</code>
      </p>
      <p className="actions">
        <button type="button" disabled={isPending || !key} onClick={grant} data-testid="demo-grant">
          Allow it to spend up to 10 fUSD for an hour
        </button>
      </p>
      <form className="row" onSubmit={spend}>
        <label className="field short">
          <span>fUSD</span>
          <input
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            data-testid="demo-session-amount"
          />
        </label>
        <button type="submit" disabled={!permission} data-testid="demo-session-spend">
          Spend with the session key (no prompt)
        </button>
      </form>
      <p className="result">
        Result <output data-testid="demo-session-result">{outcome}</output>
      </p>
    </div>
  )
}
