import type { AppDeps } from '../deps.js'
import { loginCodeMail } from '../mail/messages.js'
import { sendCode } from '../otp/sendCode.js'
import { appLabel } from '../projects/appLabel.js'
import type { Project } from '../projects/projects.js'

/** Mails a sign-in code for `project` to `email` (sendCode's rules; 'skip' for a step the visitor did not repeat). */
export function mailLoginCode(
  deps: AppDeps,
  { project, email, duringCooldown }: { project: Project; email: string; duringCooldown?: 'skip' },
): Promise<void> {
  return sendCode(deps, {
    purpose: 'login',
    projectId: project.id,
    email,
    compose: (code) => loginCodeMail(email, code, appLabel(project)),
    ...(duringCooldown ? { duringCooldown } : {}),
  })
}
