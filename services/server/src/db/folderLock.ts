import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { join } from 'node:path'
import { ConfigError } from '../config.js'

/** The lock file a PGlite data folder holds while a process has it open. */
export const LOCK_FILE = 'foyer.lock'

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Takes a PGlite data folder for this process. PGlite serves one process: a second one on the same folder
 * (an operator command while `serve` runs) would write where the first never looks, and may corrupt it, so
 * it fails fast and says why. A lock left by a process that died is taken over. Returns the release.
 */
export function lockDataFolder(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE)
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      let released = false
      return () => {
        if (released) return
        released = true
        rmSync(path, { force: true })
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = Number(readFileSync(path, 'utf8').trim())
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder))
        throw new ConfigError(
          `The data folder ${dataDir} is in use by process ${holder}: embedded PGlite serves one process. ` +
            'Stop that process first (operator commands included), or give every process the same ' +
            'PostgreSQL with DATABASE_URL.',
        )
      // Left by a process that is gone (or by this one): take it over.
      rmSync(path, { force: true })
    }
  }
  throw new ConfigError(`Could not lock the data folder ${dataDir}`)
}
