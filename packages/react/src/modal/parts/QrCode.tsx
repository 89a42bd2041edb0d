// The QR encoder comes with this file: only the lazy chunks that show a code (Receive, ConnectingFarcaster, WalletConnect)
// import it, never the modal chunk (chunks.test.ts).

import { useMemo } from 'react'
import { encode } from 'uqr'

/** A QR code's rules, for the styles of a chunk that shows one. */
export const qrCss = /* css */ `
.qr { width: 220px; height: 220px; border-radius: 12px; }
.qr-light { fill: #fff; }
.qr-dark { fill: #000; }
`

/**
 * A QR code as one SVG path (one square per dark module, quiet zone included): no canvas, no styles of its
 * own. Black on white in both themes: scanners read that best.
 */
export function QrCode({
  value,
  label,
  testId,
  withLogo,
}: {
  value: string
  label: string
  testId: string
  /** A logo will cover the centre: encode with more error correction so the code still reads. */
  withLogo?: boolean | undefined
}) {
  const { size, path } = useMemo(() => {
    const qr = encode(value, { ecc: withLogo ? 'Q' : 'M', border: 2 })
    let d = ''
    qr.data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`
      })
    })
    return { size: qr.size, path: d }
  }, [value, withLogo])
  return (
    <svg
      className="qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      data-testid={testId}
    >
      <rect width={size} height={size} className="qr-light" />
      <path d={path} className="qr-dark" />
    </svg>
  )
}
