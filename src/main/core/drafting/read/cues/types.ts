/**
 * The words that tell what a clause does, per language. Phrases match at word starts ("crash"
 * also finds "crashes"), or anywhere in languages whose phrasebook matches substrings; `=word`
 * matches the whole word only, in either. Lists hold what people write, typos and slang
 * included, not dictionary forms.
 */
export interface Cues {
  /** Praise and satisfaction ("love", "works great", "lifesaver"). */
  positive: readonly string[]
  /** Displeasure ("terrible", "useless", "waste of money"). */
  negative: readonly string[]
  /** Whole words that turn the praise right after them around ("not", "never"): "not great". */
  negators: readonly string[]
  /**
   * Where negators are looked for: up to `reach` characters before a cue (default 22; 3 where
   * phrases match anywhere), and, with `words`, as whole words even where phrases match anywhere
   * (Arabic glues clitics onto words, but "لا" and "مش" stand apart). A short reach suits
   * languages whose negator sits right before the verb ("не работает").
   */
  negation?: {
    reach?: number
    words?: boolean
    /**
     * What says, right after a fault word, that there is none ("不具合もなく", "오류 하나 없이"):
     * for languages that negate after the word. Tested at the fault word's end.
     */
    after?: RegExp
    /**
     * A negator and the words a language puts between it and the fault ("没出过问题", never had a
     * problem): tested on the text that ends where the fault word starts.
     */
    before?: RegExp
    /**
     * A negator's word used as a noun ("le nombre de pas", the step count): cut from the window
     * before the negator is looked for. Tested on folded text.
     */
    nouns?: RegExp
  }
  /** Praise said with a rolled eye ("oh great", "just what I needed", "🙄"). */
  sarcasm: readonly string[]
  /** Praise words that are sarcasm when the same clause complains ("love how level 500 is impossible"). */
  ironic: readonly string[]
  /** Where a review turns ("but", "however"): a clause starts there. Whole words. */
  contrast: readonly string[]
  /** Something broken: crashes, errors, freezes, things that do not work. */
  bug: readonly string[]
  /** Asking for something the app does not do ("please add", "wish it had", "would be 5 stars if"). */
  request: readonly string[]
  /**
   * Wish words that wish for nothing from the app: thanks ("I'd like to thank the team"), regret
   * ("wish I had found it sooner"), a recommendation ("for anyone who needs a planner"). A wish
   * they overlap is no request.
   */
  notWish?: readonly string[]
  /**
   * A question word and the verb after it that open a relative clause ("…no dark mode, which is
   * a shame"): after a comma, in a sentence with no question mark, they ask nothing.
   */
  relative?: readonly string[]
  /** Asking something: question words and phrases, also without a question mark. */
  question: readonly string[]
  /** Money: charges, subscriptions, refunds, purchases. */
  billing: readonly string[]
  charge: {
    afterCancel: readonly string[]
    twice: readonly string[]
    unknown: readonly string[]
    refund: readonly string[]
    /** A purchase they paid for is missing (Premium gone after reinstalling). */
    missing: readonly string[]
    /** Being charged at all ("was charged", "took $9.99"): a billing matter, whatever the tone. */
    charged: readonly string[]
    /** Cancelling: with a charge anywhere in the review, charged after cancelling. */
    cancelled: readonly string[]
  }
  /** Personal data, tracking, permissions, selling data. */
  privacy: readonly string[]
  /** Accounts: needing one, signing up. */
  account: readonly string[]
  /** Cannot get into the account: a problem whatever else is said. */
  lockedOut: readonly string[]
  /** Asking to delete the account or its data. */
  deletion: readonly string[]
  /** Their data is gone: a loss word and a data word in one sentence, or a phrase that says it all. */
  loss: {
    words: readonly string[]
    objects: readonly string[]
    phrases: readonly string[]
    /** Things bought ("gems", "Premium"): gone after paying for them, a purchase is missing, no data. */
    bought?: readonly string[]
    /** Losses that lose no data ("lost interest", "lost my patience"): their loss words count for nothing. */
    notData?: readonly string[]
    /** Asking whether something will be lost ("will I lose…", "if I switch phones"): a question, no loss yet. */
    fears?: readonly string[]
    /**
     * Fearing a loss out loud ("afraid I'll lose my notes", "날아갈까 봐", "боюсь потерять"): right
     * around the loss word, it says no loss happened yet, asked or not.
     */
    worries?: readonly string[]
  }
  /** They asked support (or the team) and got no answer or no help. */
  supportFailed: readonly string[]
  /** The store sent them to the developer, or the other way round. */
  storeLoop: readonly string[]
  /** Insults aimed at people. */
  abuse: readonly string[]
  /** Lawyers, regulators, the police, chargebacks. */
  legal: readonly string[]
  /** Words of ads and scams in this language ("earn money daily", "download … instead"). */
  spam: readonly string[]
  /** A problem someone solved ("support fixed it within an hour"): the sentence praises, it complains of nothing. */
  resolved?: readonly string[]
  /** Thanks said in passing ("thanks!", "danke"): closing a complaint, it is politeness, neither praise nor irony. */
  thanks?: readonly string[]
  /**
   * Pleading for a fix or for help ("please fix it", "when will this be fixed", "help!"): a plea,
   * neither a suggestion nor a question anyone can answer.
   */
  plea?: readonly string[]
  /**
   * Questions asked to make a point ("why would anyone pay for this", "is this a joke",
   * "seriously?"): part of the complaint, nothing to answer.
   */
  rhetorical?: readonly string[]
  /**
   * The word "why" and its like: in a review that complains, "why is this 200 MB?" complains; only
   * about privacy or an account ("why does it need my contacts?") does it ask.
   */
  why?: readonly string[]
  /**
   * Question words that beside a wish only put the wish as a question: the yes/no particle
   * ("क्या आप डार्क मोड जोड़ सकते हैं?", "czy", "吗") and "when" ("कब जोड़ोगे?"). Such a clause
   * requests; nobody can answer it with more than a promise. Question patterns count as these.
   */
  wishQuestion?: readonly string[]
  /**
   * Words that put praise in the past ("used to be my favourite", "früher", "以前は"): praise
   * after one, in the same clause, is said of what the app was, a complaint about what it is.
   */
  formerly?: readonly string[]
  /** Like `formerly`, only where the word opens the clause (Indonesian "dulu" is also "first"). */
  formerlyOpening?: readonly string[]
  /**
   * Letting down without a word of blame ("expected more", "back to pen and paper"), also in the
   * negative list: the words inside name nothing the reply should take up ("pen").
   */
  letdown?: readonly string[]
  /**
   * Nouns of trouble ("problem", "Fehler", "masalah"): a negator anywhere before one in the
   * clause, or "zero", denies it ("nunca tive problema", "gak pernah ada masalah").
   */
  troubles?: readonly string[]
  /**
   * Praise put in negative words ("no complaints", "kein Problem", "没毛病"), also in the
   * positive list: no negator before it turns it round ("no tengo ninguna queja").
   */
  content?: readonly string[]
  /**
   * A feature taken away by the team: removed, or put behind a paywall ("they removed the PDF
   * export", "nur noch im Abo"), also in the negative list: a complaint about that feature,
   * neither a fault nor a wish (see taken.ts).
   */
  taken?: readonly string[]
  /**
   * A praise word that is some other word here, or praises no part of the app: `at` is tested
   * on the text from the word on (Vietnamese "hay" before a verb is "often", "mình hay chạy"),
   * `before` on the text that ends where it starts (Indonesian "padahal sinyal bagus" praises the
   * reviewer's signal, not the app).
   */
  notPraise?: { at?: RegExp; before?: RegExp }
  /** Patterns no phrase list can hold ("more levels pls"), per intent. */
  patterns?: { bug?: readonly RegExp[]; request?: readonly RegExp[]; question?: readonly RegExp[]; deletion?: readonly RegExp[]; charged?: readonly RegExp[] }
}
