import type { Cues } from './types'

// French negates around the verb ("ne marche pas", "ne s'ouvre plus"), and reviews often drop
// the "ne" ("ça marche pas"): the verb followed by its negation finds both.
const VERBS = [
  'marche', 'marchent', 'fonctionne', 'fonctionnent', "s'ouvre", "s'ouvrent", 'ouvre', 'charge', 'chargent', 'se charge', 'se lance', 'lance', 'demarre',
  'se synchronise', 'synchronise', 'synchro', 'enregistre', 'sauvegarde', "s'affiche", "s'affichent", 'affiche', 'sonne', 'sonnent', 'repond', 'se connecte',
  'connecte', 'detecte', 'compte', 'mesure', 'exporte', 'importe', 'envoie', 'se met a jour', 'reconnait', 'notifie', 'arrive', 'arrivent', 'apparait',
  'apparaissent', 'vibre', 'joue', 'telecharge', 'suit', 'fonctionnait', 'marchait',
]
const broken = VERBS.flatMap((v) => [`${v} pas`, `${v} plus`, `${v} jamais`, `${v} toujours pas`, `${v} mal`])
// "impossible d'exporter", "je n'arrive pas à synchroniser".
const ACTIONS = ['ouvrir', 'lancer', 'charger', 'synchroniser', 'sauvegarder', 'enregistrer', 'exporter', 'importer', 'connecter', 'relier', 'ajouter', 'joindre', 'modifier', 'supprimer', 'restaurer', 'telecharger', 'installer', 'jouer', 'demarrer', 'acceder']
const cannot = ACTIONS.flatMap((v) => [`impossible de ${v}`, `impossible d'${v}`, `arrive pas a ${v}`, `arrive plus a ${v}`, `arrive pas a l'${v}`, `peux pas ${v}`, `peux plus ${v}`, `peut pas ${v}`, `peut plus ${v}`])

