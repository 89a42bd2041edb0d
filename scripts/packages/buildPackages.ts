// Builds every published package into its dist/: JavaScript, source maps, declarations.
import { buildDeclarations } from './buildDeclarations.js'
import { buildJavaScript } from './buildJavaScript.js'
import { PUBLISHABLE, readManifest } from './publishable.js'

export async function buildPackages(): Promise<void> {
  // JavaScript first: its build empties each dist/, the declarations then go beside it.
  for (const folder of PUBLISHABLE) await buildJavaScript(folder, readManifest(folder))
  buildDeclarations()
}
