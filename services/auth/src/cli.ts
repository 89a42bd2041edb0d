// foyer-auth <command> [options]: each command is src/commands/<command>.ts exporting `run`.
//   socials set|remove|list   a project's social-login providers (see commands/socials.ts)
//   serve   start the auth service (PORT; FOYER_AUTH_API_URL, FOYER_AUTH_PUBLIC_URL, FOYER_AUTH_CHAINS,
//           FOYER_SMTP_URL, FOYER_MAIL_FROM, FOYER_AUTH_FRAME_DIR, the three secrets; README.md)
import { runCli } from '@foyer/server'

await runCli({
  program: 'foyer-auth',
  folder: new URL('./commands/', import.meta.url),
  helpers: ['context'],
})
