import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { expect, test } from 'vitest'

// A real process: it registers the steps, says it is ready, and is sent SIGTERM.
const child = `
  import { stopOnSignals } from ${JSON.stringify(new URL('./stopOnSignals.ts', import.meta.url).href)}
  stopOnSignals(
    async () => { await new Promise((resolve) => setTimeout(resolve, 20)); console.log('service stopped') },
    () => console.log('database closed'),
  )
  setInterval(() => {}, 1000)
  console.log('ready')
`

test('SIGTERM runs the steps in order, each awaited, then exits 0', async () => {
  const process_ = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', child])
  let output = ''
  process_.stdout.setEncoding('utf8')
  await new Promise<void>((resolve) =>
    process_.stdout.on('data', (chunk: string) => {
      output += chunk
      if (output.includes('ready')) resolve()
    }),
  )
  process_.kill('SIGTERM')
  const [code] = await once(process_, 'exit')
  expect(code).toBe(0)
  expect(output.trim().split('\n')).toEqual(['ready', 'service stopped', 'database closed'])
})
