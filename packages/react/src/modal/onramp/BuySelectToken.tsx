import type { FoyerState } from '@foyer/core'
import { goBack, updateOnramp } from '@foyer/core/internal'
import { useFoyer } from '../../hooks/useFoyer.js'
import { useFoyerNetwork } from '../../hooks/useFoyerNetwork.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { useOnrampOptions } from '../../hooks/useOnrampOptions.js'
import { useMessages } from '../../messages.js'
import { TokenRow } from '../parts/TokenRow.js'
import { buyableOn } from './onrampTokens.js'

/** The tokens that can be bought on the active network; choosing one goes back to Buy. */
export function BuySelectToken() {
  const foyer = useFoyer()
  const m = useMessages()
  const { caipNetwork } = useFoyerNetwork()
  const options = useOnrampOptions()
  const chosen = useFoyerSelector(selectToken)
  const tokens = buyableOn(options.data, caipNetwork?.caipNetworkId)
  return (
    <>
      {options.isSuccess && !tokens.length ? <p className="empty">{m.buyNoTokens}</p> : null}
      <ul className="list" aria-busy={options.isLoading} data-testid="foyer-buy-token-choices">
        {tokens.map((token) => (
          <li key={token.id}>
            <button
              type="button"
              className="row token-row"
              aria-current={(chosen ?? tokens[0]?.id) === token.id ? 'true' : undefined}
              data-testid={`foyer-buy-choose-${token.symbol}`}
              onClick={() => {
                updateOnramp(foyer, { tokenId: token.id, provider: undefined })
                goBack(foyer)
              }}
            >
              <TokenRow
                icon={undefined}
                symbol={token.symbol}
                name={token.name}
                detail={token.symbol}
              />
            </button>
          </li>
        ))}
      </ul>
    </>
  )
}

const selectToken = (state: FoyerState) => state.onramp.tokenId
