import type { FoyerState } from '@foyer/core'
import type { ReactNode } from 'react'
import { useFoyerSelector } from '../hooks/useFoyerSelector.js'
import { usePreloadModal } from '../modal/load.js'
import { useButtonStyles } from './buttonStyles.js'
import { classes } from './classes.js'

/**
 * The `<button>` inside each of Foyer's buttons: their sheet, their classes (`quiet` for the grey look),
 * and the modal's preload on a press (mouse or Space), so the click only has to open it. Without `onClick`
 * it renders the same look as text that does nothing (the network button when switching is off).
 */
export function FoyerButton({
  testId,
  quiet,
  className,
  onClick,
  children,
}: {
  testId: string
  quiet: boolean
  className: string | undefined
  onClick?: (() => void) | undefined
  children: ReactNode
}) {
  const preload = usePreloadModal()
  const theme = useFoyerSelector(selectTheme)
  const { tag, dir } = useFoyerSelector(selectLocale)
  useButtonStyles()
  if (!onClick)
    return (
      <span
        className={classes(
          'foyer-button',
          quiet && 'foyer-button-quiet',
          'foyer-button-static',
          className,
        )}
        data-testid={testId}
        data-theme={theme}
        lang={tag}
        dir={dir}
      >
        {children}
      </span>
    )
  return (
    <button
      type="button"
      className={classes('foyer-button', quiet && 'foyer-button-quiet', className)}
      data-testid={testId}
      // The quiet look follows the modal's theme (light, dark, or the system's).
      data-theme={theme}
      lang={tag}
      dir={dir}
      onClick={onClick}
      onPointerDown={preload.onPointerDown}
      onKeyDown={preload.onKeyDown}
    >
      {children}
    </button>
  )
}

const selectTheme = (state: FoyerState) => state.themeMode
const selectLocale = (state: FoyerState) => state.locale
