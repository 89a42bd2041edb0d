import type { Project } from './projects.js'

/** How a mail names the app a visitor is signing in to: the project's name and its exact origins. */
export type AppLabel = { name: string; origins: string[] }

/**
 * The app as the data service records it, never as a request says: the project's name (its id when the data
 * service gives none) and its exact allowed origins (patterns such as `https://*.example.com` name no page).
 */
export function appLabel(project: Project): AppLabel {
  return {
    name: project.name ?? project.id,
    origins: project.allowedOrigins.filter((origin) => !origin.includes('*')).slice(0, 3),
  }
}

/** "Shop (https://shop.example)" — the line a mail shows. */
export function describeApp({ name, origins }: AppLabel): string {
  return origins.length ? `${name} (${origins.join(', ')})` : name
}
