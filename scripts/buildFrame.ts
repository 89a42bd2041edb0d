import { fileURLToPath } from 'node:url'
import { build } from 'vite'

const entry = fileURLToPath(new URL('../packages/embedded/src/frame/main.ts', import.meta.url))

/**
 * Builds the embedded wallet's frame page script (@foyer/embedded's frame runtime) into `outDir/frame.js`,
 * which the auth service serves at /frame/assets/frame.js. One small ES module: the key code, the channel,
 * the protocol's schemas; nothing else of Foyer.
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
      lib: { entry, formats: ['es'], fileName: () => 'frame.js' },
    },
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = process.argv[2] ?? '.foyer/auth-frame'
  await buildFrame(out)
  console.log(`frame built into ${out}`)
}
