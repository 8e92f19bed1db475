import { table, type NounBook } from './types'

const NOUNS = table(`
  m: badge trophée filtre puzzle casse-tête combat boss skin costume bilan rapport résumé minuteur objectif export import mode thème fond widget backup rappel calendrier agenda dossier sous-dossier tag to-do scanner scan stylet
     modèle template partage verrouillage code arrière-plan gps coach guidage retour rythme cardio plan programme fractionné
     intervalle temps kilométrage parcours tracé itinéraire défi challenge niveau cœur coin diamant bonus cadeau booster marteau
     événement évènement event abonnement identifiant compte contact chiffrement cryptage design redesign menu son écran
     mémo historique stockage accès achat pack paiement prélèvement remboursement tableau thème mot graphique
     zoom lien suivi chrono chronomètre podcast casque bracelet capteur indice
  ;f: demande médaille énigme quête mission tenue statistique bande-son bande exportation compatibilité intégration importation synchronisation synchro sync sauvegarde recherche barre notification notif étiquette checklist
     check-list liste case pièce numérisation écriture collaboration version application appli app taille police empreinte
     corbeille montre annonce fréquence zone ceinture allure distance carte vie gemme récompense progression suppression pub
     publicité connexion localisation géolocalisation interface refonte ergonomie musique note fonction fonctionnalité vitesse
     batterie caméra option page photo vidéo catégorie couleur tâche voix partie série séance course sortie
     vue
  ;fp: données
`)

/** French nouns; a plural in -s or -x is found by its singular ("rappels", "niveaux"). */
export const fr: NounBook = {
  head(word) {
    const w = word.toLowerCase()
    const found = NOUNS.get(w)
    if (found) return found
    const singular = w.endsWith('s') || w.endsWith('x') ? NOUNS.get(w.slice(0, -1)) : undefined
    return singular ? { gender: singular.gender, plural: true } : null
  },
}
