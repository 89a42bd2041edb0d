/**
 * What the frame keeps on the device, in its own origin's storage (which the host page cannot read; browsers
 * partition it per top-level site): the device id, the session token, and this device's key share per
 * address. Signing out removes the session token; the device id and share stay, so this device stays known.
 */
export type FrameStorage = ReturnType<typeof createFrameStorage>

export function createFrameStorage(
  projectId: string,
  storage: Storage | undefined = safeLocalStorage(),
) {
  const memory = new Map<string, string>()
  const key = (name: string) => `foyer-frame:${projectId}:${name}`
  const get = (name: string) => {
    try {
      return storage ? storage.getItem(key(name)) : (memory.get(key(name)) ?? null)
    } catch {
      return memory.get(key(name)) ?? null
    }
  }
  const set = (name: string, value: string | undefined) => {
    try {
      if (!storage) throw new Error('no storage')
      if (value === undefined) storage.removeItem(key(name))
      else storage.setItem(key(name), value)
    } catch {
      if (value === undefined) memory.delete(key(name))
      else memory.set(key(name), value)
    }
  }
  return {
    deviceId(): string {
      let id = get('device')
      if (!id || !/^[A-Za-z0-9_-]{22,64}$/.test(id)) {
        id = base64url(crypto.getRandomValues(new Uint8Array(16)))
        set('device', id)
      }
      return id
    },
    token: () => get('session') ?? undefined,
    setToken: (token: string | undefined) => set('session', token),
    deviceShare: (address: string) => get(`share:${address.toLowerCase()}`) ?? undefined,
    setDeviceShare: (address: string, share: string) =>
      set(`share:${address.toLowerCase()}`, share),
    /** The account type the visitor chose for EVM chains (SPEC §1: a smart account unless they chose the EOA). */
    preferredAccountType: (): 'eoa' | 'smartAccount' =>
      get('preferred:eip155') === 'eoa' ? 'eoa' : 'smartAccount',
    setPreferredAccountType: (type: 'eoa' | 'smartAccount') => set('preferred:eip155', type),
  }
}

export function base64url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}
