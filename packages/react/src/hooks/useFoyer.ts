import { type Foyer, ProviderMissingError } from '@foyer/core'
import { useContext } from 'react'
import { FoyerContext } from '../context.js'

/** The Foyer instance of the nearest FoyerProvider. */
export function useFoyer(): Foyer {
  const foyer = useContext(FoyerContext)
  if (!foyer) throw new ProviderMissingError()
  return foyer
}
