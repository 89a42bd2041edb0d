import type { ApprovalTexts } from './en.js'

/** Les textes de la page d’approbation en français (les mots du modal, là où il les a déjà). */
export const fr: ApprovalTexts = {
  documentTitle: 'Approuver dans votre portefeuille',
  approve: 'Approuver',
  reject: 'Refuser',
  status: {
    loading: 'Chargement de la requête…',
    unknown: 'Cette requête n’attend plus. Fermez cette fenêtre et réessayez depuis l’application.',
    noVisibility:
      'Ce navigateur ne peut pas savoir si cette page est masquée : il ne prend votre approbation que dans une fenêtre à part.',
    windowOpen:
      'Continuez dans la fenêtre qui s’est ouverte. La fermer laisse la requête en attente.',
    windowBlocked:
      'La fenêtre ne s’est pas ouverte. Autorisez les fenêtres pop-up pour cette application, puis réessayez.',
    running: 'Approbation…',
    done: 'Terminé.',
    declined: 'Refusée.',
    cancelled: 'L’application a retiré la requête.',
    failed: 'Le portefeuille n’a pas pu le faire',
  },
  openWindow: 'Vérifier dans une nouvelle fenêtre',
  titles: {
    personal_sign: 'Signer ce message',
    eth_signTypedData_v4: 'Signer ces données',
    eth_sendTransaction: 'Envoyer cette transaction',
    eth_sendRawTransaction: 'Envoyer cette transaction signée',
    wallet_sendCalls: 'Envoyer ces appels',
    wallet_grantPermissions: 'Autoriser une autre clé à agir pour votre compte',
    wallet_revokePermissions: 'Retirer cette autorisation',
    signMessage: 'Signer ce message',
    signTransaction: 'Signer cette transaction',
    signAllTransactions: 'Signer ces transactions',
    signAndSendTransaction: 'Envoyer cette transaction',
  },
  askedBy: 'Demandé par {origin} sur {network}',
  transactionNumber: 'Transaction {index} sur {count}',
  callNumber: 'Appel {index} sur {count}',
  message: 'Message',
  typedMessage: 'Message ({type})',
  domain: 'Domaine',
  signedBytes: 'Octets signés',
  to: 'À',
  newContract: 'Nouveau contrat',
  value: 'Valeur',
  function: 'Fonction',
  data: 'Données',
  none: 'Aucune',
  permission: {
    signer: 'Clé',
    token: 'Jeton',
    allowance: 'Jusqu’à',
    expiry: 'Jusqu’au',
    error: 'Ne peut être accordée',
  },
  details: {
    account: 'Compte',
    smartAccount: 'Compte intelligent',
    nonce: 'Nonce',
    gasLimit: 'Limite de gaz',
    callGasLimit: 'Limite de gaz de l’appel',
    verificationGasLimit: 'Limite de gaz de la vérification',
    preVerificationGas: 'Gaz avant vérification',
    paymasterGasLimit: 'Limite de gaz du paymaster',
    maxFeePerGas: 'Frais maximum par gaz',
    maxPriorityFeePerGas: 'Frais de priorité maximum par gaz',
    maxNetworkFee: 'Frais de réseau maximum',
    gasPaidBy: 'Frais de réseau',
    priorityFee: 'Frais de priorité',
    computeUnitLimit: 'Limite d’unités de calcul',
  },
  paidByPaymaster: 'Payés par l’application (son paymaster) : vous ne payez pas de gaz',
  paidByAccount: 'Payés par votre compte intelligent en {symbol}',
  microLamports: '{amount} micro-lamports par unité de calcul',
  warnings: {
    unlimitedApproval:
      'Approbation illimitée : le bénéficiaire peut retirer la totalité de ce jeton de votre portefeuille, maintenant et plus tard',
    permit:
      'Cette signature est un permit : qui la détient peut déplacer vos jetons sans vous redemander',
    sessionKey:
      'Une clé de session agira pour vous sans demander, dans cette limite, jusqu’à son expiration',
  },
}
