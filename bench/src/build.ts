// Builds the apps one after another (the machine is shared: one build at a time).
import { build } from 'vite'
import type { AppSpec } from './apps.js'
import { viteConfig } from './viteConfig.js'

/** Builds one app into apps/<name>/dist and returns how long it took, in milliseconds. */
export async function buildApp(app: AppSpec): Promise<number> {
  const started = performance.now()
  await build(viteConfig(app))
  return performance.now() - started
}

/** Builds the apps in order; an app that fails to build is reported and left out. */
export async function buildApps(
  apps: readonly AppSpec[],
): Promise<{ built: AppSpec[]; failed: string[] }> {
  const built: AppSpec[] = []
  const failed: string[] = []
  for (const app of apps) {
    process.stdout.write(`[bench] building ${app.name}… `)
    try {
      const ms = await buildApp(app)
      console.log(`${(ms / 1000).toFixed(1)} s`)
      built.push(app)
    } catch (error) {
      console.log('FAILED')
      console.error(error instanceof Error ? error.message : error)
      failed.push(app.name)
    }
  }
  return { built, failed }
}
