/**
 * The catalogue's languages by tag, with their writing direction: what the first state needs of `LOCALES`
 * (locales.ts), without the rows' loaders: those `import()`s load with `setLocale` (the deferred parts).
 */
export const LOCALE_DIRECTIONS: Readonly<Record<string, 'ltr' | 'rtl'>> = {
  en: 'ltr',
  de: 'ltr',
  es: 'ltr',
  fr: 'ltr',
  ja: 'ltr',
  ar: 'rtl',
}
