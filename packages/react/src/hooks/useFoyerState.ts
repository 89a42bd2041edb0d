import type { FoyerState, Namespace, ViewName } from '@foyer/core'
import { useMemo } from 'react'
import { useFoyerSelector } from './useFoyerSelector.js'

export type UseFoyerStateReturnType = {
  open: boolean
  activeNamespace: Namespace | undefined
  view: ViewName
}

/** Whether the modal is open, on which view, and the active namespace. */
export function useFoyerState(): UseFoyerStateReturnType {
  const open = useFoyerSelector(selectOpen)
  const activeNamespace = useFoyerSelector(selectNamespace)
  const view = useFoyerSelector(selectView)
  return useMemo(() => ({ open, activeNamespace, view }), [open, activeNamespace, view])
}

const selectOpen = (state: FoyerState) => state.open
const selectNamespace = (state: FoyerState) => state.activeNamespace
const selectView = (state: FoyerState) => state.router.view
