import {
  estimateSendFee,
  type FoyerState,
  formatNumber,
  goBack,
  type SendFee,
  sendTokens,
  truncateAddress,
  truncateDecimals,
  validateSend,
} from '@foyer/core'
import { useFoyer } from '../../hooks/useFoyer.js'
import { useFoyerNetwork } from '../../hooks/useFoyerNetwork.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { useQuery } from '../../hooks/useQuery.js'
import { useMessages } from '../../messages.js'
import { errorMessage } from '../parts/errorMessage.js'
import { TokenIcon } from '../parts/TokenIcon.js'

/** Fees are far below a coin: shown with more decimals than balances, still truncated. */
const FEE_DECIMALS = 6

/**
 * What will be sent, to whom, on which network and for what fee; 'Send' asks the wallet. On success core
 * resets the send and shows Account; on failure it keeps what was typed and sets the error, and this goes
 * back to the Send view where the error shows.
 */
export function SendPreview() {
  const foyer = useFoyer()
  const m = useMessages()
  const send = useFoyerSelector(selectSend)
  const { caipNetwork } = useFoyerNetwork()
  const invalid = validateSend(send, caipNetwork)
  const receiver = send.receiverAddress.trim()
  const fee = useQuery<SendFee>({
    queryKey: [
      'foyer',
      'sendFee',
      caipNetwork?.caipNetworkId,
      send.token?.address ?? 'native',
      send.sendTokenAmount.trim(),
      receiver,
    ],
    queryFn: () => estimateSendFee(foyer),
    enabled: !invalid && !send.loading,
    retry: false,
    gcTime: 0,
  })

  if (invalid || !send.token)
    return (
      <p className="error" role="alert" data-testid="foyer-send-error">
        {invalid}
      </p>
    )

  const confirm = () => {
    sendTokens(foyer).catch(() => {
      // Core has set state.send.error and kept the input: show them on the Send view.
      if (foyer.store.getState().router.view === 'SendPreview') goBack(foyer)
    })
  }

  return (
    <div className="preview">
      <div className="preview-amount">
        <TokenIcon src={send.token.iconUrl} symbol={send.token.symbol} />
        <span data-testid="foyer-preview-amount">
          {send.sendTokenAmount.trim()} {send.token.symbol}
        </span>
      </div>
      <dl className="details">
        <div>
          <dt>{m.receiverAddress}</dt>
          <dd className="mono" title={receiver} data-testid="foyer-preview-receiver">
            {truncateAddress(receiver)}
          </dd>
        </div>
        <div>
          <dt>{m.network}</dt>
          <dd data-testid="foyer-preview-network">{caipNetwork?.name ?? m.unknownNetwork}</dd>
        </div>
        <div>
          <dt>{m.networkFee}</dt>
          <dd data-testid="foyer-preview-fee" aria-busy={fee.isLoading}>
            {fee.data ? feeText(fee.data, send.token.price) : fee.isLoading ? '…' : null}
          </dd>
        </div>
      </dl>
      {fee.error ? (
        <p className="error" role="alert" data-testid="foyer-fee-error">
          {errorMessage(fee.error, m.feeUnavailable)}
        </p>
      ) : null}
      <button
        type="button"
        className="primary"
        data-testid="foyer-send-confirm"
        disabled={send.loading}
        aria-busy={send.loading}
        onClick={confirm}
      >
        {send.loading ? m.sending : m.confirmSend}
      </button>
    </div>
  )
}

/** '0.000021 ETH ($0.05)'; the USD part only when the coin's price is known. */
function feeText(fee: SendFee, price: number): string {
  const coin = `${truncateDecimals(fee.formatted, FEE_DECIMALS)} ${fee.symbol}`
  return fee.usd !== undefined && price > 0 ? `${coin} ($${formatNumber(fee.usd)})` : coin
}

const selectSend = (state: FoyerState) => state.send
