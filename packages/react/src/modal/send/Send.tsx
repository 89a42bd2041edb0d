import {
  type FoyerState,
  formatBalance,
  maxSendAmount,
  type SendState,
  truncateAddress,
  validateSend,
} from '@foyer/core'
import {
  isAddressFor,
  looksLikeName,
  nameAddressFor,
  pushView,
  supports,
  updateSend,
} from '@foyer/core/internal'
import { useEffect, useId, useState } from 'react'
import { useFoyer } from '../../hooks/useFoyer.js'
import { useFoyerNetwork } from '../../hooks/useFoyerNetwork.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { useResolveName } from '../../hooks/useResolveName.js'
import { useAccountTokens } from '../../hooks/useTokenBalances.js'
import { useIntlLocale, useMessages, useRenderText } from '../../messages.js'
import { ChevronIcon } from '../parts/icons.js'
import { nameErrorMessage } from '../parts/nameErrorMessage.js'
import { TokenIcon } from '../parts/TokenIcon.js'
import { useDebouncedValue } from '../parts/useDebouncedValue.js'
import { useShake } from '../parts/useShake.js'

/**
 * Choose a token, type an amount and a receiver, then preview. Everything typed lives in `state.send`, so
 * it survives going to the token picker, the preview and back, and a rejection in the wallet.
 */
export function Send() {
  const foyer = useFoyer()
  const m = useMessages()
  const locale = useIntlLocale()
  const render = useRenderText()
  const send = useFoyerSelector(selectSend)
  const { caipNetwork } = useFoyerNetwork()
  const amountId = useId()
  const receiverId = useId()
  const [problem, setProblem] = useState<string | undefined>(undefined)
  const { shaking, shake } = useShake()
  const error = problem ?? render(send.error)
  const { tokens } = useAccountTokens()

  // Nothing chosen yet: start from the chain's own coin, what most sends are (issue 21, item 7).
  const native = tokens.find((token) => !token.sendToken.address)?.sendToken
  useEffect(() => {
    if (!foyer.store.getState().send.token && native) updateSend(foyer, { token: native })
  }, [foyer, native])

  const change = (changes: Partial<Pick<SendState, 'sendTokenAmount' | 'receiverAddress'>>) => {
    setProblem(undefined)
    updateSend(foyer, changes)
  }

  // A wallet name typed as the receiver (EVM networks, with the names service) is looked up as typing
  // settles; Preview sends to the address it holds and shows the name beside it.
  const typedReceiver = send.receiverAddress.trim()
  const isName =
    !!foyer.api &&
    !!caipNetwork &&
    supports(caipNetwork.chainNamespace, 'names') &&
    !isAddressFor(caipNetwork.chainNamespace, typedReceiver) &&
    looksLikeName(typedReceiver)
  const settledName = useDebouncedValue(isName ? typedReceiver.toLowerCase() : undefined, 300)
  const lookup = useResolveName({ name: settledName })
  const current = isName && settledName === typedReceiver.toLowerCase()
  const nameAddress =
    current && lookup.data && caipNetwork
      ? nameAddressFor(lookup.data, Number(caipNetwork.id))
      : undefined
  const nameMissing = current && lookup.isSuccess && !nameAddress
  const nameFailed = current && lookup.isError
  const nameFailure = nameFailed
    ? nameErrorMessage(lookup.error, m.nameResolveFailed, m, !!foyer.options.debug)
    : undefined

  return (
    <form
      className={shaking ? 'form send shake' : 'form send'}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (isName) {
          if (!nameAddress) {
            setProblem(nameMissing ? m.receiverNameNotFound : (nameFailure ?? m.nameChecking))
            if (nameMissing || nameFailed) shake()
            return
          }
          updateSend(foyer, {
            receiverAddress: nameAddress,
            receiverProfileName: typedReceiver.toLowerCase(),
            receiverProfileImageUrl: lookup.data?.attributes.avatar,
          })
        }
        const invalid = validateSend(
          foyer.store.getState().send,
          caipNetwork,
          foyer.store.getState().locale.tag,
          foyer.adapters,
        )
        if (invalid) {
          setProblem(render(invalid))
          shake()
        } else pushView(foyer, 'SendPreview')
      }}
    >
      <button
        type="button"
        className="row token-choice"
        data-testid="foyer-send-token"
        onClick={() => pushView(foyer, 'SendSelectToken')}
      >
        {send.token ? (
          <>
            <TokenIcon src={send.token.iconUrl} symbol={send.token.symbol} />
            <span className="row-label">{send.token.symbol}</span>
            <span className="muted amount">
              {formatBalance(send.token.balance, send.token.symbol, locale)}
            </span>
          </>
        ) : (
          <span className="row-label">{m.selectToken}</span>
        )}
        <ChevronIcon />
      </button>

      <label className="label" htmlFor={amountId}>
        {m.amount}
      </label>
      <div className="input-row">
        <input
          id={amountId}
          className="input"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={send.sendTokenAmount}
          data-testid="foyer-send-amount"
          onChange={(event) => change({ sendTokenAmount: event.target.value })}
        />
        {send.token ? (
          <button
            type="button"
            className="secondary"
            data-testid="foyer-send-max"
            onClick={() => {
              // For the chain's coin, Max leaves room for the network fee.
              const { token } = send
              if (!token) return
              maxSendAmount(foyer, { token }).then(
                (amount) => change({ sendTokenAmount: amount }),
                () => change({ sendTokenAmount: token.balance }),
              )
            }}
          >
            {m.max}
          </button>
        ) : null}
      </div>

      <label className="label" htmlFor={receiverId}>
        {m.receiverAddress}
      </label>
      <input
        id={receiverId}
        className="input mono"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        value={send.receiverAddress}
        data-testid="foyer-send-receiver"
        onChange={(event) => change({ receiverAddress: event.target.value })}
      />
      {send.receiverProfileName ? (
        <p className="muted receiver-name" data-testid="foyer-send-receiver-name">
          {send.receiverProfileName}
        </p>
      ) : isName ? (
        <p
          className={nameMissing || nameFailed ? 'error' : 'muted receiver-name'}
          role="status"
          data-testid="foyer-send-receiver-lookup"
        >
          {nameAddress
            ? `→ ${truncateAddress(nameAddress)}`
            : nameMissing
              ? m.receiverNameNotFound
              : (nameFailure ?? m.nameChecking)}
        </p>
      ) : null}

      {error ? (
        <p className="error" role="alert" data-testid="foyer-send-error">
          {error}
        </p>
      ) : null}
      <button type="submit" className="primary spaced" data-testid="foyer-send-preview">
        {m.preview}
      </button>
    </form>
  )
}

const selectSend = (state: FoyerState) => state.send
