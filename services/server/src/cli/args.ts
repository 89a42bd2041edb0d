/** Command-line arguments: positionals, and `--name value` options (repeatable). */
export type Args = { positionals: string[]; options: Map<string, string[]> }

/** Parses `a b --x 1 --x 2 --flag` into positionals and options. */
export function parseArgs(argv: string[]): Args {
  const args: Args = { positionals: [], options: new Map() }
  for (let i = 0; i < argv.length; i++) {
    const item = argv[i] as string
    if (!item.startsWith('--')) {
      args.positionals.push(item)
      continue
    }
    const key = item.slice(2)
    const next = argv[i + 1]
    // `--flag` alone means true; `--name value` takes the next argument.
    const hasValue = next !== undefined && !next.startsWith('--')
    const value = hasValue ? next : 'true'
    if (hasValue) i++
    args.options.set(key, [...(args.options.get(key) ?? []), value])
  }
  return args
}

/** The single value of an option, or throws naming it. */
export function required(args: Args, key: string): string {
  const value = args.options.get(key)?.[0]
  if (!value) throw new Error(`--${key} is required`)
  return value
}
