import type { ReactNode } from 'react'

/**
 * A value written left to right inside a sentence of either direction — an amount, an address, an e-mail —
 * isolated (`<bdi dir="ltr">`) and kept on one line: in Arabic '0.01 ETH' otherwise read 'ETH 0.01', an
 * e-mail broke at its hyphen and an address across lines.
 */
export function Ltr({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={className ? `ltr ${className}` : 'ltr'}>
      {children}
    </bdi>
  )
}

/**
 * A catalogue text with its `{placeholders}` filled by elements (formatMessage's, for nodes): the language
 * decides where each value stands, the value keeps its own direction.
 */
export function fillNodes(text: string, values: Record<string, ReactNode>): ReactNode {
  return text
    .split(/(\{\w+\})/)
    .filter((part) => part !== '')
    .map((part, index) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1]
      const value = name !== undefined && name in values ? values[name] : part
      // The parts of one fixed text, never reordered: the position is the key.
      return <span key={index}>{value}</span>
    })
}

/**
 * A text whose `{first} {second}` pair ('{amount} {symbol}') is to be filled as one value: the pair becomes
 * `{first}`, so that one isolate holds both — a line never breaks between an amount and its symbol. A
 * language that writes the two apart keeps both placeholders (each then filled on its own).
 */
export function joinPlaceholders(text: string, first: string, second: string): string {
  return text.replace(`{${first}} {${second}}`, `{${first}}`)
}
