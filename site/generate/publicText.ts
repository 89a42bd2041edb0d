// The public pages speak for themselves: the code's comments cite the requirements they meet ("SPEC §4"),
// but no specification is published, so the generated pages (and TypeDoc's) drop those citations and keep
// what the comment says in its own words. TypeDoc also names a destructured parameter `__namedParameters`.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const SECTIONS = String.raw`SPEC\s+§\d+(?:\s*(?:,|and)\s*§\d+)*`
/** What may follow a citation inside its parentheses and says nothing without the spec: a quoted title, "texts". */
const QUALIFIER = String.raw`(?:\s+(?:'[^']*'|‘[^’]*’|texts?(?: [^,:;)]*)?))?`

/** The text with its "SPEC §n" citations removed, what they explained kept. */
export function withoutSpecCitations(text: string): string {
  return (
    text
      // "(SPEC §4)", "(SPEC §4 'Send')", "(SPEC §5 texts)": nothing left to say.
      .replace(new RegExp(String.raw`\s*\(${SECTIONS}${QUALIFIER}\)`, 'g'), '')
      // "(SPEC §3: tokens with zero decimals…)", "(SPEC §4, steps …)", "(SPEC §7 `/v1/x`)": the rest stays.
      .replace(new RegExp(String.raw`\(${SECTIONS}${QUALIFIER}(?:\s*[:,;]\s*|\s+(?=\`))`, 'g'), '(')
      // "(`/v1/x`, SPEC §7)", "(…; SPEC §3)": the citation at the end of a parenthesis.
      .replace(new RegExp(String.raw`\s*[,;]\s*${SECTIONS}${QUALIFIER}(?=\))`, 'g'), '')
      // "breaks SPEC §5's rules", "the defaults are SPEC §1’s": the rules, the defaults.
      .replace(new RegExp(String.raw`${SECTIONS}['’]s\b`, 'g'), 'the')
      // "SPEC §5: an EVM chain id…" opening a sentence or a cell.
      .replace(
        new RegExp(String.raw`(^|[|.]\s*)${SECTIONS}${QUALIFIER}:\s*(\S)`, 'gm'),
        (...match) => {
          const [, before, first] = match as unknown as [string, string, string]
          return `${before}${first.toUpperCase()}`
        },
      )
      // "Feature defaults, exactly as SPEC.md §1 lists them.", "SPEC.md texts are verbatim.": the file itself.
      .replace(/,?\s*exactly as SPEC\.md\s+§\d+ lists them/g, '')
      .replace(/\s*[^.\n|]*\bSPEC\.md\b[^.\n|]*\./g, '')
      // "in SPEC order", "of SPEC §9", "as SPEC §2 says": whatever remains.
      .replace(/\bin SPEC order\b/g, 'in the Connect view’s order')
      .replace(
        new RegExp(String.raw`\s*\b(?:of|in|by|per|as in|see)\s+${SECTIONS}${QUALIFIER}`, 'g'),
        '',
      )
      .replace(new RegExp(String.raw`\s*${SECTIONS}${QUALIFIER}`, 'g'), '')
      .replace(/\(\s*\)/g, '')
  )
}

/** TypeDoc's name for a destructured parameter, as a reader would call it. */
export function withoutNamedParameters(text: string): string {
  return text.replace(/__namedParameters/g, 'parameters')
}

/** Both, for a page of the public site. */
export function publicText(text: string): string {
  return withoutNamedParameters(withoutSpecCitations(text))
}

/** Rewrites every Markdown page under `folder` (TypeDoc's output) as public text; returns how many changed. */
export function rewritePages(folder: string): number {
  let changed = 0
  for (const name of readdirSync(folder)) {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) changed += rewritePages(path)
    else if (name.endsWith('.md')) {
      const text = readFileSync(path, 'utf8')
      const rewritten = publicText(text)
      if (rewritten !== text) {
        writeFileSync(path, rewritten)
        changed++
      }
    }
  }
  return changed
}
