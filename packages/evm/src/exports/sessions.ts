// `@foyer/evm/sessions`: acting within a permission the visitor granted (smart sessions), from the host's own
// session key. A subpath of its own: a host that uses no smart sessions loads none of this.
export {
  foyerBundlerUrl,
  type SendWithPermissionParameters,
  type SendWithPermissionReturnType,
  sendWithPermission,
} from '../sessions/sendWithPermission.js'