export const fr: Cues = {
  resolved: ['résolu', '=réglé', '=réglée', "m'ont aidé", "m'a aidé", "dans l'heure", 'en une heure', 'répondu rapidement', 'rapidement répondu'],
  thanks: ['merci', 'merci d\'avance', 'merci beaucoup', 'cordialement'],
  positive: [
    '❤', '😍', '🥰', '👍', '👌', '🙌', '🔥', '💯', '⭐', '😊', '🤩', 'génial', 'geniale', 'génialissime', 'super', '=top', 'au top', 'le top', 'top du top', 'excellent',
    'excellente', 'parfait', 'parfaite', 'parfaitement', 'magnifique', 'formidable', 'fantastique', 'incroyable', 'merveilleux', 'merveilleuse', 'trop bien',
    'très bien', 'vraiment bien', 'super bien', 'bien fait', 'bien faite', 'bien pensé', 'bien pensée', 'bien conçu', 'bien conçue', "c'est bien", 'est bien',
    'bien pratique', 'marche bien', 'marche très bien', 'fonctionne bien', 'fonctionne très bien', 'fonctionne parfaitement', 'marche parfaitement', 'marche nickel',
    'nickel', 'impeccable', 'au poil', "j'adore", 'adore', "j'aime", 'aime beaucoup', "j'aime beaucoup", 'pratique', 'utile', 'efficace', 'intuitif', 'intuitive', '=clair', '=claire', '=clairs', '=claires', 'trouve tout',
    '=simple', 'facile', 'fluide', 'rapide', 'agréable', '=beau', '=belle', 'joli', 'jolie', 'ergonomique', '=complet', '=complète', 'précis', 'précise', 'fiable',
    'stable', 'recommande', 'je recommande', 'à recommander', 'a recommander', 'je conseille', 'conseille', 'merci', 'bravo', 'chapeau', 'félicitations',
    'continuez', 'bon travail', 'beau travail', 'bon boulot', 'bon jeu', 'bonne appli', 'bonne app', 'bonne application', '=bon', '=bonne', 'très bon', 'très bonne',
    'satisfait', 'satisfaite', 'content', 'contente', 'ravi', 'ravie', 'heureux', 'heureuse', 'addictif', 'addictive', 'addict', '=accro', 'accros', 'divertissant',
    'amusant', 'marrant', 'sympa', 'cool', 'kiffe', 'trop cool', 'de ouf', 'incontournable', 'indispensable', 'essentiel', 'vaut le coup', 'vaut chaque centime', 'vaut chaque euro', 'vaut chaque sou', 'vaut la peine',
    'meilleur', 'meilleure', 'enfin une', 'enfin un', 'gagner du temps', 'gagner un temps', 'fait gagner', 'me sauve', 'sauve la vie', 'motivant', 'motivante',
    'relaxant', 'reposant', 'chouette', 'pas mal', 'sans souci', 'sans soucis', 'sans problème', 'sans bug', 'aucun souci', 'aucun problème', 'rien à redire', 'respecte', 'ne plante plus', 'plante plus', 'ne plante jamais', 'plante jamais', 'ne bug plus', 'bug plus', 'ne crash plus', 'ne se bloque plus', 'ne freeze plus', 'plus de bug', 'plus aucun bug',
    'rien a dire', 'que du bonheur', 'un régal', 'un plaisir', 'ne peux que recommander', 'ne peux que conseiller', '5 étoiles', 'cinq étoiles', '10/10', '20/20',
    'amélioré', 'mieux que', 'le pied',
  ],
  negative: [
    // How it looks ("le nouveau design est moche"): a complaint about how it is made, nothing broken.
    'moche', 'moches', 'hideux',
    // Scorn for the people who made the app ("you are incompetent liars").
    'incapable', 'incapables', 'incompétent', 'incompétents', 'menteur', 'menteurs', 'escrocs',
    'on ne trouve rien', 'je ne trouve rien', 'introuvable',
    '=nul', '=nulle', '=nuls', 'naze', 'nase', 'pourri', 'pourrie', 'merde', 'merdique', 'catastrophe', 'catastrophique', 'horrible', 'affreux', 'affreuse',
    'déplorable', 'lamentable', 'minable', 'pitoyable', 'honteux', 'honte', 'scandale', 'scandaleux', 'inadmissible', 'inacceptable', 'inutilisable',
    'inutile', 'décevant', 'décevante', 'déçu', 'déçue', 'déception', 'dommage', 'frustrant', 'agaçant', 'énervant', 'pénible', 'chiant', 'relou', 'me saoule',
    'me soule', 'gonflant', 'insupportable', 'ridicule', 'arnaque', 'escroquerie', 'escroc', 'voleurs', '=vol', 'pompe à fric', 'trop cher', 'trop chère', '=cher',
    'trop de pub', 'trop de pubs', 'trop de publicité', 'trop de publicités', 'pub toutes les', 'pubs toutes les', 'envahissant', 'désinstall', 'à fuir', 'fuyez',
    'passez votre chemin', 'ne vaut pas', 'vaut rien', 'pas terrible', 'terrible', 'bof', 'très moyen', 'plutôt moyen', 'assez moyen', 'médiocre', 'pire', 'de pire en pire', 'régression',
    'moins bien', "n'importe quoi", 'lent', 'lente', 'lenteur', '=rame', 'ça rame', 'compliqué', 'compliquée', 'confus', 'illisible', 'mal fait', 'mal faite', 'mal foutu',
    'mal foutue', 'mal conçu', 'mal pensé', 'aime pas', 'aime plus', 'aime vraiment pas', 'en ai marre', 'marre de', 'ras le bol', 'ras-le-bol', 'en colère', 'furieux', 'furieuse',
    'énervé', 'énervée', 'triste', 'abusé', 'obligatoire', '=forcé', '=forcée', 'à chaque fois', 'a chaque fois', 'sans arrêt', 'tout le temps',
    'depuis la mise à jour', 'depuis la dernière mise à jour', 'depuis la maj', 'depuis la dernière maj', 'après la mise à jour', 'depuis le dernier update',
    'depuis la nouvelle version', 'problème', 'probleme', 'soucis', 'souci', 'galère', '1 étoile', 'une étoile', '0 étoile', 'zéro étoile', 'corrigez',
    'réparez', 'merci de corriger', '👎', '😡', '🤬', '😤', '💩', '😠', '😞', '😢', '🤮', '😕', 'dégoûté', 'dégoûtée', 'dégoutant', 'plus rien', 'recommande pas',
    'conseille pas', 'déconseille', 'à éviter', 'a eviter', 'payant', 'faut payer', 'doit payer', 'pay to win', 'avant c\'était', 'avant on pouvait', 'ne sert à rien',
    'sert à rien', 'aucun intérêt', 'trouve plus rien', 'trouve plus', 'un peu cher', 'trop cher', 'marchait bien', 'marchait très bien', 'marchait parfaitement', 'fonctionnait bien', 'fonctionnait parfaitement', 'fonctionnait très bien', 'perte de temps', 'rage', 'rageant', 'grr', 'pff', 'pfff', 'beurk', 'bâclé', 'baclé',
    'encore plus lent', 'encore plus lente', 'plus lent', 'plus lente', 'difficile à lire', 'pas top', 'tout supprimé', 'supprimé toutes mes', 'effacé toutes mes',
    'jusqu\'à la refonte', 'jusqu\'à la mise à jour', 'avant la mise à jour', 'avant la refonte',
  ],
  negators: ['pas', 'jamais', 'rien', 'aucun', 'aucune', 'sans', 'ni', 'guère', 'non', 'nan', 'loin d\'être', 'pa'],
  // "Le nombre de pas est faux", "mes pas": steps, not "not".
  negation: { nouns: /(?<!\p{L})(?:nombre de|compteur de|compte de|comptage des?|des|les|mes|vos|\d+) pas(?!\p{L})/gu },
  sarcasm: [
    // "Love paying to watch ads": nobody loves paying; the praise is said with a rolled eye.
    "j'adore payer", "j'adore perdre", 'adore perdre mes', 'adore payer pour', 'quel plaisir de payer',
    '🙄', '🙃', '😒', '/s', 'merci pour rien', 'merci du cadeau', 'quelle blague', 'sans blague', 'on se moque de', 'vous vous moquez', 'foutez de notre gueule',
    'ouais c\'est ça', "c'est ça oui", 'bien joué les', 'idée de génie', 'quelle idée de génie', 'encore une mise à jour qui', 'encore un redesign', 'encore une refonte',
    "j'adore devoir", "j'adore payer", 'génial de devoir', 'super de devoir', 'trop bien de payer', 'comme par hasard', 'bravo les gars', 'bravo pour',
    'belle réussite', 'chapeau bas', 'quel progrès', 'grand merci pour',
    '🤡', 'meilleure mise à jour', 'mais oui bien sûr',
  ],
  ironic: ['bravo', 'merci pour', 'génial', 'super', 'parfait', "j'adore quand", "j'adore comment", "j'adore le fait", 'quel plaisir', 'trop bien', 'chapeau', 'bien joué', 'félicitations', 'top', '👏', 'merci d\'avoir', 'merci de nous avoir', 'meilleure mise à jour'],
  contrast: ['=mais', 'cependant', 'par contre', 'pourtant', 'toutefois', 'néanmoins', 'malheureusement', 'hélas', 'bien que', 'sauf que', 'sauf', 'seul bémol', 'seul souci', 'seul problème', 'seul hic', 'seul point négatif', 'petit bémol', 'dommage que', 'en revanche', 'mis à part', 'à part ça', 'a part ca', 'reste que', 'quoique', 'alors que'],
  bug: [
    ...broken,
    ...cannot,
    // "Le GPS décroche en forêt": a signal that drops out.
    'décroche', 'décroché', 'perd le signal', 'perd le gps', 'perte de signal', 'perte du signal',
    'saute partout', 'saute dans tous les sens', 'bug', 'bugue', 'buggé', 'bugué', 'beug', 'crash', 'plante', 'plantage', 'plantait', 'plantaient', 'planté', 'se ferme', 'ferme toute seule', 'ferme tout seul', "s'arrête", 'quitte tout seul',
    'freeze', 'fige', 'figé', 'figée', 'se bloque', 'bloque', 'bloqué', 'bloquée', 'reste bloqué', 'coincé', 'coincée', 'écran noir', 'écran blanc', 'page blanche',
    'chargement infini', "charge à l'infini", 'tourne en boucle', 'tourne dans le vide', 'mouline', 'erreur', "message d'erreur", 'dysfonction', 'défaillant',
    'déconnecte', 'déconnexion', 'me sort de', 'éjecte', 'imprécis', 'imprécise', 'pas précis', 'complètement à côté', 'totalement à côté', 'à côté de la plaque', 'à l\'ouest', 'faux', 'fausse', 'erroné', 'erronée', 'incorrect', 'incorrecte',
    'perd le gps', 'perte de signal', 'perte du gps', 'perd le signal', 'coupe', 'se coupe', 'disparaît', 'disparaissent', 'doublon', 'en double', 'décalé',
    'décalage', 'ralenti', 'lag', 'lague', 'saccade', 'vide la batterie', 'bouffe la batterie', 'consomme trop', 'chauffe', 'surchauffe', 'réinitialis',
    'remis à zéro', 'ne s\'affiche', "n'apparaît", 'aucun son', 'pas de son', 'plus de son', 'pas de notification', 'aucune notification', 'plus de notification',
    'ne marche pas', 'marche pas', 'marche plus', 'fonctionne pas', 'fonctionne plus', 'rien ne marche', 'rien ne fonctionne', 'plus rien ne', 'impossible de',
    "impossible d'", 'ne répond plus', 'ne répond pas', 'hs', 'en panne', 'cassé', 'cassée', 'dysfonctionne', 'mal calcul', 'calcule mal', 'compte mal', 'mesure mal',
    'ne se lance', 'se relance', 'redémarre', 'ne charge', 'charge pas', 'charge plus',
    'en retard', 'de retard', 'avec retard', 'tant que je n\'ouvre pas', 'jusqu\'à ce que j\'ouvre', 'qu\'en ouvrant l\'appli', 'ne se charge plus', 'rien ne se charge', 'rien ne charge', 'plus rien ne charge', 'arrivent en double', 'arrive en double',
    'merci de corriger', 'corrigez', 'svp corriger', 'à corriger', 'réparez', 'merci de réparer',
  ],
  notWish: ["j'aimerais remercier", 'aimerais remercier', 'voudrais remercier', 'souhaite remercier', 'souhaiterais remercier', 'je voudrais dire merci', "j'aimerais dire merci", 'aurais aimé la découvrir', 'aurais aimé la connaître', 'aurais aimé connaître'],
  request: [
    // A question about what the team will add or plans ("any plans for…?", "will you add…?") wishes for it: no Answer can promise it.
    'est prévu', 'est prévue', 'sont prévus', 'sont prévues', 'prévoyez-vous', 'prévoyez vous', 'allez-vous ajouter', 'allez vous ajouter', 'est-ce que vous allez', 'est ce que vous allez', 'est-ce que vous comptez', 'est-ce que vous prévoyez', 'vous allez ajouter', 'vous comptez ajouter',
    // "Et pourquoi pas un mode vélo ?": a thing put forward as a question is a wish.
    'pourquoi pas un ', 'pourquoi pas une ', 'pourquoi pas des ', 'pourquoi ne pas ajouter', 'pourquoi ne pas mettre', 'allez-vous sortir', 'allez-vous proposer', 'comptez-vous', 'comptez vous', 'y aura-t-il', 'y aura t il', 'est-ce qu\'il y aura', 'envisagez-vous', 'envisagez vous', 'pour quand',
    // Asking to be let do something ("… laissez-nous le faire") wishes for it.
    'laissez-nous', 'laissez nous', 'laissez-moi', 'laissez moi', 'permettez-nous', 'permettez-moi', 'permettez de',
    'si seulement on pouvait', 'si seulement on pourrait', 'si seulement il y avait', "si seulement l'appli", "si seulement l'application",
    // A thing the app lacks ("no dark mode", "doesn't have a widget") is wished for. A lacking way
    // to do something ("no way to log in", "… to cancel") is left out: it is most often a fault.
    'pas de mode', "n'y a pas de mode",
    "j'adorerais", 'adorerais', 'il ne manque que', 'manque plus que', 'seul truc qui manque',
    'ajoutez', 'ajouter', 'rajoutez', 'rajouter', 'pourriez-vous', 'pourriez vous', 'pouvez-vous ajouter', 'pouvez vous ajouter', 'serait bien', 'serait top',
    'serait génial', 'serait super', 'serait pratique', 'serait cool', 'serait utile', 'serait parfait', 'serait sympa', 'serait chouette', 'serait idéal', 'ce serait',
    'ça serait', 'ca serait', 'serait-il possible', 'serait il possible', "j'aimerais", 'aimerais', "j'aimerai", 'je voudrais', 'voudrais', 'souhaiterais',
    'je souhaite', 'je veux', 'il manque', 'manque juste', 'manque un', 'manque une', 'manque de', 'il faudrait', 'faudrait', 'il faut ajouter', 'devrait',
    'devriez', 'suggestion', 'suggère', 'proposition', 'une idée', 'petite idée', '=svp', "s'il vous plaît", "s'il vous plait", 'option pour', 'possibilité de',
    'pouvoir choisir', 'remettez', 'remettre', 'ramenez', 'rendez-nous', 'quand est-ce que vous', 'est-ce prévu', "c'est prévu", '5 étoiles si', 'cinq étoiles si',
    'mériterait', 'si vous ajoutez', 'intégrez', 'intégrer', 'mettez', 'mettre en place', 'proposez', 'proposer', 'prévoir', 'implémenter',
    // Asking to change what the app has ("changez la police") wishes for it too.
    'changez', 'modifiez', 'améliorez', 'agrandissez', 'pourriez-vous changer', 'pouvez-vous changer',
  ],
  question: [
    "j'aimerais savoir", 'je voudrais savoir', 'je veux savoir', '=comment', 'est-ce que', 'est ce que', "est-ce qu'", "est ce qu'", 'y a-t-il', 'y a t il', 'y a t-il', 'il y a un moyen', 'y a moyen', 'y a-t-il moyen',
    'existe-t-il', 'existe t il', 'peut-on', 'peut on', 'puis-je', 'pourquoi', 'pk', 'pq', 'où est', 'où sont', 'où se trouve', 'où trouver',
    'ou trouver', 'quand est-ce', 'quelle est', 'quel est', 'quels sont', 'quelles sont', "c'est quoi", "qu'est-ce", "qu'est ce", 'combien', 'que faire', 'que dois-je',
    'je fais comment', 'on fait comment', 'aidez-moi', 'aidez moi', "besoin d'aide", "quelqu'un sait", "quelqu'un a", 'savez-vous', 'vous savez', 'je ne sais pas comment',
    'sais pas comment', 'je ne trouve pas', 'trouve pas', 'est-il possible', 'est il possible', "c'est possible de", 'compatible avec', 'fonctionne avec',
  ],
  billing: [
    'prélev', 'débit', 'factur', 'payé', 'payée', 'paye', 'payer', 'paiement', 'argent', 'abonnement', 'abonné', 'abonnée', 'résili', 'désabonn', 'renouvel',
    'reconduction', 'essai gratuit', "période d'essai", 'carte bancaire', 'carte bleue', '=cb', 'compte bancaire', 'banque', 'achat', 'acheté', 'achète', 'achats intégrés',
    'transaction', '€', '$', 'euros', 'balles', 'premium', 'version pro', 'version payante', 'rembours', 'arnaque', 'mon argent', 'ticket de caisse',
  ],
  charge: {
    afterCancel: ['après avoir résilié', 'après résiliation', 'après la résiliation', 'malgré la résiliation', 'malgré ma résiliation', "alors que j'ai résilié", "alors que j'ai annulé", "j'ai résilié", "j'ai annulé", 'déjà résilié', 'déjà annulé', 'toujours prélevé', 'encore prélevé', 'encore été prélevé', 'toujours débité', 'encore débité', 'continue de prélever', 'continuent de prélever', 'continuez de prélever', 'continuez à prélever', 'prélevé à nouveau', 'de nouveau prélevé', 'renouvelé malgré', 'renouvelé alors'],
    twice: ['deux fois', '2 fois', 'double prélèvement', 'doublement', 'en double', '2x', 'deux prélèvements', '2 prélèvements'],
    unknown: ["je n'ai rien acheté", "j'ai rien acheté", 'rien acheté', 'jamais acheté', 'jamais souscrit', 'jamais abonné', 'pas souscrit', 'sans mon accord', 'sans mon consentement', 'sans autorisation', 'sans mon autorisation', 'sans me demander', 'sans prévenir', 'prélèvement inconnu', 'prélèvement inexpliqué', 'débit inconnu', 'je ne reconnais pas', 'reconnais pas', 'essai gratuit', "période d'essai", 'jamais pris', "n'ai jamais pris", "n'ai jamais souscrit", 'ne me suis jamais abonné', "je n'ai pas souscrit"],
    refund: ['rembours', 'mon argent', 'récupérer mon argent', 'rendez-moi', 'rendez moi', 'rendre mon argent'],
    charged: ['prélevé', 'prélevée', 'prélèvement', 'débité', 'débitée', 'facturé', 'facturée', "m'a pris", "on m'a pris", "vous m'avez pris", "ils m'ont pris", "m'avez prélevé", "m'ont prélevé", "m'avez débité", "m'ont débité", 'ponctionné', 'relevé bancaire', 'relevé de compte', 'renouvelé', 'reconduit', "m'ont pompé", "m'avez pompé", 'pompé mon argent'],
    cancelled: ['résilié', 'résiliée', 'résiliation', 'annulé mon abonnement', "annulé l'abonnement", 'désabonné', 'désabonnée', 'désactivé le renouvellement', 'arrêté mon abonnement'],
    missing: ['restaurer mes achats', "restaurer l'achat", 'restaurer mon achat', 'récupérer mon achat', 'récupère mon achat', 'achat disparu', 'achat perdu', 'premium disparu', 'premium a disparu', 'plus de premium', 'abonnement disparu', 'payé pour enlever', 'payé pour supprimer', 'payé pour retirer', 'payé et', 'payé mais', 'pubs sont revenues', 'pubs revenues', 'publicités sont revenues', 'pub revient', 'pubs reviennent', 'repayer', 'payer à nouveau', 'payer de nouveau', 'achat non reconnu', 'reconnaît pas mon achat', 'restauré mes achats', 'restauré les achats', "restauré l'achat", 'restauré mon achat'],
  },
  privacy: [
    'vie privée', 'confidentialité', 'données personnelles', 'données perso', 'mes données à', 'vendre mes données', 'vendez mes données', 'utilisation des données',
    'données collectées', 'collecte de données', 'collecte des données', 'partage des données', 'infos perso', 'informations personnelles', 'collecte', 'collectées',
    'collectés', 'vendez', 'vendre mes', 'revend', '=tiers', 'traçage', 'pistage', 'mouchard', 'espion', 'autorisations', 'permission', 'accès à mes', 'accès aux',
    'accès à la localisation', 'accès à ma localisation', 'ma localisation', 'mes contacts', '=micro', 'microphone', 'rgpd', 'cnil', 'chiffr', 'cryptage', 'crypté', 'sécurité', 'sécurisé', 'fuite',
    'publicité ciblée', 'publicités ciblées', 'pub ciblée', 'pubs ciblées', 'annonceurs', 'ciblées',
    "où j'habite", 'mon adresse', 'visible par tous', 'tout le monde peut voir',
  ],
  account: [
    '=compte', '=mon compte', '=un compte', '=le compte', '=du compte', '=votre compte', '=mes comptes', 'compte google', 'compte utilisateur', 'inscription', "s'inscrire", 'créer un compte',
    'connexion au compte', 'page de connexion', 'écran de connexion', 'identifiants de connexion', 'me connecter', 'identifiant', 'mot de passe', 'mdp', 'adresse mail', 'adresse e-mail', 'profil', 'double authentification',
    'code de vérification', 'vérification', 'identifiant apple', 'apple id',
  ],
  lockedOut: ['impossible de me connecter', 'impossible de se connecter', 'peux plus me connecter', 'peux pas me connecter', 'arrive pas à me connecter', 'arrive plus à me connecter', 'connexion impossible', 'compte bloqué', 'compte introuvable', 'compte inexistant', "compte n'existe", 'plus accès à mon compte', 'pas accès à mon compte', "perdu l'accès", 'reçois pas le code', 'jamais reçu le code', 'code ne vient pas', 'code n\'arrive pas', 'mot de passe oublié', 'mail de réinitialisation', 'réinitialiser mon mot de passe', 'réinitialisation du mot de passe', 'lien de réinitialisation', 'mot de passe refusé'],
  deletion: ['supprimer mon compte', 'supprimer le compte', 'suppression de mon compte', 'suppression du compte', 'effacer mon compte', 'fermer mon compte', 'clôturer mon compte', 'supprimer mes données', 'effacer mes données', 'suppression de mes données', 'suppression des données', "droit à l'oubli", 'désactiver mon compte', 'supprimer toutes mes données', 'supprime mon compte', 'supprimez mon compte', 'supprimez mes données', 'supprime le compte', 'effacez mes données', 'fermez mon compte'],
  loss: {
    words: [
      // "My run from this morning didn't save": a recording not kept is a loss.
      "n'a pas été enregistrée", "n'a pas été enregistré", "n'ont pas été enregistrées", "n'ont pas été enregistrés", "n'a pas enregistré", 'pas été sauvegardée', 'pas été sauvegardé', "n'a pas sauvegardé", "ne s'est pas enregistrée", "ne s'est pas enregistré",
      // "Another update that deletes my notes": the app deleting, said in the present.
      'qui efface', 'qui supprime', 'qui me supprime', 'qui m\'efface','perdu', 'perdus', 'perdues', 'disparu', 'disparue', 'disparus', 'disparues', 'disparaissent', 'envolé', 'envolée', 'envolées', '=effacé', '=effacée', '=effacés', '=effacées', '=supprimé', '=supprimée', '=supprimés', '=supprimées', '=vide', '=vides', '=vidé', '=écrasé', '=écrasées', '=réinitialisé', '=réinitialisée', 'remis à zéro', 'plus là', 'introuvable', 'où sont passé', 'recommencer', 'repartir de zéro', 'à zéro', 'retour au niveau'],
    objects: ['ma course', 'toute ma course', 'note', 'notes', 'données', 'dossier', 'fichiers', 'photos', 'progression', 'progrès', 'niveaux', 'pièces', 'gemmes', 'diamants', 'toutes mes', 'tous mes', 'historique', 'courses', 'séances', 'entraînements', 'statistiques', 'stats', 'records', 'listes', 'documents', 'enregistrements', 'sauvegarde', 'partie', 'travail', 'badges', 'médailles', 'trophées', "plan d'entraînement"],
    phrases: ['perte de données', 'tout perdu', 'tout est perdu', 'tout a disparu', 'tout disparu', 'tout effacé', 'tout supprimé', 'retour au niveau 1', 'revenu au niveau 1', 'au niveau 1', 'du niveau 1', 'au premier niveau', 'du premier niveau', 'recommencer à zéro', 'recommencé à zéro', 'repartir de zéro', 'reparti de zéro', 'remis à zéro', 'perdu ma progression', 'perdu toute ma progression', 'progression a disparu', 'progression disparue', 'progression perdue', 'progression effacée', 'progression réinitialisée', 'récupérer mes notes', 'récupérer mes données', 'récupérer ma progression', 'retrouver mes notes', 'rendez-moi mes notes'],
    bought: ['gemmes', 'pièces', 'diamants', 'premium', 'abonnement', '=achat', '=achats', 'version pro', 'sans pub'],
    fears: ['est-ce que je perds', 'est ce que je perds', 'vais-je perdre', 'je vais perdre', 'je perds', 'si je change', 'en changeant de', 'si je réinstalle', 'si je désinstalle', 'si je supprime l', 'sans perdre', 'perdre mes', 'perdrai'],
    worries: ['peur', 'crainte de perdre', 'au cas où', 'je ne veux pas perdre', 'je ne veux pas', 'je veux pas', 'sans devoir', 'sans avoir à', 'sans recommencer', "n'ai pas envie"],
    notData: [
      // "GPS signal lost during my whole run": a fault, no data lost.
      'perdu le signal', 'perd le signal', 'perdu le gps', 'perd le gps', 'perdu la connexion', "perdu l'envie", 'perdu patience', "perdu l'intérêt", 'perdu confiance', 'perdu la motivation', 'perdu espoir', 'perds patience', "perds l'envie"],
  },
  supportFailed: [
    'aucune réponse', 'pas de réponse', 'sans réponse', 'jamais de réponse', 'jamais répondu', 'toujours pas de réponse', 'ne répond pas', 'ne répond jamais', 'répond pas',
    'répondent pas', 'répondent jamais', 'personne ne répond', "personne ne m'a répondu", 'aucun retour', 'pas de retour', 'sans retour', 'ignoré', 'ignorée', 'ignorent',
    'support inexistant', 'service client inexistant', 'support nul', 'service client nul', 'aucun support', 'écrit au support', 'écrit 2 fois', 'écrit deux fois',
    'écrit plusieurs fois', 'contacté le support', 'contacté le service', 'mail au support', 'mails au support', 'toujours en attente', "j'attends toujours",
    'réponse automatique', 'réponse type',
    'service client ne répond', 'support ne répond', 'sav ne répond', 'jamais eu de réponse', 'toujours aucune réponse',
    'attends une réponse', "j'attends une réponse", 'attends toujours une réponse', 'en attente de réponse', 'toujours pas de nouvelles', 'aucune nouvelle',
    'réponses automatiques', 'même réponse',
    // Said to the team itself: "vous répondez jamais aux mails".
    'répondez jamais', 'répondez pas', 'répondez même pas', 'répondez toujours pas', 'message automatique', 'messages automatiques',
    'silence radio', 'aucune nouvelle du support',
  ],
  storeLoop: [
    'google dit', 'google me dit', "google m'a dit", "google m'a répondu", 'apple dit', 'apple me dit', "apple m'a dit", "apple m'a répondu", 'google renvoie', 'apple renvoie',
    'me renvoie vers', 'renvoyé vers', 'me renvoient', 'contacter le développeur', 'voir avec le développeur', 'voir avec vous', 'ping-pong', 'renvoient la balle',
    'google refuse', 'apple refuse', 'remboursement refusé', 'refusé le remboursement', 'play store dit', 'app store dit',
  ],
  abuse: ['connard', 'connards', 'connasse', 'enculé', 'enculés', '=fdp', 'fils de pute', '=ntm', 'nique ta', 'niquez', 'ta gueule', 'va te faire', 'allez vous faire', 'bande de', "bande d'", 'abruti', 'abrutis', 'crétin', 'crétins', 'imbécile', 'imbéciles', 'salaud', 'salauds', 'bâtard', 'bâtards', 'tocard', 'tocards', 'devs de merde', 'développeurs de merde', 'crevez', 'faites faillite', 'fassiez faillite', 'ordures', 'raclures', 'bande de nuls', 'allez chier', 'mange de la marde', 'mangez de la marde', 'gang de caves', 'bande de caves'],
  legal: ['avocat', 'porter plainte', 'déposer plainte', 'plainte', 'tribunal', 'en justice', 'poursuivre', 'poursuites', 'dgccrf', 'que choisir', 'cnil', 'association de consommateurs', 'appeler la police', 'commissariat', 'gendarmerie', 'faire opposition', 'opposition bancaire', 'mise en demeure', 'médiateur', 'signal conso', 'signalconso'],
  plea: ['corrigez', 'réparez', 'corriger ça', 'réparer ça', 'corrigé ça', 'allez corriger', 'allez réparer', 'sera corrigé', 'être corrigé', 'résolvez', 'réglez ça', 'réglez le', 'réglez ce', 'arrangez', 'merci de corriger', 'merci de réparer', 'aidez-moi', 'aidez moi', "besoin d'aide", 'au secours', "à l'aide"],
  rhetorical: ['qui paierait', 'de qui vient cette idée', "pourquoi quelqu'un", 'pourquoi on paierait', 'pourquoi payer', 'vous pensiez à quoi', 'à quoi vous pensiez', 'à quoi pensiez-vous', 'à quoi avez-vous pensé', 'qui a conçu', 'qui a eu cette idée', "qui a eu l'idée", 'qui a pensé', 'qui a validé', "c'est une blague", "c'est une plaisanterie", 'vous vous moquez', 'vous nous prenez pour', 'sérieusement ?', 'sérieux ?', 'vous êtes sérieux', 'avez-vous testé', 'vous avez testé', 'vous testez', "c'est si dur", "c'est si difficile", 'est-ce si difficile', 'à quoi ça sert'],
  why: ['pourquoi', '=pk', '=pq'],
  wishQuestion: ['est-il possible', 'quand est-ce'],
  patterns: {
    // "ça ne marche toujours pas", "la synchro ne se fait plus": the negation closes the verb.
    bug: [/\bne (?:se |s'|me |m'|l'|les )?(?:marche|fonctionne|charge|lance|fait|synchronise|ouvre|affiche|sauvegarde|enregistre|sonne|repond|connecte|arrive|demarre)\w* (?:\w+ )?(?:pas|plus|jamais)\b/u],
  },
  spam: [
    "gagner de l'argent", "gagnez de l'argent", 'argent facile', 'revenu passif', 'revenus passifs', 'travail à domicile', 'depuis chez vous', 'depuis chez soi', 'cliquez ici',
    'clique ici', 'visitez', 'mon profil', 'abonnez-vous', 'suivez-moi', 'suivez moi', 'code promo', 'code parrain', 'parrainage', 'pièces gratuites', 'gemmes gratuites',
    'téléchargez plutôt', 'télécharger plutôt', 'contactez-moi', 'écrivez-moi', 'ecrivez moi', 'sur instagram', 'célibataires', 'casino', 'paris sportifs', 'crédit rapide',
    'lien dans ma bio', 'lien dans la bio', 'lien en bio', 'ma chaîne', 'sur whatsapp', 'par whatsapp', 'sur telegram', 'sans expérience', 'crypto', 'bitcoin', 'investissement', 'rencontres', 'diamants gratuits', 'copiez-collez', 'copier-coller ce', 'euros par jour',
    'pièces infinies', 'gemmes infinies', 'sur mon profil', 'écrivez-moi sur',
    'mon site', '€ offerts', 'euros offerts',
  ],
}
