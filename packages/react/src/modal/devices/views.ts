import type { FeatureViews, ViewChunk } from '../viewEntry.js'

// The embedded wallet's devices are a chunk of their own, loaded when the visitor opens them.
const load = (): Promise<ViewChunk> =>
  import('./devicesChunk.js').then((module) => module.devicesChunk)

/** The embedded wallet's devices. */
export const devicesViews: FeatureViews<'Devices'> = {
  Devices: { title: 'devices', load },
}
