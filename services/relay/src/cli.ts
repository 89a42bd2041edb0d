// foyer-relay <command> [options]: each command is src/commands/<command>.ts exporting `run`.
//   serve   run the relay (PORT, DATABASE_URL for several instances, FOYER_RELAY_API_URL,
//           FOYER_RELAY_ALLOWED_ORIGINS, FOYER_RELAY_LIMITS; docs/operations.md)
import { runCli } from '@foyer/server'

await runCli({ program: 'foyer-relay', folder: new URL('./commands/', import.meta.url) })
