// @foyer/auth/dev: the auth service as `npm start` and the browser tests run it, with its local mail sink
// (a development dependency: nothing a deployment imports reaches this).
export {
  type DevAuth,
  type DevAuthOptions,
  devSponsorshipKeys,
  startDevAuth,
} from '../dev/devStack.js'
export { type MailSink, type SinkMessage, startMailSink } from '../dev/mailSink.js'
