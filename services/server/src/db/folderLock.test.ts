import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { LOCK_FILE, lockDataFolder } from './folderLock.js'

// Issue 22: two processes on one PGlite folder lost the operator's writes silently. The folder is now locked
// by the process that opened it; a second one fails fast and says why.

const folders: string[] = []
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'foyer-lock-'))
  folders.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** The pid of a process that has exited. */
const deadPid = () => {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'])
  return Number(child.stdout.toString())
}

test('a folder held by a live process is refused with a sentence that says what to do', () => {
  const dir = folder()
  writeFileSync(join(dir, LOCK_FILE), String(process.ppid))
  expect(() => lockDataFolder(dir)).toThrow(
    new RegExp(`in use by process ${process.ppid}: embedded PGlite serves one process`),
  )
})

test('a lock left by a process that died is taken over; the release removes it', () => {
  const dir = folder()
  writeFileSync(join(dir, LOCK_FILE), String(deadPid()))
  const release = lockDataFolder(dir)
  expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid))
  release()
  expect(existsSync(join(dir, LOCK_FILE))).toBe(false)
})

test('an operator command on a folder a running service holds exits 1 and writes nothing', async () => {
  const dir = folder()
  // A stand-in for `serve`: another process holding the folder's lock.
  const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'])
  try {
    writeFileSync(join(dir, LOCK_FILE), String(holder.pid))
    const cli = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        resolve(import.meta.dirname, '../../../api/src/cli.ts'),
        'projects',
        'create',
        '--id',
        'shop',
        '--name',
        'Shop',
        '--origin',
        'https://shop.test',
      ],
      { env: { ...process.env, FOYER_API_DATA_DIR: dir }, encoding: 'utf8', timeout: 60_000 },
    )
    expect(cli.status).toBe(1)
    expect(cli.stderr).toContain(`is in use by process ${holder.pid}`)
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(String(holder.pid))
    // PGlite never opened the folder: no database files were written beside the lock.
    expect(existsSync(join(dir, 'PG_VERSION'))).toBe(false)
  } finally {
    holder.kill()
  }
})
