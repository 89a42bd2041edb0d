import {
  closeModal,
  type FoyerState,
  formatBalance,
  formatMessage,
  formatMoney,
  truncateAddress,
} from '@foyer/core'
import { followPayPurchase, payFromWallet, payThroughOnramp, pushView } from '@foyer/core/internal'
import { useEffect } from 'react'
import { useFoyer } from '../../hooks/useFoyer.js'
import { useFoyerAccount } from '../../hooks/useFoyerAccount.js'
import { useFoyerNetwork } from '../../hooks/useFoyerNetwork.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { useOnrampOptions } from '../../hooks/useOnrampOptions.js'
import { useOnrampPurchase } from '../../hooks/useOnrampPurchase.js'
import { useAccountTokens } from '../../hooks/useTokenBalances.js'
import { NetworkIcon } from '../../icons/NetworkIcon.js'
import { useIntlLocale, useMessages, useRenderText } from '../../messages.js'
import { fillNodes, Ltr } from '../parts/Ltr.js'

/**
 * A payment a host asked for (`pay()`): what, to whom, on which network; then from the connected wallet
 * (when it is on the network's family and holds enough) or through an onramp provider, whose checkout
 * delivers to the recipient. The view follows the payment to its transaction; closing it unpaid cancels.
 */
export function Pay() {
  const foyer = useFoyer()
  const m = useMessages()
  const render = useRenderText()
  const locale = useIntlLocale()
  const request = useFoyerSelector(selectPay)
  const account = useFoyerAccount(request?.payment.network.chainNamespace)
  const { caipNetwork } = useFoyerNetwork()
  const held = useAccountTokens()
  const options = useOnrampOptions()
  const purchase = useOnrampPurchase(request?.purchase)

  useEffect(() => {
    followPayPurchase(foyer, purchase.data)
  }, [foyer, purchase.data])

  if (!request) return null
  const { payment } = request
  const onNetwork = caipNetwork?.caipNetworkId === payment.network.caipNetworkId
  const heldToken = onNetwork
    ? held.tokens.find((token) =>
        payment.token
          ? token.sendToken.address?.toLowerCase() === payment.token.toLowerCase()
          : !token.sendToken.address,
      )
    : undefined
  const onrampCurrency = options.data?.purchaseCurrencies.find((currency) =>
    currency.networks.some(
      (network) =>
        network.chainId === payment.network.caipNetworkId &&
        network.contractAddress.toLowerCase() === (payment.token ?? '').toLowerCase(),
    ),
  )
  const onrampNetwork = onrampCurrency?.networks.find(
    (network) => network.chainId === payment.network.caipNetworkId,
  )
  const symbol = payment.token
    ? (heldToken?.symbol ?? onrampCurrency?.symbol ?? truncateAddress(payment.token))
    : payment.network.nativeCurrency.symbol
  const decimals = payment.token
    ? (heldToken?.sendToken.decimals ?? onrampNetwork?.decimals)
    : payment.network.nativeCurrency.decimals
  const connected = account.isConnected
  const enough = heldToken !== undefined && Number(heldToken.quantity) >= Number(payment.amount)
  const busy = request.status === 'paying'
  const providers = onrampCurrency ? (options.data?.providers ?? []) : []

  return (
    <div className="pay" data-testid="foyer-pay" data-status={request.status}>
      <div className="pay-summary">
        <p className="pay-amount" data-testid="foyer-pay-amount">
          <Ltr>{formatMoney(payment.amount, symbol, locale)}</Ltr>
        </p>
        <p className="muted">
          {fillNodes(m.payTo, {
            address: <Ltr className="mono">{truncateAddress(payment.recipient)}</Ltr>,
          })}
        </p>
        <p className="pay-network muted">
          <NetworkIcon network={payment.network} />
          <span>{payment.network.name}</span>
        </p>
      </div>

      {request.status === 'success' ? (
        <div className="pay-done" role="status" data-testid="foyer-pay-success">
          <svg className="buy-mark" viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="12" cy="12" r="11" />
            <path d="m7 12.5 3.2 3.2L17 9" />
          </svg>
          <p className="pay-heading">{m.paySucceeded}</p>
          <button type="button" className="primary" onClick={() => closeModal(foyer)}>
            {m.done}
          </button>
        </div>
      ) : busy ? (
        <div className="pay-busy" role="status" data-testid="foyer-pay-busy">
          <span className="spinner buy-spinner" aria-hidden="true" />
          <p>
            {request.via === 'onramp' && request.purchase
              ? formatMessage(m.buyPending, { provider: request.purchase.providerName })
              : request.transactionHash
                ? m.payWaitingChain
                : m.payConfirmInWallet}
          </p>
          {request.via === 'onramp' && request.purchase ? (
            <a
              className="text-button"
              href={request.purchase.url}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="foyer-pay-open-checkout"
            >
              {m.buyOpenCheckout}
            </a>
          ) : null}
        </div>
      ) : (
        <>
          {request.error ? (
            <p className="error" role="alert" data-testid="foyer-pay-error">
              {render(request.error)}
            </p>
          ) : null}
          {connected ? (
            <div className="pay-wallet">
              {heldToken ? (
                <p className="muted" data-testid="foyer-pay-balance">
                  {formatMessage(m.payYourBalance, {
                    balance: formatBalance(heldToken.quantity, heldToken.symbol, locale),
                  })}
                </p>
              ) : null}
              {heldToken && !enough ? (
                <p className="muted">{formatMessage(m.payNotEnough, { symbol })}</p>
              ) : null}
              <button
                type="button"
                className="primary"
                disabled={decimals === undefined || (onNetwork && !enough)}
                data-testid="foyer-pay-wallet"
                onClick={() =>
                  decimals !== undefined && void payFromWallet(foyer, { decimals }).catch(() => {})
                }
              >
                {m.payFromWallet}
              </button>
            </div>
          ) : (
            // Not connected: the way to pay from a wallet is to connect one, so that is the primary action
            // (connecting brings the visitor back here, ConnectingExternal).
            <div className="pay-wallet">
              <p className="muted">{m.payConnectHint}</p>
              <button
                type="button"
                className="primary"
                data-testid="foyer-pay-connect"
                onClick={() => pushView(foyer, 'Connect')}
              >
                {m.payConnectWallet}
              </button>
            </div>
          )}
          {providers.length ? (
            <section className="pay-providers" aria-labelledby="foyer-pay-others">
              <h3 id="foyer-pay-others" className="network-group-title">
                {m.payOtherWays}
              </h3>
              {providers.map((provider) => (
                <button
                  key={provider.id}
                  type="button"
                  className="secondary"
                  data-testid={`foyer-pay-provider-${provider.id}`}
                  onClick={() => {
                    // Opened in the click, so no popup blocker stops it; cut from this page.
                    const checkout = window.open('about:blank', '_blank')
                    if (checkout) checkout.opener = null
                    payThroughOnramp(foyer, {
                      provider: provider.id,
                      providerName: provider.name,
                      purchaseCurrency: onrampCurrency?.id ?? '',
                      symbol,
                      paymentCurrency: 'USD',
                      paymentMethod: provider.paymentMethods[0] ?? 'CARD',
                    }).then(
                      ({ url }) => {
                        if (checkout) checkout.location.href = url
                      },
                      () => checkout?.close(),
                    )
                  }}
                >
                  {formatMessage(m.payWithProvider, { provider: provider.name })}
                </button>
              ))}
            </section>
          ) : null}
        </>
      )}
    </div>
  )
}

const selectPay = (state: FoyerState) => state.pay
