import type { FrameChain, FrameSolanaCluster } from './chains.js'

/** Everything the auth service is configured with, apart from its database, secrets and mail. */
export type AuthConfig = {
  /** The address the service is reached at: device-approval links point here. */
  publicUrl: string
  /**
   * The data service as browsers reach it (FOYER_AUTH_PUBLIC_API_URL, else FOYER_AUTH_API_URL), handed to the
   * frame in its config for its own calls there (and in its CSP's connect-src). Absent: the frame is told of
   * none.
   */
  apiUrl?: string | undefined
  /** The chains the frame may use, and the one it starts on (SPEC §9: 1 in production). */
  chains: FrameChain[]
  defaultChainId: number
  /** The Solana clusters the frame signs for (SPEC §9: the three public ones by default). */
  solanaClusters: FrameSolanaCluster[]
  /** The folder the frame's bundle is served from, under /frame/assets/. */
  frameDir: string
  /**
   * How many proxies in front of the service add to X-Forwarded-For (FOYER_TRUST_PROXY); 0 reads the client
   * address from the connection only.
   */
  trustProxyHops: number
  /**
   * Headers a trusted proxy or CDN sets with the client's place (FOYER_AUTH_LOCATION_HEADER, comma-separated:
   * `CF-IPCountry`, or a city, a region and a country header), named in the device-approval mail; read only
   * when trustProxyHops > 0. Absent: the mail names the client's network instead.
   */
  locationHeaders?: readonly string[] | undefined
  /** Login starts allowed from one client address per 10 minutes (FOYER_AUTH_STARTS_PER_CLIENT; 30). */
  startsPerClient?: number | undefined
  /**
   * Device long-polls (`POST /v1/login/device`) one process holds open for one client address
   * (FOYER_AUTH_DEVICE_WAITS_PER_CLIENT; 10) and in all (FOYER_AUTH_DEVICE_WAITS_TOTAL; 1,000).
   */
  deviceWaitsPerClient?: number | undefined
  deviceWaitsTotal?: number | undefined
  /**
   * How long after its mailed approval a new device of an account that has a wallet may sign in
   * (FOYER_AUTH_DEVICE_APPROVAL_DELAY_MINUTES: 60 in a deployment, 0 in development); until then the owner
   * can cancel it. Absent: 0.
   */
  deviceApprovalDelayMs?: number | undefined
  /**
   * Sign In With Farcaster: the auth relay (FOYER_FARCASTER_RELAY_URL) and an Optimism RPC endpoint
   * (FOYER_FARCASTER_RPC_URL) where the ID registry says which address holds each Farcaster id. Absent:
   * Farcaster sign-in is off and says so.
   */
  farcaster?: FarcasterSettings | undefined
  /**
   * How a page whose origin the embedded wallet refuses gets allowed, said in `GET /v1/origin-check`'s answer
   * (which the page's console shows); `{origin}` stands for the refused origin. `npm start` says
   * `FOYER_APP_ORIGINS={origin} npm start`. Absent: the data service's `projects create` command.
   */
  allowOriginHint?: string | undefined
}

export type FarcasterSettings = { relayUrl: string; rpcUrl: string }
