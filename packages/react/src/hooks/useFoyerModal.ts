import { closeModal, type OpenModalParameters, openModal, type ViewName } from '@foyer/core'
import { useMemo } from 'react'
import { useFoyer } from './useFoyer.js'
import { useFoyerSelector } from './useFoyerSelector.js'

export type UseFoyerModalReturnType = {
  open(parameters?: OpenModalParameters): void
  /** Returns false when closing is refused (while approving a transaction). */
  close(): boolean
  isOpen: boolean
  view: ViewName
}

/** Opens and closes the modal, and tells whether it is open and on which view. */
export function useFoyerModal(): UseFoyerModalReturnType {
  const foyer = useFoyer()
  const isOpen = useFoyerSelector(selectOpen)
  const view = useFoyerSelector(selectView)
  return useMemo(
    () => ({
      open: (parameters?: OpenModalParameters) => openModal(foyer, parameters),
      close: () => closeModal(foyer),
      isOpen,
      view,
    }),
    [foyer, isOpen, view],
  )
}

const selectOpen = (state: { open: boolean }) => state.open
const selectView = (state: { router: { view: ViewName } }) => state.router.view
