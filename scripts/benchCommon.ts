// What the dev-stack benchmarks (benchEmbedded, benchWalletConnect) share: the median and the browser.
import { chromium } from '@playwright/test'

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

/** Debian's Chromium (FOYER_CHROMIUM elsewhere), headless, without background traffic. */
export const launchChromium = () =>
  chromium.launch({
    executablePath: process.env.FOYER_CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })

/** The medians of every series, per CPU rate. */
export const mediansOf = (results: Record<string, Record<string, number[]>>) =>
  Object.fromEntries(
    Object.entries(results).map(([rate, series]) => [
      rate,
      Object.fromEntries(Object.entries(series).map(([name, values]) => [name, median(values)])),
    ]),
  )
