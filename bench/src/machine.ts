// The machine a result was measured on, written next to every result.
import { execFileSync } from 'node:child_process'
import { cpus, release, totalmem } from 'node:os'
import { version as viteVersion } from 'vite'

/** The machine and the tool versions. */
export type Machine = {
  cores: number
  cpu: string
  memoryGb: number
  os: string
  node: string
  vite: string
  chromium: string
}

function chromiumVersion(): string {
  try {
    const out = execFileSync('/usr/bin/chromium', ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
    return (
      out
        .trim()
        .replace(/^Chromium\s+/, '')
        .split(' ')[0] ?? 'unknown'
    )
  } catch {
    return 'not installed'
  }
}

/** Describes this machine. */
export function machine(): Machine {
  return {
    cores: cpus().length,
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(totalmem() / 1e9),
    os: `${process.platform} ${release()}`,
    node: process.version,
    vite: viteVersion,
    chromium: chromiumVersion(),
  }
}

/** One line for tables' captions. */
export const describeMachine = (m: Machine): string =>
  `${m.cores} cores (${m.cpu}), ${m.memoryGb} GB, ${m.os}, Node ${m.node}, Vite ${m.vite}, Chromium ${m.chromium}`
