/** @type {import('next').NextConfig} */
export default {
  // The test serves the build with `next start`; the devnet's RPC URL comes in at build time.
  env: { NEXT_PUBLIC_RPC_URL: process.env.NEXT_PUBLIC_RPC_URL },
}
