import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { isExpectedFrameBuildLog } from './frameBuildLogs.js'

const source = (path: string) =>
  fileURLToPath(new URL(`../packages/embedded/src/${path}`, import.meta.url))
/** The wallet frame's page, the approval page and the passkey page: entries sharing their common chunks. */
const entries = {
  frame: source('frame/main.ts'),
  approve: source('approval/main.ts'),
  passkey: source('passkey/main.ts'),
}

/**
 * Builds the embedded wallet's frame pages' scripts into `outDir`, which the auth service serves at
 * /frame/assets/: `frame.js`, the wallet frame's runtime (the key code, the channel, the protocol's schemas;
 * nothing else of Foyer; what it needs later in lazy chunks), `approve.js`, the approval page's, and
 * `passkey.js`, the passkey page's.
 */
export async function buildFrame(outDir: string): Promise<void> {
  await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: false,
      lib: { entry: entries, formats: ['es'], fileName: (_format, name) => `${name}.js` },
      rolldownOptions: {
        onLog(level, log, print) {
          if (!isExpectedFrameBuildLog(log)) print(level, log)
        },
      },
    },
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = process.argv[2] ?? '.foyer/auth-frame'
  await buildFrame(out)
  console.log(`frame built into ${out}`)
}
