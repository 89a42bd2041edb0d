import { expect, test } from 'vitest'
import * as everyConstant from './constants.js'
import { constants } from './constantsNamespace.js'

test('the public `constants` names every constant of constants.ts, with its value', () => {
  expect(constants).toEqual({ ...everyConstant })
})
