import type { PasskeyTexts } from './en.js'

/** Los textos de la página de llaves de acceso, en español. */
export const es: PasskeyTexts = {
  documentTitle: 'Llave de acceso',
  preparing: 'Preparando…',
  unknown: 'Esta solicitud ya no está esperando. Cierra esto e inténtalo de nuevo.',
  cancelled: 'Se canceló esta solicitud.',
  dialogClosed: 'Se cerró el diálogo de la llave de acceso. Inténtalo de nuevo cuando quieras.',
  unsupported: 'Este navegador no puede usar llaves de acceso aquí.',
  working: 'Esperando tu llave de acceso…',
  title: {
    add: 'Añadir una llave de acceso',
    'sign-in': 'Iniciar sesión con una llave de acceso',
    unlock: 'Abre tu billetera con tu llave de acceso',
  },
  body: {
    add: 'Tu dispositivo guardará una llave de acceso para esta billetera. A partir de entonces, un dispositivo nuevo solo abrirá tu billetera con ella.',
    'sign-in': 'Usa la llave de acceso que guardaste para la billetera de esta app.',
    unlock:
      'Tu billetera está protegida por una llave de acceso. Úsala para abrir tu billetera en este dispositivo.',
  },
  action: {
    add: 'Crear llave de acceso',
    'sign-in': 'Usar llave de acceso',
    unlock: 'Usar llave de acceso',
  },
  done: {
    add: 'Llave de acceso añadida.',
    'sign-in': 'Sesión iniciada.',
    unlock: 'Tu billetera está abierta.',
  },
}
