import type { ReactNode } from 'react'

/** One card of the demo: a titled section, with a line saying what the panel shows. */
export function Panel({
  id,
  title,
  intro,
  children,
  wide = false,
}: {
  id: string
  title: string
  intro?: ReactNode
  children: ReactNode
  /** Spans both columns of the grid on wide screens. */
  wide?: boolean
}) {
  return (
    <section className={wide ? 'panel panel-wide' : 'panel'} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {intro ? <p className="panel-intro">{intro}</p> : null}
      {children}
    </section>
  )
}
