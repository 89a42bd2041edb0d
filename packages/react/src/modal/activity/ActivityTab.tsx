import { type HistoryItem, type MessageKey, truncateAddress } from '@foyer/core'
import {
  type ActivityGroup,
  activityQuantity,
  amountSign,
  groupActivity,
  supports,
  visibleActivity,
} from '@foyer/core/internal'
import { useId, useMemo } from 'react'
import { useActivity } from '../../hooks/useActivity.js'
import { useFoyerAccount } from '../../hooks/useFoyerAccount.js'
import { useFoyerNetwork } from '../../hooks/useFoyerNetwork.js'
import { useIdentity } from '../../hooks/useIdentity.js'
import { useIntlLocale, useMessages } from '../../messages.js'
import { ListError } from '../parts/ListError.js'
import { LoadMore } from '../parts/LoadMore.js'
import { NamespaceUnavailable } from '../parts/NamespaceUnavailable.js'
import { activityTime } from './activityTime.js'

/**
 * The Activity tab: the history where the account's chain family has one (SPEC §6: EVM only), else a
 * sentence saying where it does, rather than an empty list.
 */
export function ActivityTab() {
  const m = useMessages()
  const { namespace } = useFoyerAccount()
  if (supports(namespace, 'activity')) return <ActivityList />
  return (
    <NamespaceUnavailable
      feature="activity"
      text={m.activityUnavailable}
      testId="foyer-activity-unavailable"
    />
  )
}

/**
 * The account's history on the connected chain (SPEC §2): spam left out, grouped by month, newest first;
 * the next page loads when the end of the list scrolls into view (or with 'Load more'). A failure empties
 * the list and 'Try again' starts from the first page (SPEC §4); a mined send refetches it.
 */
function ActivityList() {
  const m = useMessages()
  const { caipNetwork } = useFoyerNetwork()
  const activity = useActivity()
  const caipNetworkId = caipNetwork?.caipNetworkId
  const groups = useMemo(
    () => (caipNetworkId ? groupActivity(visibleActivity(activity.items, caipNetworkId)) : []),
    [activity.items, caipNetworkId],
  )
  const more = activity.hasNextPage && !activity.isFetchingNextPage
  const loading = activity.isPending || activity.isFetchingNextPage

  if (activity.error)
    return (
      <ListError
        className="activity"
        error={activity.error}
        fallback={m.failedToFetchTransactions}
        testId="foyer-activity-error"
        onRetry={activity.retry}
      />
    )

  return (
    <div className="activity" aria-busy={loading} data-testid="foyer-activity">
      {groups.map((group) => (
        <MonthGroup key={`${group.year}-${group.month}`} group={group} />
      ))}
      {loading ? <p className="muted">{m.loadingActivity}</p> : null}
      {!loading && !more && !groups.length ? <p className="empty">{m.noActivity}</p> : null}
      {more ? (
        <LoadMore
          loaded={activity.items.length}
          onLoad={activity.fetchNextPage}
          testId="foyer-activity-more"
        />
      ) : null}
    </div>
  )
}

function MonthGroup({ group }: { group: ActivityGroup }) {
  const locale = useIntlLocale()
  const id = useId()
  const month = new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(group.year, group.month - 1))
  return (
    <section className="activity-month" aria-labelledby={id}>
      <h3 id={id} className="activity-month-title">
        {month}
      </h3>
      <ul className="activity-list">
        {group.items.map((item) => (
          <ActivityRow key={item.id} item={item} />
        ))}
      </ul>
    </section>
  )
}

function ActivityRow({ item }: { item: HistoryItem }) {
  const m = useMessages()
  const locale = useIntlLocale()
  const { operationType, hash, minedAt, sentFrom, sentTo } = item.metadata
  const counterparty = operationType === 'receive' ? sentFrom : sentTo
  // The other side's wallet name, when it has one (history is EVM's, where names are: SPEC §6).
  const name = useIdentity({ address: counterparty }).data?.name
  const transfer = item.transfers.find((candidate) => candidate.fungible_info)
  // An item that moved only NFTs shows the first one by name (×N for several of one ERC-1155 id).
  const nft = transfer ? undefined : item.transfers.find((candidate) => candidate.nft_info)
  const time = activityTime(minedAt, locale)
  return (
    <li
      className="activity-item"
      data-testid="foyer-activity-item"
      data-operation={operationType}
      data-hash={hash}
    >
      <span className="activity-text">
        <span className="activity-operation">{m[OPERATION_LABELS[operationType]]}</span>
        <span className="muted" title={counterparty} data-testid="foyer-activity-counterparty">
          {name ?? truncateAddress(counterparty)}
        </span>
      </span>
      <span className="activity-side">
        {transfer?.fungible_info ? (
          <span className="activity-amount amount" data-testid="foyer-activity-amount">
            {`${amountSign(operationType)}${activityQuantity(transfer.quantity.numeric, locale)} ${transfer.fungible_info.symbol}`}
          </span>
        ) : nft?.nft_info ? (
          <span className="activity-amount" data-testid="foyer-activity-nft">
            {/* One isolate for the name and its count: in Arabic a Latin name's "×5" stays after it. */}
            <bdi>
              {`${amountSign(operationType)}${nft.nft_info.name}`}
              {nft.quantity.numeric !== '1' ? (
                <span className="amount">{` ×${nft.quantity.numeric}`}</span>
              ) : null}
            </bdi>
          </span>
        ) : null}
        <time className="muted" dateTime={minedAt}>
          {time}
        </time>
      </span>
    </li>
  )
}

/** Each operation type's label in the catalogue. */
const OPERATION_LABELS: Record<HistoryItem['metadata']['operationType'], MessageKey> = {
  send: 'operationSend',
  receive: 'operationReceive',
  mint: 'operationMint',
  burn: 'operationBurn',
  approve: 'operationApprove',
  execute: 'operationExecute',
  deposit: 'operationDeposit',
  withdraw: 'operationWithdraw',
  borrow: 'operationBorrow',
  repay: 'operationRepay',
  claim: 'operationClaim',
  trade: 'operationTrade',
}
