// The e-mail change's chunk. For the bundler, every lazy chunk reaches the modal's dependency set
// (docs/decisions.md, "One dependency set for lazy chunks").
import { chunkDependencies } from '../chunkDependencies.js'
import type { ViewChunk } from '../viewEntry.js'
import { emailCss } from './styles.js'
import { UpdateEmail } from './UpdateEmail.js'
import { UpdateEmailPrimaryOtp, UpdateEmailSecondaryOtp } from './UpdateEmailOtp.js'

/** The e-mail change's views and styles (a plain object: see modalChunk.ts for why not a namespace). */
export const emailChunk: ViewChunk = {
  views: { UpdateEmail, UpdateEmailPrimaryOtp, UpdateEmailSecondaryOtp },
  styles: emailCss,
  chunkDependencies,
}
