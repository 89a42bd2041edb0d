import { expect, test } from 'vitest'
import { returnUrl, takeSocialReturn } from './socialReturn.js'

/** A window at `href`, optionally opened by `opener`, recording history replacements. */
function fakeWindow(href: string, opener?: unknown) {
  const replaced: string[] = []
  const win = {
    location: new URL(href),
    opener: opener ?? null,
    history: {
      state: { kept: true },
      replaceState(_state: unknown, _title: string, url: string) {
        replaced.push(url)
      },
    },
  }
  return { win: win as unknown as Window, replaced }
}

test('SPEC §2: result_uri is read and removed from the address bar, the rest of the URL untouched', () => {
  const { win, replaced } = fakeWindow(
    'https://app.example/shop?tab=2&result_uri=https%3A%2F%2Fauth.example%2Fsocial%2Fresult%3Fticket%3Dabc#top',
  )
  expect(takeSocialReturn(win)).toBe('https://auth.example/social/result?ticket=abc')
  expect(replaced).toEqual(['https://app.example/shop?tab=2#top'])
})

test('no result_uri: nothing read, nothing replaced', () => {
  const { win, replaced } = fakeWindow('https://app.example/?tab=2')
  expect(takeSocialReturn(win)).toBeUndefined()
  expect(replaced).toEqual([])
})

test('in the login’s own popup (opened by this app’s page) the result is left for the opener', () => {
  const opener = { location: { origin: 'https://app.example' } }
  const { win, replaced } = fakeWindow('https://app.example/?result_uri=x', opener)
  expect(takeSocialReturn(win)).toBeUndefined()
  expect(replaced).toEqual([])
})

test('a page opened by another site still completes its own return', () => {
  const foreign = {
    get location(): Location {
      throw new DOMException('cross-origin', 'SecurityError')
    },
  }
  const { win } = fakeWindow('https://app.example/?result_uri=x', foreign)
  expect(takeSocialReturn(win)).toBe('x')
})

test('the page to return to drops an earlier result but keeps everything else', () => {
  expect(returnUrl('https://app.example/a?b=1&result_uri=old#c')).toBe(
    'https://app.example/a?b=1#c',
  )
})
