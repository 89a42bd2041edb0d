import { type FoyerState, formatMessage, type SwapToken } from '@foyer/core'
import { updateSwap, viewArguments } from '@foyer/core/internal'
import { useEffect, useState } from 'react'
import { useFoyer } from '../../hooks/useFoyer.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { useMessages } from '../../messages.js'
import { findSwapToken } from './swapFormat.js'

/**
 * Fills the Swap view from what it was opened with (`open({ view: 'Swap', arguments: { amount, fromToken,
 * toToken } })`), once the network's tokens are known. A token the network cannot swap is said, not
 * ignored: the returned text names it until the visitor changes the swap (`dismiss`).
 */
export function useSwapArguments(
  tokens: readonly SwapToken[] | undefined,
): [problem: string | undefined, dismiss: () => void] {
  const foyer = useFoyer()
  const m = useMessages()
  const opened = useFoyerSelector(selectArguments)
  const [problem, setProblem] = useState<string | undefined>(undefined)

  useEffect(() => {
    if (!opened || !tokens || applied.has(opened)) return
    applied.add(opened)
    const unknown: string[] = []
    const pick = (named: string | undefined) => {
      if (!named) return undefined
      const token = findSwapToken(tokens, named)
      if (!token) unknown.push(named)
      return token
    }
    const fromToken = pick(opened.fromToken)
    const toToken = pick(opened.toToken)
    updateSwap(foyer, {
      ...(fromToken ? { fromToken } : {}),
      ...(toToken ? { toToken } : {}),
      ...(opened.amount !== undefined ? { amount: opened.amount } : {}),
    })
    setProblem(
      unknown.length ? formatMessage(m.swapUnknownToken, { token: unknown.join(', ') }) : undefined,
    )
  }, [foyer, m, opened, tokens])

  // The visitor's next change answers it; choosing a token remounts the view, which forgets it too.
  return [problem, () => setProblem(undefined)]
}

// The arguments objects already applied: the view remounts when the visitor comes back from a token list,
// and must not undo their choice then. Kept per object, so a new open() applies again.
const applied = new WeakSet<object>()

const selectArguments = (state: FoyerState) => viewArguments(state.router, 'Swap')
