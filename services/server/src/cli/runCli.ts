import { existsSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { scrubText } from '../log/scrub.js'
import { type Args, parseArgs } from './args.js'

/** A command of a service's command line: `commands/<name>.ts` exporting `run`. */
export type Command = { run(args: Args): Promise<void> }

/**
 * A service's command line: `<program> <command> [options]`, where each command is a file of `folder`
 * exporting `run` (files in `helpers` are not commands). Unknown commands print the usage and exit 2; a
 * command that throws prints its message and exits 1.
 */
export async function runCli({
  program,
  folder,
  helpers = [],
  argv = process.argv.slice(2),
}: {
  program: string
  folder: URL
  helpers?: readonly string[]
  argv?: readonly string[]
}): Promise<void> {
  const [name, ...rest] = argv
  const path = fileURLToPath(folder)
  const commands = readdirSync(path)
    .filter(
      (file) =>
        file.endsWith('.ts') && !file.endsWith('.test.ts') && !helpers.includes(file.slice(0, -3)),
    )
    .map((file) => file.slice(0, -3))
  if (!name || !commands.includes(name) || !existsSync(`${path}${name}.ts`)) {
    console.error(`usage: ${program} <${commands.join('|')}> [options]`)
    process.exit(2)
  }
  const command = (await import(new URL(`${name}.ts`, folder).href)) as Command
  try {
    await command.run(parseArgs([...rest]))
  } catch (error) {
    console.error(
      `${program} ${name}: ${scrubText(error instanceof Error ? error.message : String(error))}`,
    )
    process.exit(1)
  }
}
