import { SHAKE_MS } from '@foyer/core/internal'
import { useCallback, useEffect, useRef, useState } from 'react'

const SHAKE_MARGIN_MS = 100

/**
 * A shake for a refused input (SPEC §2: 500 ms): `shake()` starts it, `shaking` is true while it runs (the
 * `shake` class animates it; reduced motion turns the animation off, the class stays harmless).
 */
export function useShake(): { shaking: boolean; shake(): void } {
  const [shaking, setShaking] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const shake = useCallback(() => {
    clearTimeout(timer.current)
    // Off and on again, so that a refusal during a shake starts a new one.
    setShaking(false)
    requestAnimationFrame(() => {
      setShaking(true)
      // The class goes a little after the animation's end: taken away earlier, it would cut the shake.
      timer.current = setTimeout(() => setShaking(false), SHAKE_MS + SHAKE_MARGIN_MS)
    })
  }, [])
  return { shaking, shake }
}
