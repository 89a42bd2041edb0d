// foyer-api <command> [options]: each command is src/commands/<command>.ts exporting `run`.
//   serve                      start the services (PORT, DATABASE_URL or FOYER_API_DATA_DIR, FOYER_API_CHAINS)
//   projects create --id ID --name NAME --origin ORIGIN [--origin …]
//   (more commands: see src/commands/)
import { runCli } from '@foyer/server'

await runCli({
  program: 'foyer-api',
  folder: new URL('./commands/', import.meta.url),
  helpers: ['context'],
})
