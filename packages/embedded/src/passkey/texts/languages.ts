import type { ApprovalLanguage } from '../../approval/texts/languages.js'
import type { PasskeyTexts } from './en.js'

/** The passkey page's texts per language (the approval page's six): each a chunk of its own, loaded alone. */
export const PASSKEY_TEXTS: Record<ApprovalLanguage, () => Promise<PasskeyTexts>> = {
  en: () => import('./en.js').then((m) => m.en),
  de: () => import('./de.js').then((m) => m.de),
  es: () => import('./es.js').then((m) => m.es),
  fr: () => import('./fr.js').then((m) => m.fr),
  ja: () => import('./ja.js').then((m) => m.ja),
  ar: () => import('./ar.js').then((m) => m.ar),
}
