import {
  type EstimateSendFeeReturnType,
  type FoyerState,
  formatDecimal,
  formatUsd,
  showToast,
  truncateAddress,
  validateSend,
} from '@foyer/core'
import { goBack, resetSend, resetView, supports, updateSend } from '@foyer/core/internal'
import { useEstimateSendFee } from '../../hooks/useEstimateSendFee.js'
import { useFoyer } from '../../hooks/useFoyer.js'
import { useFoyerNetwork } from '../../hooks/useFoyerNetwork.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { useIdentity } from '../../hooks/useIdentity.js'
import { useSendTokens } from '../../hooks/useSendTokens.js'
import { NetworkIcon } from '../../icons/NetworkIcon.js'
import { useIntlLocale, useMessages, useRenderText } from '../../messages.js'
import { errorMessage, errorText } from '../parts/errorMessage.js'
import { HighFeeWarning } from '../parts/HighFeeWarning.js'
import { Ltr } from '../parts/Ltr.js'
import { TokenIcon } from '../parts/TokenIcon.js'

/** Fees are far below a coin: shown with more decimals than balances, still truncated. */
const FEE_DECIMALS = 6

/**
 * What will be sent, to whom, on which network and for what fee; 'Send' asks the wallet. On success the
 * send state resets, Account shows and a toast says it was sent (SPEC §4); on failure what was typed is
 * kept and the Send view shows the error.
 */
export function SendPreview() {
  const foyer = useFoyer()
  const m = useMessages()
  const send = useFoyerSelector(selectSend)
  const locale = useIntlLocale()
  const { caipNetwork } = useFoyerNetwork()
  const { sendTokensAsync, isPending } = useSendTokens()
  const render = useRenderText()
  const invalid = render(validateSend(send, caipNetwork, locale, foyer.adapters))
  const receiver = send.receiverAddress.trim()
  const parameters = { token: send.token, amount: send.sendTokenAmount, to: receiver }
  const fee = useEstimateSendFee({ ...parameters, enabled: !invalid && !isPending })
  // The receiver's name: the one typed, else the one the service knows for the address (EVM only).
  const identity = useIdentity({
    address:
      !send.receiverProfileName && supports(caipNetwork?.chainNamespace, 'names') ? receiver : '',
  })
  const receiverName = send.receiverProfileName ?? identity.data?.name ?? undefined

  if (invalid || !send.token)
    return (
      <p className="error" role="alert" data-testid="foyer-send-error">
        {invalid}
      </p>
    )

  const confirm = () => {
    sendTokensAsync(parameters).then(
      () => {
        resetSend(foyer)
        if (foyer.store.getState().open) resetView(foyer, 'Account')
        showToast(foyer, { variant: 'success', message: m.sent })
      },
      (error: unknown) => {
        // Keep what was typed; the Send view shows why it failed.
        updateSend(foyer, { error: errorText(error, { key: 'requestFailed' }) })
        if (foyer.store.getState().router.view === 'SendPreview') goBack(foyer)
      },
    )
  }

  return (
    <div className="preview">
      <div className="preview-amount">
        <TokenIcon src={send.token.iconUrl} symbol={send.token.symbol} />
        <span data-testid="foyer-preview-amount">
          <Ltr>
            {send.sendTokenAmount.trim()} {send.token.symbol}
          </Ltr>
        </span>
      </div>
      <dl className="details">
        <div>
          <dt>{m.receiverAddress}</dt>
          <dd className="preview-receiver" title={receiver} data-testid="foyer-preview-receiver">
            {receiverName ? (
              <span data-testid="foyer-preview-receiver-name">{receiverName}</span>
            ) : null}
            <span className={receiverName ? 'mono muted' : 'mono'}>
              {truncateAddress(receiver)}
            </span>
          </dd>
        </div>
        <div>
          <dt>{m.network}</dt>
          <dd data-testid="foyer-preview-network" className="preview-network">
            {caipNetwork ? <NetworkIcon network={caipNetwork} size="small" /> : null}
            {caipNetwork?.name ?? m.unknownNetwork}
          </dd>
        </div>
        <div>
          <dt>{m.networkFee}</dt>
          <dd data-testid="foyer-preview-fee" aria-busy={fee.isLoading}>
            {fee.data ? feeText(fee.data, send.token.price, locale) : fee.isLoading ? '…' : null}
          </dd>
        </div>
      </dl>
      <HighFeeWarning
        feeUsd={fee.data && send.token.price > 0 ? fee.data.usd : undefined}
        amountUsd={Number(send.sendTokenAmount) * send.token.price}
        testId="foyer-send-high-fee"
      />
      {fee.error ? (
        <p className="error" role="alert" data-testid="foyer-fee-error">
          {errorMessage(fee.error, m.feeUnavailable, m)}
        </p>
      ) : null}
      <button
        type="button"
        className="primary"
        data-testid="foyer-send-confirm"
        disabled={isPending}
        aria-busy={isPending}
        onClick={confirm}
      >
        {isPending ? m.sending : m.confirmSend}
      </button>
    </div>
  )
}

/** '0.000021 ETH ($0.05)'; the USD part only when the coin's price is known. */
function feeText(fee: EstimateSendFeeReturnType, price: number, locale: string): string {
  const coin = `${formatDecimal(fee.formatted, { locale, maximumFractionDigits: FEE_DECIMALS })} ${fee.symbol}`
  return fee.usd !== undefined && price > 0 ? `${coin} (${formatUsd(fee.usd, locale)})` : coin
}

const selectSend = (state: FoyerState) => state.send
