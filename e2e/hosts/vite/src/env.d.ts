interface ImportMetaEnv {
  readonly VITE_RPC_URL: string
}
