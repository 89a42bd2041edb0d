/** A build log as rolldown hands it to `onLog`: what this filter reads of it. */
export type BuildLog = { code?: string | undefined; message: string }

/**
 * The one warning the frame's build is known to give, and why it is not printed: `@foyer/core`'s API client
 * imports the service schemas dynamically, so a host's entry chunk carries none of them until a request; the
 * frame imports those schemas itself (`@foyer/core/api`), so for the frame the dynamic import moves nothing,
 * which is right for it. Printed by every `npm start`, it read to newcomers as something broken (issue 40).
 * Any other warning, and this one for any other module, is printed.
 */
export function isExpectedFrameBuildLog(log: BuildLog): boolean {
  return (
    log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' &&
    /packages\/core\/src\/api\/schemas\.ts is dynamically imported by packages\/core\/src\/api\/client\.ts/.test(
      log.message,
    )
  )
}
