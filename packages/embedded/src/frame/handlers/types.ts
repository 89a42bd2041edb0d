import type { AppEventPayload, AppEventResult, AppEventType } from '../../protocol/messages.js'

/** The handlers of the app events `T`: each resolves with its SUCCESS payload or throws. */
export type HandlersOf<T extends AppEventType> = {
  [E in T]: (payload: AppEventPayload<E>) => Promise<AppEventResult<E>>
}

/** The social provider a sign-in result names. */
export type SignInProvider = AppEventResult<'CONNECT_SOCIAL'>['socialProvider']
