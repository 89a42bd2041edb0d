// @foyer/core/api: service response schemas, shared by the client and the services (pure, no state).
export * from '../api/schemas.js'
