// foyer-api <command> [options]: each command is src/commands/<command>.ts exporting `run`.
//   serve                      start the services (PORT, DATABASE_URL or FOYER_API_DATA_DIR, FOYER_API_CHAINS)
//   projects create --id ID --name NAME --origin ORIGIN [--origin …]
//   (more commands: see src/commands/)
import { existsSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parseArgs } from './commands/args.js'

const [name, ...rest] = process.argv.slice(2)
const folder = fileURLToPath(new URL('./commands/', import.meta.url))
const commands = readdirSync(folder)
  .filter(
    (file) =>
      file.endsWith('.ts') &&
      !file.endsWith('.test.ts') &&
      file !== 'args.ts' &&
      file !== 'context.ts',
  )
  .map((file) => file.replace(/\.ts$/, ''))

if (!name || !commands.includes(name) || !existsSync(`${folder}${name}.ts`)) {
  console.error(`usage: foyer-api <${commands.join('|')}> [options]`)
  process.exit(2)
}
const command = (await import(`./commands/${name}.ts`)) as {
  run(args: ReturnType<typeof parseArgs>): Promise<void>
}
try {
  await command.run(parseArgs(rest))
} catch (error) {
  console.error(`foyer-api ${name}: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
