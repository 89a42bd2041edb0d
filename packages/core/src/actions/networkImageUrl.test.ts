import { expect, test } from 'vitest'
import { createServicesFoyer } from '../_test/servicesFoyer.js'
import { quiet } from '../_test/twoFamilies.js'
import { networkImageUrl } from './networkImageUrl.js'

test('/public/getAssetImage/ with the CAIP-2 id encoded, and the client parameters', () => {
  const src = networkImageUrl(createServicesFoyer(quiet), 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  expect(src).toMatch(
    /^http:\/\/api\.test\/public\/getAssetImage\/solana%3A5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp\?projectId=p&/,
  )
})

test('undefined without the service: the modal draws the initial', () => {
  expect(
    networkImageUrl(createServicesFoyer({ ...quiet, apiUrl: undefined }), 'eip155:1'),
  ).toBeUndefined()
})
