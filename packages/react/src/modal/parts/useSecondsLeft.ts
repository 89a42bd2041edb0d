import { useEffect, useState } from 'react'

/** Whole seconds until `time` (ms since the epoch), rounded up; 0 once it has passed or without one. */
function secondsUntil(time: number | undefined): number {
  return time === undefined ? 0 : Math.max(0, Math.ceil((time - Date.now()) / 1000))
}

/** The seconds left until `time`, counting down each second (a resend cooldown, say). */
export function useSecondsLeft(time: number | undefined): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(time))
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const tick = () => {
      setSeconds(secondsUntil(time))
      if (time === undefined || time <= Date.now()) return
      // Wake when the shown number changes, not a second after mounting: the count stays on the clock.
      timer = setTimeout(tick, (time - Date.now()) % 1000 || 1000)
    }
    tick()
    return () => clearTimeout(timer)
  }, [time])
  return seconds
}
