import type { PasskeyTexts } from './en.js'

/** Les textes de la page des clés d’accès, en français. */
export const fr: PasskeyTexts = {
  documentTitle: 'Clé d’accès',
  preparing: 'Préparation…',
  unknown: 'Cette demande n’attend plus. Fermez ceci et réessayez.',
  cancelled: 'Cette demande a été annulée.',
  dialogClosed: 'La fenêtre de la clé d’accès a été fermée. Réessayez quand vous serez prêt.',
  unsupported: 'Ce navigateur ne peut pas utiliser de clés d’accès ici.',
  working: 'En attente de votre clé d’accès…',
  title: {
    add: 'Ajouter une clé d’accès',
    'sign-in': 'Se connecter avec une clé d’accès',
    unlock: 'Ouvrez votre wallet avec votre clé d’accès',
  },
  body: {
    add: 'Votre appareil va enregistrer une clé d’accès pour ce wallet. Ensuite, un nouvel appareil n’ouvrira votre wallet qu’avec elle.',
    'sign-in': 'Utilisez la clé d’accès enregistrée pour le wallet de cette app.',
    unlock:
      'Votre wallet est protégé par une clé d’accès. Utilisez-la pour ouvrir votre wallet sur cet appareil.',
  },
  action: {
    add: 'Créer la clé d’accès',
    'sign-in': 'Utiliser la clé d’accès',
    unlock: 'Utiliser la clé d’accès',
  },
  done: {
    add: 'Clé d’accès ajoutée.',
    'sign-in': 'Connecté.',
    unlock: 'Votre wallet est ouvert.',
  },
}
