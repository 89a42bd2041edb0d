import type { FeatureViews, ViewChunk } from '../viewEntry.js'

// The e-mail change is a chunk of its own, loaded the first time one of its views is shown and never when
// features.email is off (core refuses to open its views then).
const load = (): Promise<ViewChunk> => import('./emailChunk.js').then((module) => module.emailChunk)

/** Changing the embedded wallet's e-mail: the new address, the current address's code, the new one's. */
export const emailViews: FeatureViews<
  'UpdateEmail' | 'UpdateEmailPrimaryOtp' | 'UpdateEmailSecondaryOtp'
> = {
  UpdateEmail: { title: 'updateEmail', load },
  UpdateEmailPrimaryOtp: { title: 'updateEmail', load },
  UpdateEmailSecondaryOtp: { title: 'updateEmail', load },
}
