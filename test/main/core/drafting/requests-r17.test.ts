import { corpusRows as rows } from './fixtures'

/**
 * A wish to change a thing the app has, outside English: asked with a verb of changing or a
 * comparative near the thing's name, it is thanked for as a suggestion about the app's own
 * thing, not read as a complaint nor as an idea for a new thing.
 */
rows('a change to a feature the app has, in other languages', [
  [
    'es',
    3,
    'Por favor, cambien el tamaño de la letra, es demasiado pequeño.',
    /sugerencia sobre el tamaño de la letra/,
    'notes',
    /Sentimos/,
  ],
  [
    'de',
    4,
    'Bitte ändert die Schriftgröße im Editor, sie ist winzig.',
    /Vorschlag zur Schriftgröße/,
    'notes',
  ],
  [
    'fr',
    4,
    'Pourriez-vous changer la police ? Elle est trop petite sur iPad.',
    /suggestion concernant la police/,
    'notes',
  ],
  ['pt', 4, 'Podiam mudar o widget? O atual é muito pequeno.', /sugestão sobre o widget/, 'notes'],
  [
    'it',
    4,
    'Potreste rendere il grafico del ritmo più grande?',
    /suggerimento per il grafico del ritmo/,
    'run',
  ],
  [
    'ja',
    4,
    'とても使いやすいです。フォルダの並び順を変えられるようにしてほしいです。',
    /フォルダについてのご提案/,
    'notes',
  ],
  // "More levels" asks for new ones; a new thing stays an idea for it, named with its "more".
  [
    'fr',
    5,
    "J'adore ce jeu ! Ce serait génial d'avoir plus de niveaux difficiles.",
    /idée de plus de niveaux/,
    'game',
    /suggestion concernant/,
  ],
  [
    'de',
    4,
    'Super App, aber bitte eine Funktion zum Exportieren als PDF einbauen.',
    /Vorschlag zum PDF-Export/,
    'notes',
  ],
])
