import type { Foyer } from '@foyer/core'
import { createContext } from 'react'

/** The Foyer instance React components read; set by FoyerProvider (and by the modal's own root). */
export const FoyerContext = createContext<Foyer | undefined>(undefined)
