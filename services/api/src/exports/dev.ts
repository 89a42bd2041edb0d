// @foyer/api/dev: the services as `npm start` and the browser tests run them, on the devnet (a development
// dependency: nothing a deployment imports reaches this).

export { devnetSolanaClusters } from '../dev/devnetChains.js'
export { type DevServicesOptions, startDevServices } from '../dev/devStack.js'
