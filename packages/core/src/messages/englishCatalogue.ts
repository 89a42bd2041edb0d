// The whole English catalogue once something has loaded it (en.ts registers itself: the modal brings it).
// A leaf of its own, so that en.ts can register without importing what reads it (no import circle).
let catalogue: Readonly<Record<string, string>> | undefined

/** Called by en.ts when it loads: from then on errors and alerts read in English in logs. */
export function registerEnglishCatalogue(
  texts: Readonly<Record<string, string>> | undefined,
): void {
  catalogue = texts
}

/** The whole English catalogue, once loaded. */
export function englishCatalogue(): Readonly<Record<string, string>> | undefined {
  return catalogue
}
