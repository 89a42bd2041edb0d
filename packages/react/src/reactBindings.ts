import * as React from 'react'

// React's values as this module's own bindings; Foyer's React code imports them from here, not from
// 'react' (type-only imports may still name 'react').
//
// Why: React ships as CommonJS. A bundler turns each ESM module's `import { useState } from 'react'` into
// a call to an interop helper (rolldown's `__toESM`) in the chunk that holds that module. When the
// modal's lazy chunks call such helpers, Vite 8 (rolldown) puts its runtime helpers in a file of their
// own that the page must load before the entry can run: a second request on the way to the connect
// button, measured at ~10 ms of navigation → button at 1× CPU (bench/README.md). Importing from here,
// the interop happens once, in the entry chunk, and lazy chunks import plain bindings from it.
// packages/react/src/modal/hostBuild.test.ts fails if the page loads more than its entry chunk.
export const createContext = React.createContext
export const createElement = React.createElement
export const lazy = React.lazy
export const Suspense = React.Suspense
export const useCallback = React.useCallback
export const useContext = React.useContext
export const useEffect = React.useEffect
export const useId = React.useId
export const useInsertionEffect = React.useInsertionEffect
export const useLayoutEffect = React.useLayoutEffect
export const useMemo = React.useMemo
export const useRef = React.useRef
export const useState = React.useState
export const useSyncExternalStore = React.useSyncExternalStore
