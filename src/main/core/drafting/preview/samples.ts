import type { DraftStore } from '../../../../shared/dto/drafting'
import type { DraftReview } from '../types'

export interface SampleReview {
  id: string
  label: string
  store: DraftStore
  review: DraftReview & { title: string | null; language: string | null; author: string | null }
}

/** Six reviews that show a voice from every side: praise and complaints, stores, languages. */
export const SAMPLE_REVIEWS: readonly SampleReview[] = [
  {
    id: 'sample-1',
    label: '5★ praise · English · Google Play',
    store: 'google_play',
    review: {
      id: 'sample-1',
      rating: 5,
      title: null,
      body: 'Love this app! It is the only planner that keeps my whole family organized. Great job!',
      language: 'en',
      author: 'Jessica Miller',
    },
  },
  {
    id: 'sample-2',
    label: '1★ crash · German · App Store',
    store: 'app_store',
    review: {
      id: 'sample-2',
      rating: 1,
      title: 'Stürzt ständig ab',
      body: 'Seit dem letzten Update stürzt die App bei jedem Start ab. So ist sie unbrauchbar.',
      language: 'de',
      author: 'Markus',
    },
  },
  {
    id: 'sample-3',
    label: '3★ feature request · Spanish · Google Play',
    store: 'google_play',
    review: {
      id: 'sample-3',
      rating: 3,
      title: null,
      body: 'Está bien, pero le falta un modo oscuro. Sería genial poder usarla de noche.',
      language: 'es',
      author: 'Lucía Fernández',
    },
  },
  {
    id: 'sample-4',
    label: '2★ login · Japanese · App Store',
    store: 'app_store',
    review: {
      id: 'sample-4',
      rating: 2,
      title: 'ログインできない',
      body: 'パスワードを再設定してもログインできません。毎回同じエラーが出ます。',
      language: 'ja',
      author: 'さくら',
    },
  },
  {
    id: 'sample-5',
    label: '2★ pricing · French · Google Play',
    store: 'google_play',
    review: {
      id: 'sample-5',
      rating: 2,
      title: null,
      body: "L'abonnement est beaucoup trop cher pour ce que propose l'application.",
      language: 'fr',
      author: 'Julien D.',
    },
  },
  {
    id: 'sample-6',
    label: '5★ support praise · Portuguese · App Store',
    store: 'app_store',
    review: {
      id: 'sample-6',
      rating: 5,
      title: 'Atendimento excelente',
      body: 'O suporte me respondeu em minutos e resolveu tudo. Recomendo!',
      language: 'pt-BR',
      author: 'Ana Paula',
    },
  },
]
