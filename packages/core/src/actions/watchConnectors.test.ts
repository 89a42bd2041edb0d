import { expect, test, vi } from 'vitest'
import { createMemoryAdapter } from '../_test/memoryAdapter.js'
import { createTwoFamilyFoyer } from '../_test/twoFamilies.js'
import { watchConnectors } from './watchConnectors.js'

const { connector } = createMemoryAdapter()

test('calls back with the list when the wallets offered change, not for unrelated state', () => {
  const { foyer } = createTwoFamilyFoyer()
  const onChange = vi.fn()
  watchConnectors(foyer, onChange)
  foyer.store.setState({ themeMode: 'dark' })
  expect(onChange).not.toHaveBeenCalled()
  foyer.store.setState({ connectors: [connector] })
  expect(onChange).toHaveBeenCalledExactlyOnceWith([connector], [])
})

test('the unsubscribe it returns stops it', () => {
  const { foyer } = createTwoFamilyFoyer()
  const onChange = vi.fn()
  watchConnectors(foyer, onChange)()
  foyer.store.setState({ connectors: [connector] })
  expect(onChange).not.toHaveBeenCalled()
})
