// Unit tests read errors as a host does once the modal (or the host) has loaded the English catalogue:
// `error.shortMessage` is then the English text. englishText.test.ts checks the short form before that.
import { en } from '../messages/en.js'
import { registerEnglishCatalogue } from '../messages/englishCatalogue.js'

registerEnglishCatalogue(en)
