// Unit tests read errors as a host does once the modal (or the host) has loaded the English catalogue:
// `error.shortMessage` is then the English text. englishText.test.ts checks the short form before that.
import '../messages/en.js'
