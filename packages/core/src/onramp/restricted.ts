/**
 * Time zones where buying crypto through the onramp is not offered (SPEC §9: mainland China, Hong Kong,
 * Macao), with the IANA aliases browsers may report for them.
 */
export const RESTRICTED_TIME_ZONES: readonly string[] = [
  'Asia/Shanghai',
  'Asia/Chongqing',
  'Asia/Chungking',
  'Asia/Harbin',
  'Asia/Urumqi',
  'Asia/Kashgar',
  'PRC',
  'Asia/Hong_Kong',
  'Hongkong',
  'Asia/Macau',
  'Asia/Macao',
]

/** True when the visitor's time zone (the browser's, unless given) is one the onramp does not serve. */
export function isOnrampRestricted(timeZone = browserTimeZone()): boolean {
  return timeZone !== undefined && RESTRICTED_TIME_ZONES.includes(timeZone)
}

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone
  } catch {
    return undefined
  }
}
