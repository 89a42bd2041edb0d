import type {
  OpenDatabase as OpenServiceDatabase,
  Database as ServiceDatabase,
} from '@foyer/server'
import type * as schema from './schema.js'

/** The auth service's database (PGlite or PostgreSQL): same schema, same queries. */
export type Database = ServiceDatabase<typeof schema>

/** The auth service's open database (see @foyer/server). */
export type OpenDatabase = OpenServiceDatabase<typeof schema>
