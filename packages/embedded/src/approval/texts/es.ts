import type { ApprovalTexts } from './en.js'

/** Los textos de la página de aprobación en español (las palabras del modal, donde ya las tiene). */
export const es: ApprovalTexts = {
  documentTitle: 'Aprueba en tu billetera',
  approve: 'Aprobar',
  reject: 'Rechazar',
  status: {
    loading: 'Cargando la solicitud…',
    unknown:
      'Esta solicitud ya no está en espera. Cierra esta ventana y vuelve a intentarlo desde la app.',
    noVisibility:
      'Este navegador no puede saber si esta página está tapada, así que solo acepta tu aprobación en una ventana propia.',
    windowOpen: 'Continúa en la ventana que se abrió. Si la cierras, la solicitud sigue esperando.',
    windowBlocked:
      'La ventana no se abrió. Permite las ventanas emergentes para esta app y vuelve a intentarlo.',
    running: 'Aprobando…',
    done: 'Hecho.',
    declined: 'Rechazada.',
    cancelled: 'La app retiró la solicitud.',
    failed: 'La billetera no pudo hacerlo',
  },
  openWindow: 'Revisar en una ventana nueva',
  titles: {
    personal_sign: 'Firma este mensaje',
    eth_signTypedData_v4: 'Firma estos datos',
    eth_sendTransaction: 'Envía esta transacción',
    eth_sendRawTransaction: 'Envía esta transacción firmada',
    wallet_sendCalls: 'Envía estas llamadas',
    wallet_grantPermissions: 'Permite que otra clave actúe por tu cuenta',
    wallet_revokePermissions: 'Retira este permiso',
    signMessage: 'Firma este mensaje',
    signTransaction: 'Firma esta transacción',
    signAllTransactions: 'Firma estas transacciones',
    signAndSendTransaction: 'Envía esta transacción',
  },
  askedBy: 'Solicitado por {origin} en {network}',
  transactionNumber: 'Transacción {index} de {count}',
  callNumber: 'Llamada {index} de {count}',
  message: 'Mensaje',
  typedMessage: 'Mensaje ({type})',
  domain: 'Dominio',
  signedBytes: 'Bytes firmados',
  to: 'Para',
  newContract: 'Nuevo contrato',
  value: 'Valor',
  function: 'Función',
  data: 'Datos',
  none: 'Ninguno',
  permission: {
    signer: 'Clave',
    token: 'Token',
    allowance: 'Hasta',
    expiry: 'Hasta el',
    error: 'No se puede conceder',
  },
  details: {
    account: 'Cuenta',
    smartAccount: 'Cuenta inteligente',
    nonce: 'Nonce',
    gasLimit: 'Límite de gas',
    callGasLimit: 'Límite de gas de la llamada',
    verificationGasLimit: 'Límite de gas de verificación',
    preVerificationGas: 'Gas previo a la verificación',
    paymasterGasLimit: 'Límite de gas del paymaster',
    maxFeePerGas: 'Comisión máxima por gas',
    maxPriorityFeePerGas: 'Comisión de prioridad máxima por gas',
    maxNetworkFee: 'Comisión de red máxima',
    gasPaidBy: 'Comisión de red',
    priorityFee: 'Comisión de prioridad',
    computeUnitLimit: 'Límite de unidades de cómputo',
  },
  paidByPaymaster: 'La paga la app (su paymaster): tú no pagas gas',
  paidByAccount: 'La paga tu cuenta inteligente en {symbol}',
  microLamports: '{amount} microlamports por unidad de cómputo',
  warnings: {
    unlimitedApproval:
      'Aprobación ilimitada: quien la recibe puede mover todo este token de tu billetera, ahora y más adelante',
    permit:
      'Esta firma es un permiso (permit): quien la tenga puede mover tus tokens sin volver a preguntarte',
    sessionKey:
      'Una clave de sesión actuará por ti sin preguntar, dentro de este límite, hasta que caduque',
  },
}
