import type { FoyerState, MessageKey, Messages, ViewName } from '@foyer/core'
import type { ComponentType } from 'react'

/** What a lazily loaded feature module hands out: the components of its views, and its styles. */
export type ViewChunk = {
  views: Partial<Record<ViewName, ComponentType>>
  styles: string
  /** For the bundler: see chunkDependencies.ts. */
  chunkDependencies: readonly unknown[]
}

/**
 * How the modal shows one view: its title, and either its component (in the modal's own chunk, with its
 * styles) or a loader for the feature chunk that holds it (the chunk brings its styles). What a view is
 * opened with and what it needs to open are core's (`ViewArguments`, `VIEW_NEEDS` in @foyer/core).
 */
export type ViewEntry = {
  /** The header's title: a message, or one read from state (the wallet's name while connecting). */
  title: MessageKey | ((state: FoyerState, messages: Messages) => string)
  component?: ComponentType | undefined
  load?: (() => Promise<ViewChunk>) | undefined
  styles?: string | undefined
  /**
   * The visitor has to answer the view (approve or reject a request): the header offers neither back nor
   * close. Core refuses closing it too, from Escape or the backdrop (SPEC §2).
   */
  requiresDecision?: boolean | undefined
}

/** One entry per view, so that TypeScript finds a view added to core and missing here. */
export type ViewRegistry = { [V in ViewName]: ViewEntry }

/** What the history feature's chunk hands out: the Activity tab and its styles. */
export type ActivityChunk = {
  ActivityTab: ComponentType
  styles: string
  chunkDependencies: readonly unknown[]
}

/** What the NFTs feature's chunk hands out: the NFTs tab and its styles. */
export type NftsChunk = {
  NftsTab: ComponentType
  styles: string
  chunkDependencies: readonly unknown[]
}

/** The registry's entries of one feature, kept together in the feature's folder. */
export type FeatureViews<V extends ViewName> = { [K in V]: ViewEntry }
