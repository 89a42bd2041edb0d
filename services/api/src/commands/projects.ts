import { type Args, required } from '@foyer/server'
import { upsertProject } from '../projects.js'
import { openConfiguredDatabase } from './context.js'

/** `projects create --id ID --name NAME --origin ORIGIN…`: creates or updates a project and its allowed origins. */
export async function run(args: Args): Promise<void> {
  const [action] = args.positionals
  if (action !== 'create')
    throw new Error('usage: projects create --id ID --name NAME --origin ORIGIN [--origin …]')
  const database = await openConfiguredDatabase()
  try {
    const project = {
      id: required(args, 'id'),
      name: args.options.get('name')?.[0] ?? required(args, 'id'),
      allowedOrigins: args.options.get('origin') ?? [],
    }
    await upsertProject(database.db, project)
    console.log(`project ${project.id}: origins ${project.allowedOrigins.join(', ') || '(none)'}`)
  } finally {
    await database.close()
  }
}
