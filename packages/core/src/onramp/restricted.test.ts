import { expect, test } from 'vitest'
import { isOnrampRestricted } from './restricted.js'

test('SPEC §9: mainland China, Hong Kong and Macao are not served', () => {
  for (const zone of ['Asia/Shanghai', 'Asia/Hong_Kong', 'Asia/Macau', 'Asia/Urumqi'])
    expect(isOnrampRestricted(zone), zone).toBe(true)
  for (const zone of ['Asia/Taipei', 'Asia/Singapore', 'Europe/Berlin', 'America/New_York'])
    expect(isOnrampRestricted(zone), zone).toBe(false)
})
