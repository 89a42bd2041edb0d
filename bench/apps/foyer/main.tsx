// Foyer with its default features.
import { renderFoyerHost } from '../shared/foyer.js'

renderFoyerHost()
