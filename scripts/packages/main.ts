// `npm run packages -- build | pack | api`: builds, packs, or rewrites the API reports of the published
// packages (the checks run in `npm test`, e2e/packages.spec.ts).
import { apiReports } from './apiReport.js'
import { buildPackages } from './buildPackages.js'
import { packPackages } from './packPackages.js'

const command = process.argv[2]
if (command === 'build') {
  await buildPackages()
  console.log('built into packages/*/dist')
} else if (command === 'pack') {
  for (const [name, file] of Object.entries(await packPackages())) console.log(`${name}: ${file}`)
} else if (command === 'api') {
  await packPackages()
  const changed = apiReports({ update: true })
  console.log(
    changed.length
      ? `API reports changed (review and commit packages/*/api/): ${changed.join(', ')}`
      : 'API reports unchanged',
  )
} else {
  console.error('usage: npm run packages -- build | pack | api')
  process.exit(2)
}
