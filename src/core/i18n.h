/* French and English strings. Every user-visible text has an id here. */
#ifndef LAMOUCHE_I18N_H
#define LAMOUCHE_I18N_H

typedef enum { LANG_EN = 0, LANG_FR = 1, LANG_COUNT } Lang;

#define STRINGS(X) \
    X(S_TITLE, "La Mouche", "La Mouche") \
    X(S_SUBTITLE, "a card game of the eighteenth century", "jeu de cartes du dix-huitième siècle") \
    X(S_CONTINUE, "Continue", "Continuer la partie") \
    X(S_CONTINUE_GUIDE, "Continue learning", "Reprendre la leçon") \
    X(S_NEW_GAME, "New game", "Nouvelle partie") \
    X(S_SETTINGS, "Settings", "Paramètres") \
    X(S_RULES, "Rules", "Règles") \
    X(S_STATISTICS, "Statistics", "Statistiques") \
    X(S_QUIT, "Quit", "Quitter") \
    X(S_BACK, "Back", "Retour") \
    X(S_YOU, "You", "Vous") \
    X(S_FOLD, "Fold", "Passer") \
    X(S_STAND, "Stand", "Je m'y tiens") \
    X(S_EXCHANGE_N, "Exchange %d", "Échanger %d") \
    X(S_EXCHANGE_PICK, "Pick cards to exchange", "Choisissez les cartes à échanger") \
    X(S_EXCHANGE_HOW, "First click the cards you want to change: they rise. Then Exchange.", \
      "Cliquez d'abord les cartes à changer : elles se lèvent. Puis Échanger.") \
    X(S_SHOW, "Show the mouche", "Montrer la mouche") \
    X(S_ASK, "Ask %s", "Demander à %s") \
    X(S_ANS_SILENT, "Stay silent", "Se taire") \
    X(S_ANS_EVASIVE, "Lanturlu!", "Lanturlu !") \
    X(S_ANS_YES, "Yes", "Oui") \
    X(S_ANS_NO, "No", "Non") \
    X(S_BUB_QUESTION, "%s, do you have the mouche?", "%s, avez-vous la mouche ?") \
    X(S_BUB_FOLD, "I fold.", "Je passe.") \
    X(S_BUB_STAND, "I stand.", "Je m'y tiens.") \
    X(S_BUB_SHOW, "I have the mouche!", "J'ai la mouche !") \
    X(S_BUB_EXCHANGE1, "One card.", "Une carte.") \
    X(S_BUB_EXCHANGEN, "%d cards.", "%d cartes.") \
    X(S_BUB_SILENT, "…", "…") \
    X(S_BUB_EVASIVE, "Lanturlu!", "Lanturlu !") \
    X(S_BUB_YES, "Yes, I have it.", "Oui, je l'ai.") \
    X(S_BUB_NO, "No, I have not.", "Non, je ne l'ai pas.") \
    X(S_BUB_FLUSH, "The mouche! I take the pool.", "La mouche ! Je prends la corbeille.") \
    X(S_BUB_TRUMP, "Trump is %s.", "L'atout est %s.") \
    X(S_BUB_ANTE, "My ante.", "Ma mise.") \
    X(S_BUB_CUT, "I cut.", "Je coupe.") \
    X(S_BUB_FIRST_DEALER, "The king: I deal first.", "Le roi : je donne le premier.") \
    X(S_SUIT_S, "spades", "pique") \
    X(S_SUIT_H, "hearts", "cœur") \
    X(S_SUIT_D, "diamonds", "carreau") \
    X(S_SUIT_C, "clubs", "trèfle") \
    X(S_TRUMP, "Trump", "Atout") \
    X(S_NAME_TRUMP, "You turned the Pamphile: name trump", "Vous avez tourné le Pamphile : nommez l'atout") \
    X(S_POOL, "Pool", "Corbeille") \
    X(S_MOUCHE_1, "simple mouche", "mouche simple") \
    X(S_MOUCHE_2, "double mouche", "mouche double") \
    X(S_MOUCHE_3, "triple mouche", "mouche triple") \
    X(S_MOUCHE_4, "quadruple mouche", "mouche quadruple") \
    X(S_MOUCHE_N, "mouche ×%d", "mouche ×%d") \
    X(S_PENDING, "Pending", "En attente") \
    X(S_STOCK, "Stock", "Talon") \
    X(S_DISCARDS, "Discards", "Écart") \
    X(S_DEALER, "Dealer", "Donneur") \
    X(S_TRICKS_N, "%d tricks", "%d levées") \
    X(S_TRICK_1, "1 trick", "1 levée") \
    X(S_FOLDED, "folded", "passé") \
    X(S_STOOD, "stands", "s'y tient") \
    X(S_TAG_SILENT, "silent", "muet") \
    X(S_TAG_EVASIVE, "Lanturlu!", "Lanturlu !") \
    X(S_TAG_YES, "has it", "l'a") \
    X(S_TAG_NO, "has not", "ne l'a pas") \
    X(S_EXCHANGED, "exchanged %d", "a échangé %d") \
    X(S_LAST_TRICK, "Last trick", "Dernière levée") \
    X(S_FOOT_RULES, "Rules (R)", "Règles (R)") \
    X(S_FOOT_LAST_TRICK, "Last trick (L)", "Dernière levée (L)") \
    X(S_FOOT_LOG, "Log (F2)", "Journal (F2)") \
    X(S_LEAVE_ASK, "Leave this hand? The game is saved.", "Quitter cette donne ? La partie est enregistrée.") \
    X(S_LEAVE, "Leave", "Quitter") \
    X(S_STAY, "Stay", "Rester") \
    X(S_QR_TITLE, "%s in short", "%s en bref") \
    X(S_LOG_BUTTON, "Log", "Journal") \
    X(S_LOG_TITLE, "Table log", "Journal de la table") \
    X(S_LOG_HAND_N, "Hand %d", "Donne %d") \
    X(S_LOG_DEAL_N, "Deal %d", "Donne %d") \
    X(S_LOG_TAB_SHEET, "Score sheet", "Feuille de marque") \
    X(S_LOG_IN_PLAY, "%s, in play", "%s, en cours") \
    X(S_LOG_EMPTY, "Nothing has happened yet.", "Rien ne s'est encore passé.") \
    X(S_LOG_SHEET_HINT, "Click a line to read its log.", "Cliquez une ligne pour en lire le journal.") \
    X(S_LOG_SHEET_TOTAL, "Now", "Solde") \
    X(S_LOG_CLOSE, "F2 or Esc closes the log.", "F2 ou Échap ferme le journal.") \
    X(S_REPLAY_PROMPT, "Replay of %s: move %d of %d.", "Rejeu de %s : coup %d sur %d.") \
    X(S_LOG_SAVE_BUTTON, "Save for a bug report", "Enregistrer pour un rapport") \
    X(S_LOG_SAVED, "%s is saved for a bug report in %s. lamouche --replay FILE plays it again.", \
      "%s est enregistrée pour un rapport d'anomalie dans %s. lamouche --replay FICHIER la rejoue.") \
    X(S_LOG_NOT_SAVED, "This could not be saved in %s: %s.", "Impossible d'enregistrer dans %s : %s.") \
    X(S_LOG_FIRST_DEALER, "First dealer (the king drawn): %s.", "Premier donneur (le roi tiré) : %s.") \
    X(S_LOG_DEAL, "%s. Dealer: %s.", "%s. Donneur : %s.") \
    X(S_LOG_TURNED, "Turned up: %s. Trump: %s.", "Retournée : %s. Atout : %s.") \
    X(S_LOG_SAID, "%s: “%s”", "%s : « %s »") \
    X(S_LOG_SILENCE, "%s: (silence)", "%s : (silence)") \
    X(S_LOG_SWAP, "%s Out: %s. In: %s.", "%s Écartées : %s. Reçues : %s.") \
    X(S_LOG_PLAY_YOU, "You play %s.", "Vous jouez %s.") \
    X(S_LOG_PLAY, "%s plays %s.", "%s joue %s.") \
    X(S_LOG_TRICK_YOU, "You take trick %d.", "Vous faites la levée %d.") \
    X(S_LOG_TRICK, "%s takes trick %d.", "%s fait la levée %d.") \
    X(S_LOG_PAY, "%s → %s: %lld (%s).", "%s → %s : %lld (%s).") \
    X(S_LOG_BALANCES, "Balances: %s.", "Soldes : %s.") \
    X(S_LOG_GAME_OVER, "The game is over.", "La partie est finie.") \
    X(S_LOG_POOL, "the pool", "la corbeille") \
    X(S_LOG_PENDING, "the pending mouche", "la mouche en attente") \
    X(S_LOG_A_TRICK, "a trick", "une levée") \
    X(S_LOG_STAKES, "the stakes", "l'enjeu") \
    X(S_LOG_KING, "the King stake", "le Roi") \
    X(S_LOG_RESERVE, "the plaques under the dish", "les fiches sous le plat") \
    X(S_LOG_PLAQUES, "the plaques at stake", "les fiches en jeu") \
    X(S_LOG_BETE, "the bête", "la bête") \
    X(S_LOG_R_STAKE, "for the deal", "pour la donne") \
    X(S_LOG_R_KING_STAKE, "the King's chip", "le jeton du Roi") \
    X(S_LOG_R_PLAQUE, "plaque", "fiche") \
    X(S_LOG_R_CURIEUSE, "the Curieuse", "la Curieuse") \
    X(S_LOG_R_WIN, "the deal won", "la donne gagnée") \
    X(S_LOG_R_VOLE, "the vole", "la vole") \
    X(S_LOG_R_BETE, "the bête made", "la bête faite") \
    X(S_LOG_R_DEVOLE, "the dévole", "la dévole") \
    X(S_LOG_R_CONTRE, "the contre won", "le contre gagné") \
    X(S_LOG_R_KING, "the King of trumps", "le Roi d'atout") \
    X(S_LOG_CURIEUSE_TURN, "The Curieuse turns up %s. Trump: %s.", "La Curieuse retourne %s. Atout : %s.") \
    X(S_HINT_BUTTON, "Hint (?)", "Conseil (touche ?)") \
    X(S_HINT_DO, "Hint: %s.", "Conseil : %s.") \
    X(S_HINT_PLAY, "play %s", "jouez %s") \
    X(S_HINT_TRUMP, "name %s", "nommez %s") \
    X(S_HINT_RAISED, "%s (the cards raised)", "%s (les cartes levées)") \
    X(S_HINT_HAND, \
      "Your hand may take %s tricks, with a %d%% chance of none; a trick pays %lld, the mouche costs %lld.", \
      "Votre main peut faire %s levées, avec %d %% de risque de n'en faire aucune ; une levée rapporte %lld, la " \
      "mouche coûte %lld.") \
    X(S_HINT_AGAINST_FOLD, "Against folding, in chips on average: %s.", \
      "Par rapport à passer, en jetons, en moyenne : %s.") \
    X(S_HINT_MARGIN, "Staying in is worth its risk only for more than %s.", \
      "Rester ne vaut son risque que pour plus de %s.") \
    X(S_HINT_CARD, \
      "With it, this hand pays you %s chips on average (every trick of it, taken or to come, or the mouche " \
      "made); the next best, %s, %s.", \
      "Avec elle, cette donne vous rapporte %s jetons en moyenne (toutes ses levées, faites ou à faire, ou la " \
      "mouche faite) ; la suivante, %s, %s.") \
    X(S_HINT_CARD_DEAL, "With it, this deal pays you %s chips on average; the next best, %s, %s.", \
      "Avec elle, cette donne vous rapporte %s jetons en moyenne ; la suivante, %s, %s.") \
    X(S_HINT_ONLY_CARD, "It is the only card you may play.", "C'est la seule carte que vous pouvez jouer.") \
    X(S_HINT_BID, "Your hand may take %s tricks; a win takes %lld now. In chips on average: %s.", \
      "Votre main peut faire %s levées ; gagner rapporte %lld maintenant. En jetons, en moyenne : %s.") \
    X(S_HINTS_USED, "Hints asked", "Conseils demandés") \
    X(S_QR_RANKING, "In every suit, trumps included, high to low:", \
      "Dans chaque couleur, atout compris, de la plus haute à la plus basse :") \
    X(S_QR_CLOSE, "R or Esc closes this card.", "R ou Échap ferme cet aide-mémoire.") \
    X(S_GUIDE_TITLE, "Learn to play", "Apprendre à jouer") \
    X(S_KEY_GUIDE, "L", "A") \
    X(S_GUIDE_NEXT, "Next", "Suivant") \
    X(S_GUIDE_END, "End the guide", "Fin du guide") \
    X(S_GM_WELCOME, \
      "Welcome to La Mouche! Let us play one hand together: these notes explain the table as the hand goes on. " \
      "Enter or Next moves on; Esc ends the guide, and the hand plays on without it.", \
      "Bienvenue à La Mouche ! Jouons une main ensemble : ces notes expliquent la table à mesure que la main " \
      "avance. Entrée ou Suivant pour continuer ; Échap met fin au guide, et la main continue sans lui.") \
    X(S_GM_DEALER, \
      "Four players, five cards each. A card is drawn for each player, and the King deals first: this time, " \
      "it is you.", \
      "Quatre joueurs, cinq cartes chacun. On tire une carte pour chacun, et le Roi donne le premier : cette " \
      "fois, c'est vous.") \
    X(S_GM_ANTE, \
      "The dealer puts 5 chips into the pool, the corbeille: that stake is the mouche. The hand's five tricks " \
      "share it: each trick won takes a fifth of it.", \
      "Le donneur met 5 jetons dans la corbeille : cet enjeu s'appelle la mouche. Les cinq levées de la main se " \
      "la partagent : chaque levée gagnée en prend un cinquième.") \
    X(S_GM_TRUMP, \
      "After the deal, the next card is turned up: its suit, spades, is trump for this hand. A trump beats any " \
      "card of another suit. The rest of the pack, face down beside it, is the stock.", \
      "Après la donne, la carte suivante est retournée : sa couleur, pique, est l'atout de cette main. Un atout " \
      "bat toute carte d'une autre couleur. Le reste du jeu, face cachée à côté, est le talon.") \
    X(S_GM_HAND, \
      "Your five cards. In every suit the King ranks highest, then the Queen, the Jack, the Ace, the 10, the 9 " \
      "and so on: the ace ranks below the jack! You hold the King and the Queen of trumps: a strong hand.", \
      "Vos cinq cartes. Dans chaque couleur, le Roi est la plus haute, puis la Dame, le Valet, l'As, le 10, le 9 " \
      "et ainsi de suite : l'as est au-dessous du valet ! Vous avez le Roi et la Dame d'atout : une belle main.") \
    X(S_GM_DECLARE, \
      "Now each player in turn, from the dealer's right, declares once: fold (sit the hand out, risking " \
      "nothing), exchange cards with the stock, or stand on the cards dealt. The player on your right stands. " \
      "Whoever stays in must take a trick, or pay.", \
      "Chacun à son tour, en commençant à droite du donneur, se déclare une fois : passer (ne pas jouer la " \
      "main, sans rien risquer), échanger des cartes avec le talon, ou s'y tenir. Votre voisin de droite s'y " \
      "tient. Qui reste en jeu doit faire une levée, ou payer.") \
    X(S_GM_QUESTION, \
      "Before declaring, a player may ask anyone who stood: “Do you have the mouche?” The mouche is five cards " \
      "of one suit, kept as dealt: it takes the whole pool at once, and every other player still in pays.", \
      "Avant de se déclarer, on peut demander à qui s'y est tenu : « Avez-vous la mouche ? » La mouche, ce sont " \
      "cinq cartes d'une même couleur, gardées telles que données : elle prend toute la corbeille d'un coup, et " \
      "chacun des autres joueurs restés en jeu paie.") \
    X(S_GM_ANSWER, \
      "“Lanturlu!” is an answer that says nothing. One may also stay silent, or say yes or no, but a plain yes " \
      "or no must be true. Guessing what a silence hides is the bluff of the game.", \
      "« Lanturlu ! » est une réponse qui ne dit rien. On peut aussi se taire, ou répondre oui ou non, mais un " \
      "oui ou un non doit être vrai. Deviner ce que cache un silence, c'est tout le bluff du jeu.") \
    X(S_GM_YOUR_DECLARATION, \
      "Your turn, last as the dealer: Fold, Exchange (click the cards to throw away first), or Stand; you may " \
      "also ask a player who stood. With two high trumps, stay in: stand, or exchange your weakest card. " \
      "Asking first costs nothing, and the answer may tell you more. The Hint button asks the computer what " \
      "it would do.", \
      "À vous, en dernier comme donneur : Passer, Échanger (cliquez d'abord les cartes à écarter) ou Je m'y " \
      "tiens ; vous pouvez aussi interroger qui s'y est tenu. Avec deux hauts atouts, restez en jeu : tenez-" \
      "vous-y, ou échangez votre plus faible carte. Interroger d'abord ne coûte rien, et la réponse peut vous " \
      "en apprendre plus. Le bouton Conseil demande à l'ordinateur ce qu'il ferait.") \
    X(S_GM_PLAY, \
      "Five tricks are played. You must follow the suit led and beat its best card if you can; with none of " \
      "that suit, you must trump, or overtrump a trump. Cards you may not play are dimmed: point at one to see " \
      "why.", \
      "On joue cinq levées. Vous devez fournir la couleur demandée et monter sur sa meilleure carte si vous le " \
      "pouvez ; sans cette couleur, vous devez couper, ou surcouper un atout. Les cartes que vous ne pouvez pas " \
      "jouer sont grisées : pointez-en une pour savoir pourquoi.") \
    X(S_GM_TRICK, \
      "The highest trump wins the trick, or else the highest card of the suit led. Its winner takes a fifth of " \
      "the pool and leads the next trick.", \
      "Le plus haut atout remporte la levée, sinon la plus haute carte de la couleur demandée. Le gagnant prend " \
      "un cinquième de la corbeille et entame la levée suivante.") \
    X(S_GM_SETTLE, \
      "The hand is over: the summary shows where every chip went. A player who stayed in and took no trick " \
      "makes the mouche: they pay as much as the pool into the next one, so the next hand is played for more.", \
      "La main est finie : le résumé montre où est allé chaque jeton. Qui est resté en jeu sans faire de levée " \
      "fait la mouche : il paie autant que la corbeille dans la suivante, et la main d'après se joue pour " \
      "plus.") \
    X(S_GM_END, \
      "That is La Mouche. Next hand deals one more, the game's last, which you play on your own. At the table, R " \
      "shows the rules " \
      "in short, F2 the log of the hand, and the Hint button advice; the Rules of the title screen tell " \
      "everything. At the end, New game starts a real game.", \
      "Voilà La Mouche. Donne suivante en distribue une autre, la dernière de la partie, que vous jouez seul. À " \
      "table, R montre " \
      "l'aide-mémoire, F2 le journal de la main, et le bouton Conseil un avis ; les Règles de l'écran titre " \
      "disent tout. À la fin, Nouvelle partie commence une vraie partie.") \
    X(S_GB_WELCOME, \
      "Welcome to La Bête, the game La Mouche came from! Let us play one deal together: these notes explain the " \
      "table as it goes on. Enter or Next moves on; Esc ends the guide, and the deal plays on without it.", \
      "Bienvenue à La Bête, le jeu d'où vient La Mouche ! Jouons une donne ensemble : ces notes expliquent la " \
      "table à mesure qu'elle avance. Entrée ou Suivant pour continuer ; Échap met fin au guide, et la donne " \
      "continue sans lui.") \
    X(S_GB_STAKES, \
      "Before the deal, each player put a plaque under the dish and a chip on it for the King of trumps, then " \
      "staked a chip on this deal (the dealer one more), and a plaque from under the dish joined the stakes. " \
      "Whoever wins the deal takes the stakes and that plaque.", \
      "Avant la donne, chacun a mis une fiche sous le plat et un jeton dessus pour le Roi d'atout, puis a misé " \
      "un jeton sur cette donne (le donneur un de plus), et une fiche de sous le plat a rejoint l'enjeu. Qui " \
      "gagne la donne prend l'enjeu et cette fiche.") \
    X(S_GB_TRUMP, \
      "The card turned up on the talon gives trump: diamonds. A trump beats any card of another suit. In every " \
      "suit the King ranks highest, then the Queen, the Jack, the Ace, the 10, the 9 and the 8: the ace ranks " \
      "below the jack!", \
      "La carte retournée sur le talon donne l'atout : carreau. Un atout bat toute carte d'une autre couleur. " \
      "Dans chaque couleur, le Roi est la plus haute, puis la Dame, le Valet, l'As, le 10, le 9 et le 8 : l'as " \
      "est au-dessous du valet !") \
    X(S_GB_HAND, \
      "Your hand: the Queen, the Jack and the Ace of trumps, and the King of spades. Three high trumps: a hand " \
      "that can take three tricks.", \
      "Votre main : la Dame, le Valet et l'As d'atout, et le Roi de pique. Trois hauts atouts : une main qui " \
      "peut faire trois levées.") \
    X(S_GB_BID, \
      "Each player speaks once, from the dealer's right. The first to say “I play” is the declarer: he must " \
      "take three tricks, or the first two, or make a bête: pay as much as he would have won, staked on a " \
      "later deal. One may also pass.", \
      "Chacun parle une fois, en commençant à droite du donneur. Le premier qui dit « Je joue » est le " \
      "déclarant : il doit faire trois levées, ou les deux premières, sinon il fait la bête : il paie autant " \
      "qu'il aurait gagné, misé sur une donne suivante. On peut aussi passer.") \
    X(S_GB_YOUR_BID, \
      "Your turn, last as the dealer: Pass, or Contre. The contrer plays against the declarer and must win as " \
      "he must: if he wins, he takes the stakes and the declarer pays him his bête; if he loses, his bête is " \
      "double. With three high trumps, a contre has its chances. The Hint button asks the computer.", \
      "À vous, en dernier comme donneur : Passer, ou Contrer. Le contreur joue contre le déclarant et doit " \
      "gagner comme lui : s'il gagne, il prend l'enjeu et le déclarant lui paie sa bête ; s'il perd, sa bête " \
      "est double. Avec trois hauts atouts, contrer a ses chances. Le bouton Conseil demande à l'ordinateur.") \
    X(S_GB_PLAY, \
      "Five tricks are played. Follow the suit led if you can (you need not beat it). Void in it, you must " \
      "trump, or overtrump a trump, if you can; else play any card. Cards you may not play are dimmed: point " \
      "at one to see why.", \
      "On joue cinq levées. Fournissez la couleur demandée si vous le pouvez (sans devoir monter). Sans cette " \
      "couleur, vous devez couper, ou surcouper un atout, si vous le pouvez ; sinon, jouez ce que vous voulez. " \
      "Les cartes que vous ne pouvez pas jouer sont grisées : pointez-en une pour savoir pourquoi.") \
    X(S_GB_TRICK, \
      "The highest trump wins the trick, or else the highest card of the suit led; its winner leads the next. " \
      "Only the bidders' tricks decide: three, or the first two, win the deal.", \
      "Le plus haut atout remporte la levée, sinon la plus haute carte de la couleur demandée ; le gagnant " \
      "entame la suivante. Seules les levées des enchérisseurs comptent : trois, ou les deux premières, " \
      "gagnent la donne.") \
    X(S_GB_SETTLE, \
      "The deal is over: the summary shows where every chip went. A bidder who took three tricks, or the first " \
      "two, sweeps the stakes; one who failed makes a bête. Whoever was dealt the King of trumps takes the " \
      "chips on the dish, unless he bid and lost.", \
      "La donne est finie : le résumé montre où est allé chaque jeton. Un enchérisseur qui a fait trois " \
      "levées, ou les deux premières, rafle l'enjeu ; celui qui échoue fait la bête. Qui a reçu le Roi " \
      "d'atout prend les jetons du plat, sauf s'il a enchéri et perdu.") \
    X(S_GB_END, \
      "That is La Bête. Next deal deals one more, which you play on your own. At the table, R shows the rules " \
      "in short, F2 the log of the deal, and the Hint button advice; the Rules of the title screen tell " \
      "everything. At the end, New game starts a real game.", \
      "Voilà La Bête. Donne suivante en distribue une autre, que vous jouez seul. À table, R montre " \
      "l'aide-mémoire, F2 le journal de la donne, et le bouton Conseil un avis ; les Règles de l'écran titre " \
      "disent tout. À la fin, Nouvelle partie commence une vraie partie.") \
    X(S_QR_M_TRICK, "Each trick taken pays a fifth of the pool: %lld now.", \
      "Chaque levée rapporte un cinquième de la corbeille : %lld maintenant.") \
    X(S_QR_M_MOUCHE, "Play and take no trick, and you make the mouche: you pay %lld into the next pool.", \
      "Jouer sans faire de levée, c'est faire la mouche : vous payez %lld à la corbeille suivante.") \
    X(S_QR_M_FLUSH, \
      "Five cards of one suit as dealt, kept without exchange, are the mouche: they take the whole pool " \
      "without play.", \
      "Cinq cartes d'une couleur dès la donne, gardées sans échange, sont la mouche : elles prennent toute la " \
      "corbeille sans jouer.") \
    X(S_QR_FOLLOW_HEAD, "Follow suit, and play higher than the best card of it if you can.", \
      "Fournissez à la couleur demandée, et montez sur la meilleure carte si vous le pouvez.") \
    X(S_QR_FOLLOW, "Follow suit, with any card of it.", \
      "Fournissez à la couleur demandée, avec n'importe quelle carte.") \
    X(S_QR_M_VOID, "Without the suit led, trump; over a trump, overtrump if you can; else play any card.", \
      "Sans la couleur demandée, coupez ; sur un atout, surcoupez si vous le pouvez ; sinon jouez ce que vous " \
      "voulez.") \
    X(S_QR_WINS, "The highest trump takes the trick; without one, the highest card of the suit led.", \
      "Le plus haut atout prend la levée ; sans atout, la plus haute carte de la couleur demandée.") \
    X(S_QR_M_PAMPHILE, \
      "The Pamphile, the jack of clubs, is the highest trump; its holder, if in the hand, is paid " \
      "%lld by each other player.", \
      "Le Pamphile, valet de trèfle, est le plus haut atout ; qui le tient, s'il joue, reçoit %lld de chacun des " \
      "autres.") \
    X(S_QR_B_WIN, \
      "The declarer (or the contrer) wins with three tricks, or with the first two when nobody takes " \
      "three: %lld now.", \
      "Le joueur (ou le contreur) gagne avec trois levées, ou avec les deux premières si personne n'en fait trois : " \
      "%lld maintenant.") \
    X(S_QR_B_LOSE, "Otherwise he makes a bête of as much; tied for the most tricks, the deal is void.", \
      "Sinon il fait une bête d'autant ; à égalité de levées, le coup est nul.") \
    X(S_QR_B_VOID, "Without the suit led, play a trump that heads the trick if you hold one; else any card.", \
      "Sans la couleur demandée, jouez un atout qui prend la levée si vous en avez un ; sinon ce que vous voulez.") \
    X(S_HAND_N_OF, "Hand %d of %d", "Donne %d sur %d") \
    X(S_TURN_DECLARE, "Your turn: fold, exchange or stand.", "À vous : passer, échanger ou vous y tenir.") \
    X(S_TURN_PLAY, "Your turn: play a card.", "À vous de jouer une carte.") \
    X(S_TURN_PLAY_WORTH, "Your turn: play a card. A trick pays %lld.", \
      "À vous de jouer une carte. Une levée rapporte %lld.") \
    X(S_TURN_PLAY_NO_TRICK, "Your turn: play a card. A trick pays %lld; no trick yet: the mouche would cost %lld.", \
      "À vous de jouer une carte. Une levée rapporte %lld ; sans levée, la mouche coûterait %lld.") \
    X(S_TURN_ANSWER, "%s asks whether you have the mouche.", "%s vous demande si vous avez la mouche.") \
    X(S_WAIT, "%s is thinking…", "%s réfléchit…") \
    X(S_REF_FOLLOW, "You must follow suit.", "Vous devez fournir à la couleur.") \
    X(S_REF_HEAD, "You must play higher in the suit led.", "Vous devez monter sur la carte maîtresse.") \
    X(S_REF_TRUMP, "You must trump.", "Vous devez couper.") \
    X(S_REF_OVERTRUMP, "You must overtrump.", "Vous devez surcouper.") \
    X(S_REF_OTHER, "Not allowed now.", "Ce n'est pas permis maintenant.") \
    X(S_REF_SILENCE, "Silence counts as yes: only the mouche's holder may keep silent.", \
      "Le silence vaut oui : seul qui a la mouche peut se taire.") \
    X(S_REF_EXCHANGE, "Exchange 1 to 5 cards, no more than the stock.", \
      "Échangez de 1 à 5 cartes, pas plus que le talon.") \
    X(S_CARD_THE_A, "the ace of %s", "l'as de %s") \
    X(S_CARD_THE_J, "the jack of %s", "le valet de %s") \
    X(S_CARD_THE_Q, "the queen of %s", "la dame de %s") \
    X(S_CARD_THE_K, "the king of %s", "le roi de %s") \
    X(S_CARD_THE_N, "the %d of %s", "le %d de %s") \
    X(S_CARD_YOUR_A, "your ace of %s", "votre as de %s") \
    X(S_CARD_YOUR_J, "your jack of %s", "votre valet de %s") \
    X(S_CARD_YOUR_Q, "your queen of %s", "votre dame de %s") \
    X(S_CARD_YOUR_K, "your king of %s", "votre roi de %s") \
    X(S_CARD_YOUR_N, "your %d of %s", "votre %d de %s") \
    X(S_SUIT_ONE_S, "a spade", "du pique") \
    X(S_SUIT_ONE_H, "a heart", "du cœur") \
    X(S_SUIT_ONE_D, "a diamond", "du carreau") \
    X(S_SUIT_ONE_C, "a club", "du trèfle") \
    X(S_NOTE_FOLLOW, "You must follow suit: %s was led, so play %s.", \
      "Vous devez fournir : on a entamé %s, jouez %s.") \
    X(S_NOTE_FOLLOW_HEAD, "You must follow suit and play higher: %s beats %s.", \
      "Vous devez fournir et monter : %s est au-dessus de %s.") \
    X(S_NOTE_HEAD, "You must play higher in the suit led: %s beats %s.", \
      "Vous devez monter sur la carte maîtresse : %s est au-dessus de %s.") \
    X(S_NOTE_ACE, "The ace ranks below the jack: K Q J A 10.", "L'as se place sous le valet : R D V A 10.") \
    X(S_NOTE_TRUMP, "You have no %s, so you must trump: play a trump (%s).", \
      "Vous n'avez pas de %s : vous devez couper, jouez un atout (%s).") \
    X(S_NOTE_OVERTRUMP, "You have no %s and %s is winning, so you must overtrump: %s beats it.", \
      "Vous n'avez pas de %s : vous devez surcouper %s ; %s est au-dessus.") \
    X(S_NOTE_PAMPHILE_LED, "The Pamphile counts as a trump: you must follow with a trump (%s).", \
      "Le Pamphile compte comme un atout : vous devez fournir de l'atout (%s).") \
    X(S_NOTE_PAMPHILE_NOT, "The Pamphile counts as a trump, not as a club: you must play %s.", \
      "Le Pamphile compte comme un atout, pas comme un trèfle : vous devez jouer %s.") \
    X(S_NOTE_PAMPHILE_TRUMP, "The Pamphile counts as a trump.", "Le Pamphile compte comme un atout.") \
    X(S_SUMMARY, "Hand %d: summary", "Donne %d : bilan") \
    X(S_COL_PLAYER, "Player", "Joueur") \
    X(S_COL_TRICKS, "Tricks", "Levées") \
    X(S_COL_GAIN, "This hand", "Cette donne") \
    X(S_COL_BALANCE, "Holdings", "Avoir") \
    X(S_MADE_MOUCHE, "made the mouche", "a fait la mouche") \
    X(S_TOOK_FLUSH, "had the mouche", "avait la mouche") \
    X(S_PART_ANTE, "ante", "mise") \
    X(S_PART_PENDING, "pending mouche", "mouche en attente") \
    X(S_PART_TRICK, "%d trick", "%d levée") \
    X(S_PART_TRICKS, "%d tricks", "%d levées") \
    X(S_PART_FLUSH, "the mouche shown", "la mouche montrée") \
    X(S_PART_MADE, "mouche made", "mouche faite") \
    X(S_PART_ALL_FOLDED, "all passed", "tous ont passé") \
    X(S_PART_ALONE, "alone in play", "seul à jouer") \
    X(S_PART_PAMPHILE, "Pamphile", "Pamphile") \
    X(S_BPART_STAKE, "stake", "mise") \
    X(S_BPART_KING_STAKE, "for the King", "pour le Roi") \
    X(S_BPART_PLAQUE, "plaque", "fiche") \
    X(S_BPART_CURIEUSE, "the Curieuse", "la Curieuse") \
    X(S_BPART_WIN, "deal won", "donne gagnée") \
    X(S_BPART_VOLE, "the vole", "la vole") \
    X(S_BPART_BETE, "bête made", "bête faite") \
    X(S_BPART_DEVOLE, "the dévole", "la dévole") \
    X(S_BPART_CONTRE, "the contre", "le contre") \
    X(S_BPART_KING, "King of trumps", "Roi d'atout") \
    X(S_ALL_FOLDED, "everybody passed: the dealer takes the pool", \
      "tout le monde a passé : le donneur prend la corbeille") \
    X(S_POOL_STAYS, "The game ends here: %lld chips stay in the pool, won by no one", \
      "La partie s'arrête là : %lld jetons restent dans la corbeille, à personne") \
    X(S_FINAL_STANDINGS, "Final standings", "Classement final") \
    X(S_NEXT_POOL, "Next pool: %lld chips (%s)", "Prochaine corbeille : %lld jetons (%s)") \
    X(S_NEXT_HAND, "Next hand", "Donne suivante") \
    X(S_GAME_OVER, "End of the game", "Fin de la partie") \
    X(S_STANDINGS, "Final standings (hands played: %d)", "Classement final (donnes jouées : %d)") \
    X(S_TO_TITLE, "Title screen", "Écran titre") \
    X(S_MENU, "Menu", "Menu") \
    X(S_SKIP_HINT, "Click or Space: skip", "Clic ou Espace : passer l'animation") \
    X(S_CHIPS, "chips", "jetons") \
    X(S_GAMES, "Games played", "Parties jouées") \
    X(S_GAMES_WON, "Games won", "Parties gagnées") \
    X(S_HANDS, "Hands played", "Donnes jouées") \
    X(S_CHIPS_WON, "Chips won (net)", "Jetons gagnés (net)") \
    X(S_FLUSHES, "Mouches held (flushes)", "Mouches tenues (cinq d'une couleur)") \
    X(S_MOUCHES_MADE, "Mouches made (no trick)", "Mouches faites (aucune levée)") \
    X(S_TRICKS_TAKEN, "Tricks taken", "Levées prises") \
    X(S_RESET, "Reset statistics", "Remettre à zéro") \
    X(S_RESET_CONFIRM, "Erase them all? Press again", "Tout effacer ? Encore une fois") \
    X(S_SET_GAME, "The table", "La table") \
    X(S_SET_RULES, "Rule options (next new game)", "Options de règle (prochaine partie)") \
    X(S_SET_APP, "Opponents, display and sound", "Adversaires, affichage et son") \
    X(S_SET_PLAYERS, "Players", "Joueurs") \
    X(S_SET_PLAYERS_H, "3 to 6 at the table, you included.", "De 3 à 6 à la table, vous compris.") \
    X(S_SET_HANDS, "Hands per game", "Donnes par partie") \
    X(S_SET_HANDS_H, "The game ends after this many hands (0: endless).", \
      "La partie finit après ce nombre de donnes (0 : sans fin).") \
    X(S_SET_DECK, "Deck", "Jeu de cartes") \
    X(S_SET_DECK_H, "classic: 28/36/48/52 cards; piquet: 32 at four; by the stock: enough for a stock of 3 each.", \
      "classique : 28/36/48/52 cartes ; piquet : 32 à quatre ; selon le talon : 3 cartes de talon par joueur.") \
    X(S_SET_DEAL, "Deal packets", "Paquets de la donne") \
    X(S_SET_DEAL_H, "How the five cards are dealt: 3 then 2, 2 then 3, ...", \
      "Comment les cinq cartes sont données : 3 puis 2, 2 puis 3...") \
    X(S_SET_ANTE, "Ante", "Mise du donneur") \
    X(S_SET_ANTE_H, "Chips the dealer puts in the pool each hand (a multiple of 5).", \
      "Jetons que le donneur met dans la corbeille à chaque donne (multiple de 5).") \
    X(S_SET_START, "Starting chips", "Jetons au départ") \
    X(S_SET_START_H, "Each player's holding at the start: 1000 = 9 contracts, 16 plaques, 20 chips.", \
      "L'avoir de chacun au départ : 1000 = 9 contrats, 16 fiches, 20 jetons.") \
    X(S_SET_CARRY, "Mouches made", "Mouches faites") \
    X(S_SET_CARRY_H, \
      "all at once: into the next pool; one per hand: they wait their turn; capped: a mouche costs at most the cap.", \
      "toutes : dans la prochaine corbeille ; une par donne : elles attendent ; plafonnées : au plus le plafond.") \
    X(S_SET_CAP, "Cap", "Plafond") \
    X(S_CAP_NONE, "none", "aucun") \
    X(S_SET_CAP_H, "With \"capped\": the most a mouche made costs.", \
      "Avec « plafonnées » : le plus qu'une mouche faite peut coûter.") \
    X(S_SET_PAMPHILE, "Pamphile", "Pamphile") \
    X(S_SET_PAMPHILE_H, "The jack of clubs is the highest trump and earns its holder a payment.", \
      "Le valet de trèfle est le plus haut atout et rapporte à qui le tient.") \
    X(S_SET_PPAY, "Pamphile payment", "Paiement du Pamphile") \
    X(S_SET_PPAY_H, "Chips each other player pays to the Pamphile's holder.", \
      "Jetons que chaque autre joueur paie au détenteur du Pamphile.") \
    X(S_SET_PMOUCHE, "Pamphile in a mouche", "Pamphile dans une mouche") \
    X(S_SET_PMOUCHE_H, \
      "a club: it stays a club (the sources' rule); a trump: what many tables agree (003); any suit: the 1758 " \
      "option.", \
      "un trèfle : il reste trèfle (la règle des sources) ; un atout : l'accord de bien des tables (003) ; " \
      "toute couleur : l'option de 1758.") \
    X(S_SET_PTURNED, "Pamphile turned up", "Pamphile retourné") \
    X(S_SET_PTURNED_H, "always: the dealer is paid at once; if he plays: only if the dealer does not fold.", \
      "toujours : le donneur est payé aussitôt ; s'il joue : seulement s'il ne passe pas.") \
    X(S_SET_HEAD, "Head the trick", "Monter sur la levée") \
    X(S_SET_HEAD_H, \
      "play higher: holding the suit led, beat the best card if you can (Académie); only follow: van der Aa.", \
      "monter : qui a la couleur demandée bat la meilleure carte s'il le peut (Académie) ; fournir : van der Aa.") \
    X(S_SET_SILENCE, "Silence", "Le silence") \
    X(S_SET_SILENCE_H, \
      "says nothing: anyone may keep silent; means yes: only the holder of a mouche may (van der Aa).", \
      "ne dit rien : chacun peut se taire ; vaut oui : seul qui a la mouche le peut (van der Aa).") \
    X(S_SET_PRESET, "Rule system", "Système de règles") \
    X(S_PRESET_AJO, "Académie 1718", "Académie 1718") \
    X(S_PRESET_SUCCESSIVE, "Successive 1730", "Successives 1730") \
    X(S_PRESET_VANDERAA, "van der Aa 1721", "van der Aa 1721") \
    X(S_PRESET_LANTURLU, "Lanturlu", "Lanturlu") \
    X(S_PRESET_MERY, "Méry 1847", "Méry 1847") \
    X(S_PRESET_PAMPHILE, "Pamphile 1758", "Pamphile 1758") \
    X(S_PRESET_CUSTOM, "Custom", "Personnalisé") \
    X(S_PRESET_AJO_H, "Académie universelle des jeux, 1718: the rules of source 000, the default.", \
      "Académie universelle des jeux, 1718 : les règles de la source 000, par défaut.") \
    X(S_PRESET_SUCCESSIVE_H, "With successive mouches, 1718/1730: one mouche made enters play per hand.", \
      "Avec les mouches successives, 1718/1730 : une mouche faite entre en jeu par donne.") \
    X(S_PRESET_VANDERAA_H, "van der Aa, 1721: 32 cards at four, follow without heading, silence is a yes.", \
      "van der Aa, 1721 : 32 cartes à quatre, fournir sans monter, le silence vaut oui.") \
    X(S_PRESET_LANTURLU_H, \
      "Lanturlu with the misti (003): low cards, the Pamphile on, a club in a flush; its payment by agreement.", \
      "Le lanturlu avec le misti (003) : basses cartes, le Pamphile en jeu, trèfle dans une mouche ; son " \
      "paiement à convenir.") \
    X(S_PRESET_MERY_H, "Méry, 1847: a mouche made costs at most 20 chips.", \
      "Méry, 1847 : une mouche faite coûte au plus 20 jetons.") \
    X(S_PRESET_PAMPHILE_H, \
      "Pamphile, 1758: the jack of clubs is the highest trump, and a club in a flush (any suit if agreed).", \
      "Le Pamphile, 1758 : le valet de trèfle est le plus haut atout, et trèfle dans une mouche (toute couleur " \
      "si convenu).") \
    X(S_PRESET_CUSTOM_H, "Custom: an option differs from every historical system.", \
      "Personnalisé : une option diffère de tous les systèmes historiques.") \
    X(S_SET_AI, "Player %d", "Joueur %d") \
    X(S_SET_AI_H, "Strength of this opponent.", "Force de cet adversaire.") \
    X(S_SET_SPEED, "Animation speed", "Vitesse des animations") \
    X(S_SET_SPEED_H, "Off shows every move at once.", "« Aucune » montre chaque coup aussitôt.") \
    X(S_SET_VOLUME, "Volume", "Volume") \
    X(S_SET_VOLUME_SILENT, "Volume — no sound device", "Volume — aucun périphérique audio") \
    X(S_SET_VOLUME_H, "Sound effects.", "Effets sonores.") \
    X(S_SET_MUTE, "Mute", "Muet") \
    X(S_SET_MUTE_H, "Silence every sound.", "Coupe tous les sons.") \
    X(S_SET_LANG, "Language", "Langue") \
    X(S_SET_LANG_H, "English or French.", "Anglais ou français.") \
    X(S_SET_FULL, "Fullscreen", "Plein écran") \
    X(S_SET_FULL_H, "Also F11 anywhere.", "Aussi F11 partout.") \
    X(S_SET_STYLE, "Card faces", "Figures des cartes") \
    X(S_SET_STYLE_H, "English or French faces, two or four colours.", \
      "Figures anglaises ou françaises, deux ou quatre couleurs.") \
    X(S_SET_PRACTICE, "Practice", "Entraînement") \
    X(S_SET_PRACTICE_H, \
      "Take back your decisions of the hand (Ctrl+Z, Backspace). Hands in practice are not counted.", \
      "Reprenez vos décisions de la donne (Ctrl+Z, Retour arrière). Les donnes d'entraînement ne comptent pas.") \
    X(S_PRACTICE, "practice", "entraînement") \
    X(S_TAKE_BACK_BUTTON, "Take back (Ctrl+Z)", "Reprendre (Ctrl+Z)") \
    X(S_TAKE_BACK_WAIT, "Take back works at your turn: it takes back your last decision of this deal.", \
      "On reprend à son tour : cela reprend votre dernière décision de cette donne.") \
    X(S_TAKE_BACK_NOTHING, "Nothing to take back: you have decided nothing yet in this deal.", \
      "Rien à reprendre : vous n'avez encore rien décidé dans cette donne.") \
    X(S_TAKEN_BACK, "Your last decision is taken back: decide again.", \
      "Votre dernière décision est reprise : décidez de nouveau.") \
    X(S_UNDO_NO_MOVE, \
      "Nothing to take back: you have made no move since the game opened or since your last take-back.", \
      "Rien à reprendre : vous n'avez rien joué depuis l'ouverture de la partie ou depuis votre dernière reprise.") \
    X(S_UNDO_SEEN, \
      "Too late to take back: something new was shown since your move (a card, another player's move or answer). " \
      "Practice takes back further.", \
      "Trop tard pour reprendre : du nouveau a été montré depuis votre coup (une carte, le coup ou la réponse d'un " \
      "autre joueur). L'entraînement permet de reprendre plus loin.") \
    X(S_SET_RENDERER, "Drawing", "Dessin") \
    X(S_SET_RENDERER_H, \
      "Automatic: the graphics card, or software drawing where it cannot help. Applies at the next start.", \
      "Automatique : la carte graphique, ou un dessin logiciel là où elle n'aide pas. Au prochain lancement.") \
    X(S_RENDERER_AUTO, "automatic", "automatique") \
    X(S_RENDERER_SOFTWARE, "software", "logiciel") \
    X(S_RENDERER_ACCELERATED, "accelerated", "accéléré") \
    X(S_OFF, "off", "non") \
    X(S_ON, "on", "oui") \
    X(S_NONE_SPEED, "off", "aucune") \
    X(S_ENDLESS, "endless", "sans fin") \
    X(S_LEVEL_0, "random", "au hasard") \
    X(S_LEVEL_1, "beginner", "débutant") \
    X(S_LEVEL_2, "standard", "moyen") \
    X(S_LEVEL_3, "expert", "expert") \
    X(S_TEMPER_0, "cautious", "prudent") \
    X(S_TEMPER_1, "bold", "hardi") \
    X(S_TEMPER_2, "bluffer", "bluffeur") \
    X(S_LANG_NAME, "English", "Français") \
    X(S_DECK_AJO, "classic", "classique") \
    X(S_DECK_VANDERAA, "piquet", "piquet") \
    X(S_DECK_LOWCARDS, "by the stock", "selon le talon") \
    X(S_CARRY_ALL, "all at once", "toutes") \
    X(S_CARRY_SUCCESSIVE, "one per hand", "une par donne") \
    X(S_CARRY_CAP, "capped", "plafonnées") \
    X(S_HEAD_YES, "play higher", "monter") \
    X(S_HEAD_NO, "only follow", "fournir") \
    X(S_SILENCE_FREE, "says nothing", "ne dit rien") \
    X(S_SILENCE_YES, "means yes", "vaut oui") \
    X(S_PMOUCHE_CLUBS, "a club", "un trèfle") \
    X(S_PMOUCHE_TRUMP, "a trump", "un atout") \
    X(S_PMOUCHE_ANY, "any suit", "toute couleur") \
    X(S_PTURNED_ALWAYS, "always", "toujours") \
    X(S_PTURNED_IF_IN, "if he plays", "s'il joue") \
    X(S_STYLE_EN, "English", "anglaises") \
    X(S_STYLE_FR, "French", "françaises") \
    X(S_STYLE_EN4, "English, 4 colours", "anglaises, 4 couleurs") \
    X(S_STYLE_FR4, "French, 4 colours", "françaises, 4 couleurs") \
    X(S_PERCENT, "%d%%", "%d %%") \
    X(S_TRUMP_COLON, "Trump:", "Atout :") \
    X(S_TRUMP_IS, "Trump: %s", "Atout : %s") \
    X(S_PENDING_COLON, "Pending:", "En attente :") \
    X(S_PLAQUE_AT_1, "+ %d plaque at stake", "+ %d fiche en jeu") \
    X(S_KEY_FOLD, "F", "P") \
    X(S_KEY_EXCHANGE, "X", "E") \
    X(S_KEY_STAND, "S", "T") \
    X(S_KEY_SHOW, "M", "M") \
    X(S_KEY_ASK, "A", "D") \
    X(S_KEY_SPADES, "S", "P") \
    X(S_KEY_HEARTS, "H", "C") \
    X(S_KEY_DIAMONDS, "D", "A") \
    X(S_KEY_CLUBS, "C", "T") \
    X(S_KEY_SILENT, "S", "T") \
    X(S_KEY_EVASIVE, "A", "A") \
    X(S_KEY_YES, "Y", "O") \
    X(S_KEY_NO, "N", "N") \
    X(S_KEY_BID_PLAY, "Y", "J") \
    X(S_KEY_BID_PASS, "P", "P") \
    X(S_KEY_BID_CONTRE, "C", "C") \
    X(S_KEY_CUR_ASK, "A", "D") \
    X(S_KEY_CUR_NO, "N", "P") \
    X(S_KEY_CONTINUE, "C", "C") \
    X(S_KEY_NEW_GAME, "N", "N") \
    X(S_KEY_SETTINGS, "S", "P") \
    X(S_KEY_RULES, "R", "R") \
    X(S_KEY_STATISTICS, "T", "S") \
    X(S_KEY_QUIT, "Q", "Q") \
    X(S_KEY_TO_TITLE, "T", "T") \
    X(S_KEY_RESET, "R", "R") \
    X(S_KEY_OTHER_RULES, "G", "G") \
    X(S_KEY_LEAVE, "L", "Q") \
    X(S_KEY_STAY, "S", "R") \
    X(S_PAGE, "Page %d / %d", "Page %d / %d") \
    X(S_PIC_LED, "1. led", "1. entame") \
    X(S_PIC_HEAD, "2. heads it", "2. monte") \
    X(S_PIC_TRUMPS, "3. void: trumps", "3. coupe") \
    X(S_PIC_OVER, "4. overtrumps", "4. surcoupe") \
    X(S_PREV, "Previous", "Précédente") \
    X(S_NEXT, "Next", "Suivante") \
    X(S_N_SAVE_DAMAGED, "Your saved game could not be read. It was kept as %s and a new game starts.", \
      "Votre partie enregistrée n'a pas pu être lue. Elle est conservée sous le nom %s et une nouvelle partie " \
      "commence.") \
    X(S_N_SAVE_DAMAGED_LEFT, \
      "Your saved game could not be read, nor moved aside (%s): it is left as it was, and a new game starts.", \
      "Votre partie enregistrée n'a pas pu être lue, ni mise de côté (%s) : elle reste telle quelle, et une nouvelle " \
      "partie commence.") \
    X(S_N_SAVE_FAILED, \
      "The game cannot be saved: %s. Your progress since %s is not kept; it is saved again as soon as this is put " \
      "right.", \
      "La partie ne peut pas être enregistrée : %s. Votre progression depuis %s n'est pas conservée ; elle le sera " \
      "dès que ce sera réparé.") \
    X(S_N_SINCE_HAND, "hand %d", "la donne %d") \
    X(S_N_SINCE_DEAL, "deal %d", "la donne %d") \
    X(S_N_SINCE_START, "the start of this game", "le début de cette partie") \
    X(S_N_WHY_FULL, "the disk is full", "le disque est plein") \
    X(S_N_WHY_READONLY, "the folder %s cannot be written to", "le dossier %s est protégé en écriture") \
    X(S_N_WHY_BUSY, "another window of La Mouche is using the folder %s", \
      "une autre fenêtre de La Mouche utilise le dossier %s") \
    X(S_N_FOLDER_BUSY, \
      "La Mouche is already open in another window, on the same folder (%s). This window saves nothing: your game, " \
      "statistics and settings stay as the other window keeps them. Play in that one, or close it and start again.", \
      "La Mouche est déjà ouverte dans une autre fenêtre, sur le même dossier (%s). Cette fenêtre n'enregistre " \
      "rien : votre partie, vos statistiques et vos réglages restent tels que l'autre fenêtre les garde. Jouez " \
      "dans celle-là, ou fermez-la et relancez le jeu.") \
    X(S_N_MOVED, \
      "Your settings are now in %s, and your games, statistics and saved hands in %s: the folders your desktop keeps " \
      "them in. Earlier versions kept them all in %s.", \
      "Vos réglages sont désormais dans %s, et vos parties, statistiques et donnes enregistrées dans %s : les " \
      "dossiers où votre bureau les range. Les versions précédentes les gardaient tous dans %s.") \
    X(S_N_MOVE_LEFT, \
      "%sSome files (%d) stay in %s (%s): they are kept there, and moved at a later start if they can be.", \
      "%sDes fichiers (%d) restent dans %s (%s) : ils y sont gardés, et seront déplacés à un prochain démarrage " \
      "s'ils peuvent l'être.") \
    X(S_N_MOVE_BOTH, "the new folders already hold other files of those names", \
      "les nouveaux dossiers ont déjà d'autres fichiers de ces noms") \
    X(S_N_STATS_FAILED, "Your statistics cannot be saved: %s. The results since are not counted.", \
      "Vos statistiques ne peuvent pas être enregistrées : %s. Les résultats depuis ne sont pas comptés.") \
    X(S_N_SETTINGS_FAILED, "Your settings cannot be saved: %s. They apply until you quit.", \
      "Vos réglages ne peuvent pas être enregistrés : %s. Ils valent jusqu'à ce que vous quittiez.") \
    X(S_N_STATS_DAMAGED, "Your statistics could not be read. They were kept as %s and new statistics start.", \
      "Vos statistiques n'ont pas pu être lues. Elles sont conservées sous le nom %s et de nouvelles statistiques " \
      "commencent.") \
    X(S_N_STATS_PART, \
      "Some of your statistics could not be read (%s): they start again from zero, the others are kept. The file as " \
      "it was is kept as %s.", \
      "Une partie de vos statistiques n'a pas pu être lue (%s) : elle repart de zéro, le reste est conservé. Le " \
      "fichier tel qu'il était est conservé sous le nom %s.") \
    X(S_N_SETTINGS_BAD, "Some settings could not be read (%s): they are back to their defaults, the others are kept.", \
      "Des réglages n'ont pas pu être lus (%s) : ils reviennent à leur valeur par défaut, les autres sont conservés.") \
    X(S_N_LINES, "%d unreadable lines", "%d lignes illisibles") \
    X(S_N_SETTINGS_ASIDE, \
      "Your settings could not be read whole (%s). Those found in the file are kept, the others are back to their " \
      "defaults; the file as it was is kept as %s.", \
      "Vos réglages n'ont pas pu être lus en entier (%s). Ceux trouvés dans le fichier sont conservés, les autres " \
      "reviennent à leur valeur par défaut ; le fichier tel qu'il était est conservé sous le nom %s.") \
    X(S_N_SETTINGS_LEFT, \
      "Your settings could not be read whole (%s), nor moved aside (%s): the file is left as it was, and the " \
      "settings apply until you quit.", \
      "Vos réglages n'ont pas pu être lus en entier (%s), ni mis de côté (%s) : le fichier reste tel quel, et les " \
      "réglages valent jusqu'à ce que vous quittiez.") \
    X(S_N_WHY_LARGE, "the file is larger than %s", "le fichier dépasse %s") \
    X(S_N_WHY_NOT_FILE, "it is not a regular file", "ce n'est pas un fichier ordinaire") \
    X(S_N_WHY_MISSING, "a file or folder on the way does not exist", \
      "un fichier ou un dossier du chemin n'existe pas") \
    X(S_N_WHY_NOT_DIR, "a part of the path is not a folder", "une partie du chemin n'est pas un dossier") \
    X(S_N_WHY_LONG, "the path is too long for the system", "le chemin est trop long pour le système") \
    X(S_N_WHY_IO, "the disk reported an input/output error", "le disque a signalé une erreur d'entrée-sortie") \
    X(S_N_WHY_MEMORY, "the computer is short of memory", "l'ordinateur manque de mémoire") \
    X(S_N_WHY_LOOP, "the path loops through symbolic links", "le chemin boucle sur des liens symboliques") \
    X(S_N_WHY_FILES, "too many files are open", "trop de fichiers sont ouverts") \
    X(S_N_REPLAY_BAD, "%s cannot be played again: %s.", "%s ne peut pas être rejoué : %s.") \
    X(S_N_NO_SOUND, "No sound device was found: the game plays silently.", \
      "Aucun périphérique audio n'a été trouvé : le jeu est silencieux.") \
    X(S_N_OK, "OK", "Compris") \
    X(S_N_QUIT_UNSAVED, "The game could not be saved: %s. If you quit now, your progress since %s will be lost.", \
      "La partie n'a pas pu être enregistrée : %s. Si vous quittez maintenant, votre progression depuis %s sera " \
      "perdue.") \
    X(S_N_KEEP_PLAYING, "Keep playing", "Continuer à jouer") \
    X(S_N_QUIT_ANYWAY, "Quit and lose it", "Quitter et la perdre") \
    X(S_N_NEW_OVER_GAME, "A game is in progress (%s). A new game ends it for good: it cannot be continued later.", \
      "Une partie est en cours (%s). Une nouvelle partie y met fin pour de bon : elle ne pourra plus être reprise.") \
    X(S_N_KEEP_GAME, "Keep my game", "Garder ma partie") \
    X(S_N_FIRST_GAME, "Your first game of %s? Learn to play deals a guided hand: a note explains each step.", \
      "Votre première partie de %s ? Apprendre à jouer distribue une main guidée : une note explique chaque étape.") \
    X(S_N_PLAY_NOW, "Play now", "Jouer tout de suite") \
    X(S_N_NEW_ANYWAY, "Start a new game", "Commencer une nouvelle") \
    X(S_F_VIDEO, "La Mouche cannot open its window: %s.", "La Mouche ne peut pas ouvrir sa fenêtre : %s.") \
    X(S_F_DATA, \
      "The game's data files (fonts/ and assets/) were not found. Set LAMOUCHE_DATA_DIR to the folder that holds " \
      "them, or reinstall La Mouche.", \
      "Les fichiers de données du jeu (fonts/ et assets/) sont introuvables. Indiquez leur dossier dans " \
      "LAMOUCHE_DATA_DIR, ou réinstallez La Mouche.") \
    X(S_F_FONT, "A font file is missing from %s/fonts: %s. Reinstall La Mouche.", \
      "Un fichier de police manque dans %s/fonts : %s. Réinstallez La Mouche.") \
    X(S_F_PREFS, "Cannot create the folder for saved games and settings (%s).", \
      "Impossible de créer le dossier des parties enregistrées et des réglages (%s).") \
    X(S_R1_T, "The game", "Le jeu") \
    X(S_R1, \
      "La Mouche is played by three to six players, each for himself, with chips. The pack depends on the number of " \
      "players: 28 cards (King down to 8) at three, 36 (down to the 6) at four, 48 (down to the 3) at five, all 52 " \
      "at six. The first dealer is the one who draws the King; after each hand the deal passes to the right, and " \
      "the play goes to the right too. The dealer gives five cards to each player, in packets of three then two, " \
      "then turns up the next card: its suit is trump for the hand. That card belongs to nobody and is never " \
      "played. The rest of the pack, face down, is the stock.", \
      "La Mouche se joue de trois à six joueurs, chacun pour soi, avec des jetons. Le nombre de cartes dépend du " \
      "nombre de joueurs : 28 cartes (du Roi au 8) à trois, 36 (jusqu'au 6) à quatre, 48 (jusqu'au 3) à cinq, les " \
      "52 à six. Le premier donneur est celui qui tire le Roi ; après chaque coup, la main passe à droite, et l'on " \
      "joue aussi vers la droite. Le donneur distribue cinq cartes à chacun, par trois puis par deux, puis retourne " \
      "la carte suivante : sa couleur est l'atout du coup. Cette carte n'est à personne et ne se joue jamais. Le " \
      "reste du jeu, face cachée, forme le talon.") \
    X(S_R2_T, "The dealer's ante and the pool", "La mise du donneur et la corbeille") \
    X(S_R2, \
      "Before each deal the dealer puts 5 chips into the pool (the corbeille): this is his ante, and he pays it " \
      "whatever happens. The stake in the pool is called the mouche. The mouches made on the previous hand (see " \
      "Making the mouche) are added to it, so the pool always holds a multiple of 5: a simple mouche is 5, a double " \
      "10, a triple 15, and so on. During the hand the pool is shared among the players who take tricks, or taken " \
      "whole by a flush or by the last player left in. Every player starts the game with 1000 chips, and may run " \
      "into debt.", \
      "Avant chaque donne, le donneur met 5 jetons dans la corbeille : c'est sa mise, et il la doit quoi qu'il " \
      "arrive. L'enjeu de la corbeille s'appelle la mouche. Les mouches faites au coup précédent (voir « Faire la " \
      "mouche ») s'y ajoutent ; la corbeille contient donc toujours un multiple de 5 : une mouche simple fait 5, " \
      "une double 10, une triple 15, et ainsi de suite. Pendant le coup, la corbeille se partage entre ceux qui " \
      "font des levées, ou bien elle est prise tout entière par une mouche ou par le dernier joueur resté en jeu. " \
      "Chaque joueur commence la partie avec 1000 jetons, et peut s'endetter.") \
    X(S_R3_T, "The ranking of the cards", "L'ordre des cartes") \
    X(S_R3, \
      "In every suit, trumps included, the cards rank from high to low: King, Queen, Jack, Ace, 10, 9, 8, 7, 6, 5, " \
      "4, 3, 2. Mind the Ace: it ranks below the Jack and above the 10, not at the top. So the King of the suit led " \
      "beats every card of that suit, and an Ace loses to a Jack. A trump, however low, beats any card of another " \
      "suit. (With the Pamphile option, the jack of clubs comes above everything.) To count a flush's points, the " \
      "King, Queen, Jack and Ace are worth 10 each and the other cards their face value.", \
      "Dans chaque couleur, atout compris, les cartes vont de la plus haute à la plus basse : Roi, Dame, Valet, As, " \
      "10, 9, 8, 7, 6, 5, 4, 3, 2. Attention à l'As : il se place sous le Valet et au-dessus du 10, et non en tête. " \
      "Le Roi de la couleur demandée bat donc toutes les cartes de cette couleur, et un As perd contre un Valet. Un " \
      "atout, si petit soit-il, bat toute carte d'une autre couleur. (Avec l'option du Pamphile, le valet de trèfle " \
      "passe au-dessus de tout.) Pour compter les points d'une mouche, le Roi, la Dame, le Valet et l'As valent 10 " \
      "chacun, les autres cartes leur valeur.") \
    X(S_R4_T, "Declarations: fold, exchange or stand", "Les déclarations : passer, échanger ou s'y tenir") \
    X(S_R4, \
      "Once the cards are dealt, each player speaks once, starting with the eldest, the player on the dealer's " \
      "right, and going right; the dealer speaks last. You have three choices. Fold: lay your hand face down; you " \
      "take no further part, win nothing and owe nothing. Exchange 1 to 5 cards: discard them face down, unseen, " \
      "and the dealer gives you as many from the top of the stock (never more than it holds). Stand (\"Je m'y " \
      "tiens\"): keep your hand. Whoever exchanged or stood is in the hand and must play it out: each trick pays, " \
      "but a player in the hand who takes none makes the mouche.", \
      "Une fois les cartes données, chacun parle une fois, en commençant par le premier en cartes, à la droite du " \
      "donneur, et en tournant vers la droite ; le donneur parle le dernier. Vous avez trois choix. Passer : vous " \
      "posez vos cartes face cachée ; vous ne jouez plus ce coup, ne gagnez rien et ne devez rien. Échanger de 1 à " \
      "5 cartes : vous les écartez face cachée, sans que personne ne les voie, et le donneur vous en donne autant " \
      "du dessus du talon (jamais plus qu'il n'en reste). Vous y tenir (« Je m'y tiens ») : vous gardez votre jeu. " \
      "Qui a échangé ou s'est tenu est en jeu et doit jouer le coup jusqu'au bout : chaque levée rapporte, mais qui " \
      "n'en fait aucune fait la mouche.") \
    X(S_R5_T, "Questions: \"Do you have the mouche?\"", "Les questions : « Avez-vous la mouche ? »") \
    X(S_R5, \
      "When your turn to declare comes, you may first question a player who has already stood: \"Do you have the " \
      "mouche?\" The mouche here means a flush, five cards of one suit (see Having the mouche): it would take the " \
      "whole pool and make everyone else in the hand pay. Asking costs nothing. You may ask each player who stood " \
      "once in the hand, then you declare as usual. A player who has shown his flush is not asked: everyone has " \
      "seen it. The answers, on the next page, are the bluff of the game, and the computer players use them too.", \
      "Quand vient votre tour de parler, vous pouvez d'abord interroger un joueur qui s'est déjà tenu : « Avez-vous " \
      "la mouche ? » La mouche, ici, ce sont cinq cartes d'une même couleur (voir « Avoir la mouche ») : elle " \
      "prendrait toute la corbeille et ferait payer tous les autres joueurs en jeu. Demander ne coûte rien. Vous " \
      "pouvez interroger une fois par coup chaque joueur qui s'est tenu, puis vous parlez comme d'habitude. On " \
      "n'interroge pas celui qui a montré sa mouche : tout le monde l'a vue. Les réponses, à la page suivante, font " \
      "le bluff du jeu, et les joueurs de l'ordinateur s'en servent aussi.") \
    X(S_R6_T, "Answers: silence, \"Lanturlu!\", no lie", "Les réponses : le silence, « Lanturlu ! », pas de mensonge") \
    X(S_R6, \
      "The player asked chooses his answer. He may stay silent: by default, silence says nothing. He may dodge the " \
      "question with \"Lanturlu!\", an old refrain that answers nothing. Or he may answer plainly, yes or no, and " \
      "then he must tell the truth: the game refuses a lie. So a plain \"No\" can be trusted, while silence and " \
      "\"Lanturlu!\" may hide a flush, or nothing at all. With the option where silence means yes (van der Aa's " \
      "rules), keeping silent is a plain answer: only a player who has the mouche may stay silent, and the others " \
      "answer \"Lanturlu!\" or say no.", \
      "Celui qu'on interroge choisit sa réponse. Il peut se taire : par défaut, le silence ne dit rien. Il peut " \
      "éluder la question par « Lanturlu ! », un vieux refrain qui ne répond rien. Ou bien il répond franchement, " \
      "oui ou non, et alors il doit dire vrai : le jeu refuse un mensonge. Un « Non » franc est donc sûr, tandis " \
      "que le silence et « Lanturlu ! » peuvent cacher une mouche, ou rien du tout. Avec l'option où le silence " \
      "vaut oui (règles de van der Aa), se taire est une réponse franche : seul celui qui a la mouche peut se " \
      "taire, et les autres répondent « Lanturlu ! » ou disent non.") \
    X(S_R7_T, "Having the mouche: the flush", "Avoir la mouche") \
    X(S_R7, \
      "A player has the mouche when the five cards dealt to him are all of one suit and he stands without " \
      "exchanging. He may show it as he stands, or keep it hidden; the others still declare (and usually fold when " \
      "it is shown). After the declarations, if anyone in the hand has the mouche, no card is played: the best " \
      "flush takes the whole pool, and every other player in the hand makes the mouche, other flush holders " \
      "included. The best flush: first, a trump flush beats the others; then the one with more points (King, Queen, " \
      "Jack and Ace 10 each, the others their value); then the holder nearest the dealer's right.", \
      "Un joueur a la mouche quand les cinq cartes qu'il a reçues sont toutes d'une même couleur et qu'il s'y tient " \
      "sans échanger. Il peut la montrer en se tenant, ou la cacher ; les autres parlent encore (et passent " \
      "d'ordinaire si elle est montrée). Après les déclarations, si un joueur en jeu a la mouche, on ne joue pas " \
      "les cartes : la meilleure mouche prend toute la corbeille, et chacun des autres joueurs en jeu fait la " \
      "mouche, même s'il en avait une lui aussi. La meilleure mouche : d'abord, une mouche d'atout bat les autres ; " \
      "puis celle qui a le plus de points (Roi, Dame, Valet et As 10 chacun, les autres leur valeur) ; puis celle " \
      "du joueur le plus proche à droite du donneur.") \
    X(S_R8_T, "All fold, or one player left alone", "Tous passent, ou un seul reste en jeu") \
    X(S_R8, \
      "If every player before the dealer folds, the dealer takes the pool at once: no card is played and nobody " \
      "makes the mouche. He gets his own ante back, with whatever else the pool held. If, after the declarations, " \
      "exactly one player is still in the hand and nobody has a flush, that lone player takes the whole pool " \
      "without playing, since he would win all five tricks; nobody makes the mouche either. A player who folds can " \
      "never make the mouche: folding is the safe way out of a poor hand, but it never wins anything.", \
      "Si tous les joueurs avant le donneur passent, le donneur prend aussitôt la corbeille : on ne joue pas, et " \
      "personne ne fait la mouche. Il reprend sa propre mise, avec tout ce que la corbeille contenait d'autre. Si, " \
      "après les déclarations, un seul joueur reste en jeu et que personne n'a la mouche, ce joueur prend toute la " \
      "corbeille sans jouer, puisqu'il ferait les cinq levées ; là non plus, personne ne fait la mouche. Qui passe " \
      "ne fait jamais la mouche : passer est la sortie sûre d'un mauvais jeu, mais ne rapporte jamais rien.") \
    X(S_R9_T, "Who leads; heading the trick", "Qui entame ; monter sur la levée") \
    X(S_R9, \
      "The first player in the hand to the dealer's right leads the first trick, with any card he likes; the winner " \
      "of each trick leads the next, and the play goes to the right. There are five tricks. If you hold the suit " \
      "led, you must play it. And if the best card so far is of that suit and you hold a higher one, you must play " \
      "a higher one: that is heading the trick. Mind the ranking: on the Ace of hearts, the Jack, Queen or King of " \
      "hearts heads it. With van der Aa's rules (an option), following suit is enough, with no need to head.", \
      "Le premier joueur en jeu à la droite du donneur entame la première levée, de la carte qu'il veut ; qui gagne " \
      "une levée entame la suivante, et l'on joue vers la droite. Il y a cinq levées. Si vous avez la couleur " \
      "demandée, vous devez en jouer. Et si la meilleure carte jouée est de cette couleur et que vous en avez une " \
      "plus haute, vous devez jouer plus haut : c'est monter sur la levée. Pensez à l'ordre des cartes : sur l'As " \
      "de cœur, le Valet, la Dame ou le Roi de cœur montent. Selon van der Aa (en option), il suffit de fournir, " \
      "sans obligation de monter.") \
    X(S_R10_T, "Trump, overtrump, and the exception", "Couper, surcouper, et l'exception") \
    X(S_R10, \
      "If you have no card of the suit led but hold a trump, you must trump: any trump, when no trump is in the " \
      "trick yet. If someone has already trumped, you must overtrump, that is play a higher trump than his, if you " \
      "can. The exception: when you hold no trump higher than the best one played, you are free to play any card, a " \
      "low trump or another. Holding neither the suit led nor trumps, play any card. The highest trump wins the " \
      "trick; without a trump, the highest card of the suit led. The game refuses a card you may not play, and says " \
      "why.", \
      "Si vous n'avez pas la couleur demandée mais avez de l'atout, vous devez couper : n'importe quel atout, si " \
      "aucun n'est encore dans la levée. Si quelqu'un a déjà coupé, vous devez surcouper, c'est-à-dire jouer un " \
      "atout plus haut que le sien, si vous le pouvez. L'exception : si vous n'avez aucun atout plus haut que le " \
      "meilleur joué, vous êtes libre de jouer n'importe quelle carte, un petit atout ou une autre. Sans la couleur " \
      "demandée ni atout, jouez n'importe quelle carte. Le plus haut atout gagne la levée ; sans atout, la plus " \
      "haute carte de la couleur demandée. Le jeu refuse une carte interdite, et dit pourquoi.") \
    X(S_R11_T, "A fifth of the pool per trick", "Un cinquième de la corbeille par levée") \
    X(S_R11, \
      "Each trick wins its taker one fifth of the pool, paid as soon as the trick is taken. With a simple mouche of " \
      "5, a trick is worth 1 chip; with a triple of 15, 3 chips; with a pool of 20, 4 chips. The five tricks share " \
      "the whole pool, so after a hand played out the pool is empty, and the next one holds the new dealer's ante " \
      "and the mouches made. Three tricks from a pool of 15 bring you 9 chips. What matters most is to take at " \
      "least one trick: a player in the hand who takes none makes the mouche.", \
      "Chaque levée rapporte à qui la prend un cinquième de la corbeille, payé dès que la levée est faite. Avec une " \
      "mouche simple de 5, une levée vaut 1 jeton ; avec une triple de 15, 3 jetons ; avec une corbeille de 20, 4 " \
      "jetons. Les cinq levées se partagent toute la corbeille : après un coup joué jusqu'au bout, elle est vide, " \
      "et la suivante reçoit la mise du nouveau donneur et les mouches faites. Trois levées sur une corbeille de 15 " \
      "vous rapportent 9 jetons. Le plus important est de faire au moins une levée : un joueur en jeu qui n'en fait " \
      "aucune fait la mouche.") \
    X(S_R12_T, "Making the mouche", "Faire la mouche") \
    X(S_R12, \
      "A player who stayed in the hand and took no trick makes the mouche: he pays the amount of the pool, and that " \
      "sum goes into the pool of the next hand. Several players may make it on the same hand, and all their mouches " \
      "go in. The Académie's example: hand 1 is a simple mouche of 5, and two players make it, so hand 2 is triple, " \
      "5 + 5 + 5 = 15. One player makes it: hand 3 is quadruple, 5 + 15 = 20. Nobody makes it: hand 4 is simple " \
      "again, 5. Some tables cap what a mouche made costs, or bring the mouches in one per hand: see the options.", \
      "Un joueur resté en jeu qui ne fait aucune levée fait la mouche : il paie le montant de la corbeille, et " \
      "cette somme va dans la corbeille du coup suivant. Plusieurs joueurs peuvent la faire au même coup, et toutes " \
      "leurs mouches y entrent. L'exemple de l'Académie : au coup 1, mouche simple de 5, deux joueurs la font ; le " \
      "coup 2 est donc triple, 5 + 5 + 5 = 15. Un joueur la fait : le coup 3 est quadruple, 5 + 15 = 20. Personne " \
      "ne la fait : le coup 4 redevient simple, 5. Certaines tables plafonnent ce que coûte une mouche faite, ou " \
      "font entrer les mouches une par coup : voir les options.") \
    X(S_R13_T, "The Pamphile", "Le Pamphile") \
    X(S_R13, \
      "An option, off by default. The jack of clubs, the Pamphile (the Mistigri), becomes the highest trump, above " \
      "the King of trumps, and counts as a trump for every rule of play: led, it calls for trumps, and you follow " \
      "it with a trump. Whoever holds it and did not fold is paid 1 chip by each other player, those who folded " \
      "too, when he plays it or when the hand ends without play. If the dealer turns it up, he names trump himself " \
      "and each player pays him 1 chip at once. For a flush it stays a club: that is the rule of the Académie " \
      "(1758) and of the misti's rules (003). By agreement before the game, a table may count it as a trump, as " \
      "many tables do (003), or let it complete a flush of any suit (the 1758 option).", \
      "Une option, absente par défaut. Le valet de trèfle, le Pamphile (le Mistigri), devient le plus haut atout, " \
      "au-dessus du Roi d'atout, et compte comme un atout pour toutes les règles du jeu : entamé, il demande de " \
      "l'atout, et l'on y fournit avec un atout. Celui qui le tient sans avoir passé reçoit 1 jeton de chacun des " \
      "autres, même de ceux qui ont passé, quand il le joue ou quand le coup finit sans qu'on joue. Si le donneur " \
      "le retourne, il nomme lui-même l'atout et chacun lui paie aussitôt 1 jeton. Pour la mouche, il reste un " \
      "trèfle : c'est la règle de l'Académie (1758) et celle du misti (003). D'un commun accord avant la " \
      "partie, une table peut le compter comme atout, comme beaucoup le font (003), ou lui faire compléter une " \
      "mouche de n'importe quelle couleur (l'option de 1758).") \
    X(S_R14_T, "The rule options", "Les options de règles") \
    X(S_R14, \
      "The options are chosen in Settings before a game; the first value is the default. Deck: classic (28 to 52 " \
      "cards), piquet (32 at four), or by the stock (lower cards added until the stock is large enough). Deal " \
      "packets: 3-2, 2-3, 2-2-1 or 2-1-2. The dealer's ante: 5, or any multiple of 5. Starting chips: 1000. Mouches " \
      "made: all at once into the next pool; one per hand (the largest first, and a flush takes them all); or " \
      "capped (a mouche made costs at most the cap). Head the trick: play higher, or only follow. Silence: says " \
      "nothing, or means yes. The Pamphile: off, or on, with its payment (1 chip), its suit in a flush and when a " \
      "turned Pamphile is paid.", \
      "Les options se choisissent dans les Paramètres avant la partie ; la première valeur est celle par défaut. " \
      "Jeu de cartes : classique (de 28 à 52 cartes), piquet (32 à quatre), ou selon le talon (on ajoute des basses " \
      "cartes jusqu'à ce que le talon suffise). Paquets de la donne : 3-2, 2-3, 2-2-1 ou 2-1-2. Mise du donneur : " \
      "5, ou tout multiple de 5. Jetons au départ : 1000. Mouches faites : toutes dans la corbeille suivante ; une " \
      "par donne (la plus grosse d'abord, et une mouche les prend toutes) ; ou plafonnées (une mouche faite coûte " \
      "au plus le plafond). Monter sur la levée : monter, ou seulement fournir. Le silence : ne dit rien, ou vaut " \
      "oui. Le Pamphile : non, ou oui, avec son paiement (1 jeton), sa couleur dans une mouche et quand se paie un " \
      "Pamphile retourné.") \
    X(S_R15_T, "The historical systems", "Les systèmes historiques") \
    X(S_R15, \
      "The rule system, in Settings, sets several options at once, as a book of the time played them; the packets, " \
      "the ante, the starting chips and the Pamphile's payment stay as you chose. Académie 1718: the defaults, " \
      "after the Académie universelle des jeux. Successive 1730: the mouches made wait in a row and come into the " \
      "pool one per hand, the largest first; a flush takes them all. van der Aa 1721: a piquet pack of 32 at four, " \
      "follow without heading, silence means yes. Lanturlu: cards by the stock, the Pamphile on, a club in a flush " \
      "as its rules say. Méry 1847: a mouche made costs at most 20 chips. Pamphile 1758: the Pamphile on, a club " \
      "in a flush. What a source leaves to the table's agreement (the Pamphile a trump in a flush for Lanturlu, of " \
      "any suit for Pamphile 1758) is an option you set after the system, which then shows as Custom.", \
      "Le système de règles, dans les Paramètres, règle plusieurs options à la fois, comme un livre de " \
      "l'époque les jouait ; les paquets, la mise, les jetons au départ et le paiement du Pamphile restent comme " \
      "vous les avez choisis. Académie 1718 : les règles par défaut, d'après l'Académie universelle des jeux. " \
      "Successives 1730 : les mouches faites attendent en file et entrent dans la corbeille une par donne, la plus " \
      "grosse d'abord ; une mouche les prend toutes. van der Aa 1721 : un jeu de piquet de 32 à quatre, fournir " \
      "sans monter, le silence vaut oui. Lanturlu : cartes selon le talon, le Pamphile en jeu, trèfle dans une " \
      "mouche comme le veut sa règle. Méry 1847 : une mouche faite coûte au plus 20 jetons. Pamphile 1758 : le " \
      "Pamphile en jeu, trèfle dans une mouche. Ce qu'une source laisse à l'accord de la table (le Pamphile atout " \
      "dans une mouche au lanturlu, de toute couleur au Pamphile 1758) est une option à régler après le " \
      "système, qui devient alors Personnalisé.") \
    X(S_R16_T, "Tokens and keys", "Jetons et touches") \
    X(S_R16, \
      "Round chips are worth 1, long plaques 5, short contracts 100: the table pays every amount in them and " \
      "makes change as it goes.\n\nKeys at the table:\n1–5 play that card (in an exchange: pick it), or the arrows " \
      "and Enter\nF fold, X exchange, S " \
      "stand, M show the mouche, A ask (or Tab to a button, then Enter)\nCtrl+Z or Backspace take back your move " \
      "while nothing new is shown\nL the last trick, R the rules in short, (?) a hint\nF2 the table log, " \
      "Space skips an animation\nEsc asks before leaving the hand, F11 fullscreen", \
      "Les jetons ronds valent 1, les fiches longues 5, les contrats courts 100 : la table paie chaque " \
      "somme avec eux et rend la monnaie au fur et à mesure.\n\nTouches à la table :\n1 à 5 jouent cette " \
      "carte (dans un échange : la choisissent), ou les flèches et Entrée\nP passer, E échanger, T s'y tenir, M " \
      "montrer la mouche, D demander (ou Tab jusqu'à un bouton, puis Entrée)\nCtrl+Z ou Retour arrière " \
      "reprennent votre coup tant que rien de nouveau n'est montré\nL la dernière " \
      "levée, R l'aide-mémoire, touche ? un conseil\nF2 le journal de la table, Espace passe l'animation\n" \
      "Échap demande avant de quitter la donne, F11 plein écran") \
    X(S_GAME_MOUCHE, "La Mouche", "La Mouche") \
    X(S_GAME_BETE, "La Bête", "La Bête") \
    X(S_SUBTITLE_BETE, "the parent game of La Mouche, after Le Gras (1739)", \
      "le jeu d'où vient la Mouche, d'après Le Gras (1739)") \
    X(S_GAME_KEY, "G: change game", "G : changer de jeu") \
    X(S_BB_PLAY, "I play!", "Je joue !") \
    X(S_BB_PASS, "I pass.", "Je passe.") \
    X(S_BB_CONTRE, "Contre!", "Contre !") \
    X(S_BB_CUR_ASK, "The Curieuse!", "La Curieuse !") \
    X(S_BB_CUR_NO, "No Curieuse.", "Pas de Curieuse.") \
    X(S_BB_KING, "The King of trumps!", "Le Roi d'atout !") \
    X(S_BB_BETE, "I make the bête.", "Je fais la bête.") \
    X(S_BB_VOLE, "The vole!", "La vole !") \
    X(S_BTN_PLAY, "I play", "Je joue") \
    X(S_BTN_PASS, "I pass", "Je passe") \
    X(S_BTN_CONTRE, "Contre!", "Contre !") \
    X(S_BTN_CUR_ASK, "Ask for the Curieuse", "Demander la Curieuse") \
    X(S_BTN_CUR_NO, "No Curieuse", "Pas de Curieuse") \
    X(S_BTURN_BID, "Your turn: play or pass.", "À vous : jouer ou passer.") \
    X(S_BTURN_CONTRE, "%s plays: contre, or pass?", "%s joue : contrer, ou passer ?") \
    X(S_BTURN_CUR, "All passed: the Curieuse? (a chip each, a new trump)", \
      "Tous ont passé : la Curieuse ? (un jeton chacun, un nouvel atout)") \
    X(S_KING_LABEL, "King %lld", "Roi %lld") \
    X(S_STAKES_LABEL, "Stakes %lld", "Enjeu %lld") \
    X(S_PLAQUES_AT, "+ %d plaques at stake", "+ %d fiches en jeu") \
    X(S_RESERVE_LABEL, "%d under the dish", "%d sous le plat") \
    X(S_BETES_LABEL, "Bêtes", "Bêtes") \
    X(S_BETE_AT, "at stake", "en jeu") \
    X(S_BETE_WAIT, "waiting", "en attente") \
    X(S_BETE_MORE, "+%d more", "+%d autres") \
    X(S_VALUE_LABEL, "Deal worth %lld", "La donne vaut %lld") \
    X(S_TALON, "Talon %d", "Talon %d") \
    X(S_TALON_NAME, "Talon", "Talon") \
    X(S_VOIDED, "void", "nulle") \
    X(S_TAG_PLAYS, "plays", "joue") \
    X(S_TAG_CONTRE, "contre", "contre") \
    X(S_TAG_PASSES, "passes", "passe") \
    X(S_DEAL_N_OF, "Deal %d of %d", "Donne %d sur %d") \
    X(S_BSUMMARY, "Deal %d: summary", "Donne %d : bilan") \
    X(S_OUT_WIN, "Won by %s: %lld swept.", "Gagnée par %s : %lld ramassés.") \
    X(S_OUT_WIN_SHORT, "Won by %s.", "Gagnée par %s.") \
    X(S_OUT_VOLE, "Vole by %s: every bête, and a chip from each player.", \
      "Vole de %s : toutes les bêtes, et un jeton de chaque joueur.") \
    X(S_OUT_LOSE, "Lost by %s: a bête of %lld.", "Perdue par %s : une bête de %lld.") \
    X(S_OUT_LOSE2, "%s and %s lose: bêtes of %lld and %lld.", "%s et %s perdent : bêtes de %lld et %lld.") \
    X(S_OUT_DEVOLE, "Dévole (%s, no trick): a chip to each player.", \
      "Dévole (%s, aucune levée) : un jeton à chaque joueur.") \
    X(S_OUT_VOID, "The declarer ties for the most tricks: the deal is void, the stakes stay.", \
      "Le joueur est à égalité de levées : le coup est nul, les enjeux restent.") \
    X(S_OUT_PASSED, "Everybody passed: the deal is passed, the stakes stay.", \
      "Tous ont passé : la donne est passée, les enjeux restent.") \
    X(S_PAID_CONTRE, "The declarer's bête paid to the contrer: %s → %s, %lld.", \
      "La bête du joueur payée au contreur : %s → %s, %lld.") \
    X(S_OUT_CONTRE, "Contre: %s against %s.", "Contre : %s contre %s.") \
    X(S_KING_TAKEN, "The King stake (%2$lld) goes to %1$s, who held the King of trumps.", \
      "Le Roi (%2$lld) va à %1$s, qui avait le Roi d'atout.") \
    X(S_KING_RENEWED, "Each player puts a new chip on the dish for the King.", \
      "Chacun remet un jeton sur le plat pour le Roi.") \
    X(S_KING_STAYS, "The King stake stays on the dish (%lld).", "Le Roi reste sur le plat (%lld).") \
    X(S_LEFT_ON_TABLE, "Left on the table: stakes %lld, King %lld, plaques %d, bêtes %s", \
      "Reste sur la table : enjeu %lld, Roi %lld, fiches %d, bêtes %s") \
    X(S_NEXT_DEAL, "Next deal", "Donne suivante") \
    X(S_TIP_KING, \
      "The King stake, and the plaques under the dish. At the end of the deal, whoever was dealt the King of trumps " \
      "takes the King stake, unless he played and lost.", \
      "Le Roi, et les fiches sous le plat. À la fin de la donne, qui a reçu le Roi d'atout prend le Roi, sauf s'il a " \
      "joué et perdu.") \
    X(S_TIP_STAKES, \
      "The deal's stakes and the plaques at stake: whoever plays and wins sweeps them, with the bête at stake.", \
      "L'enjeu de la donne et les fiches en jeu : qui joue et gagne les ramasse, avec la bête en jeu.") \
    X(S_TIP_TALON, "The talon; the card turned on it gives the trump.", \
      "Le talon ; la carte retournée dessus donne l'atout.") \
    X(S_TIP_BETES, "Bêtes made by those who played and lost: one is at stake each deal, the others wait their turn.", \
      "Les bêtes faites par ceux qui ont joué et perdu : une est en jeu à chaque donne, les autres attendent leur " \
      "tour.") \
    X(S_ST_DEALS, "Deals played", "Donnes jouées") \
    X(S_ST_BIDS, "Deals you played or contred", "Donnes où vous avez joué ou contré") \
    X(S_ST_WINS, "Deals you won", "Donnes gagnées") \
    X(S_ST_BETES, "Bêtes made", "Bêtes faites") \
    X(S_ST_KINGS, "King stakes taken", "Rois pris") \
    X(S_BSTANDINGS, "Final standings (deals played: %d)", "Classement final (donnes jouées : %d)") \
    X(S_COL_DEAL, "This deal", "Cette donne") \
    X(S_PAY_WIN, "sweeps", "ramasse") \
    X(S_PAY_VOLE, "vole", "vole") \
    X(S_PAY_BETE, "makes the bête", "fait la bête") \
    X(S_PAY_DEVOLE, "dévole", "dévole") \
    X(S_PAY_CONTRE, "pays his bête", "paie sa bête") \
    X(S_PAY_KING, "the King", "le Roi") \
    X(S_BSET_TITLE, "La Bête: the table and rule options (next new game)", \
      "La Bête : la table et les options (prochaine partie)") \
    X(S_BSET_PLAYERS_H, "3 to 7 at the table, you included (28, 32 or 36 cards).", \
      "De 3 à 7 à la table, vous compris (28, 32 ou 36 cartes).") \
    X(S_BSET_DEALS, "Deals per game", "Donnes par partie") \
    X(S_BSET_DEALS_H, "The game ends after this many deals (0: endless).", \
      "La partie finit après ce nombre de donnes (0 : sans fin).") \
    X(S_BSET_DEAL_H, "Packets of five, fixed for the game: 3-2, 2-3, 2-2-1 or 2-1-2.", \
      "Paquets des cinq cartes, fixes pour la partie : 3-2, 2-3, 2-2-1 ou 2-1-2.") \
    X(S_BSET_CURIEUSE, "Curieuse", "Curieuse") \
    X(S_BSET_CURIEUSE_H, "When all pass, one may ask: a chip each, the upcard void, a new trump.", \
      "Si tous passent, on peut la demander : un jeton chacun, une nouvelle retourne.") \
    X(S_BSET_CONTRE, "Contre", "Contre") \
    X(S_BSET_CONTRE_H, "A later player may double against the one who plays.", \
      "Un joueur suivant peut contrer celui qui joue : le double.") \
    X(S_BSET_PLAQUE, "Plaque value", "Valeur de la fiche") \
    X(S_BSET_PLAQUE_H, "Chips a plaque (fiche) is worth: 5, or 10.", "Jetons que vaut une fiche : 5, ou 10.") \
    X(S_BSET_START_H, "Each player's holding at the start.", "L'avoir de chacun au départ.") \
    X(S_BR1_T, "La Bête", "La Bête") \
    X(S_BR1, \
      "The parent game of La Mouche, for three to seven. The pack has 28 cards (K Q J A 10 9 8) at three or four, 32 " \
      "(down to the 7) at five, 36 (down to the 6) at six or seven. Ranking in every suit, trumps too: King, Queen, " \
      "Jack, Ace, 10, 9, 8, 7, 6. The first dealer is drawn by lot, then the deal passes on. The deal and the play " \
      "go anticlockwise: five cards each, in packets fixed for the game, and the next card is turned up on the " \
      "talon: its suit is trump.", \
      "Le jeu d'où vient la Mouche, de trois à sept. On joue avec 28 cartes (R D V A 10 9 8) à trois ou quatre, 32 " \
      "(jusqu'au 7) à cinq, 36 (jusqu'au 6) à six ou sept. Dans chaque couleur, atout compris : Roi, Dame, Valet, " \
      "As, 10, 9, 8, 7, 6. Le premier donneur est tiré au sort, puis la main passe. On donne et on joue vers la " \
      "droite : cinq cartes chacun, par paquets fixés pour la partie, puis la carte suivante est retournée sur le " \
      "talon : sa couleur est l'atout.") \
    X(S_BR2_T, "The dish, the King, the plaques", "Le plat, le Roi, les fiches") \
    X(S_BR2, \
      "La Bête is played with chips and plaques (a plaque, the fiche, is worth 5 chips, or 10 by option) around a " \
      "dish. As the game begins, each player puts one plaque under the dish: that is the reserve, from which the " \
      "plaques come into play one by one. Each player also puts one chip on the dish for the King: at the end of a " \
      "deal, this King stake goes to whoever was dealt the King of trumps (see The King of trumps). Everyone starts " \
      "with 1000 chips, and may run into debt. A game lasts the number of deals chosen in Settings, or goes on " \
      "without end.", \
      "La Bête se joue avec des jetons et des fiches (une fiche vaut 5 jetons, ou 10 en option) autour d'un plat. " \
      "En début de partie, chacun met une fiche sous le plat : c'est la réserve, d'où les fiches entrent en jeu une " \
      "à une. Chacun met aussi un jeton sur le plat pour le Roi : à la fin d'une donne, cet enjeu du Roi revient à " \
      "qui a reçu le Roi d'atout (voir « Le Roi d'atout »). Chacun commence avec 1000 jetons, et peut s'endetter. " \
      "Une partie dure le nombre de donnes choisi dans les Paramètres, ou sans fin.") \
    X(S_BR3_T, "Each deal's stakes", "L'enjeu de chaque donne") \
    X(S_BR3, \
      "Before each deal, when the stakes are empty (as the game begins, or after a deal that was won), every player " \
      "stakes a chip and the dealer one more: these are the deal's stakes. While the last deal's stakes are still " \
      "on the table (it was lost, void or passed), only the new dealer adds his extra chip. Then one plaque is " \
      "drawn from under the dish and put at stake; when the reserve is empty and no plaque is at stake, everyone " \
      "first puts a new plaque under the dish. Plaques that nobody won stay at stake, so a run of lost deals puts " \
      "several at stake. Whoever wins the deal sweeps the stakes, the plaques at stake and the bête at stake.", \
      "Avant chaque donne, quand l'enjeu est vide (en début de partie, ou après une donne gagnée), chacun met un " \
      "jeton au jeu et le donneur un de plus : c'est l'enjeu de la donne. Tant que l'enjeu de la donne " \
      "précédente est encore sur la table (elle a été perdue, nulle ou passée), seul le nouveau donneur ajoute " \
      "son jeton de plus. Puis une fiche est tirée de sous le plat et mise en jeu ; quand la réserve est vide et " \
      "qu'aucune fiche n'est en jeu, chacun remet d'abord une fiche sous le plat. Les fiches que personne n'a " \
      "gagnées restent en jeu : une suite de donnes perdues en met donc plusieurs en jeu. Qui gagne la donne " \
      "ramasse l'enjeu, les fiches en jeu et la bête en jeu.") \
    X(S_BR4_T, "Bidding: play, pass, contre", "Les enchères : jouer, passer, contrer") \
    X(S_BR4, \
      "From the eldest, on the dealer's right, each player speaks once, the dealer last. While nobody has said \"I " \
      "play\", you say \"I play\" or \"I pass\". The first who plays is the declarer: he plays alone against all, " \
      "and must win the deal (see Winning the deal). After him, each later player may say \"Contre!\" (an option, " \
      "on by default): he doubles the game and plays against the declarer, for himself. There is one contre at " \
      "most, and it ends the bidding. A bid is never taken back. If everybody passes, the Curieuse may follow.", \
      "À partir du premier en cartes, à la droite du donneur, chacun parle une fois, le donneur le dernier. Tant " \
      "que personne n'a dit « Je joue », vous dites « Je joue » ou « Je passe ». Le premier qui joue est le " \
      "joueur : il joue seul contre tous, et doit gagner la donne (voir « Gagner la donne »). Après lui, chaque " \
      "joueur suivant peut dire « Contre ! » (une option, présente par défaut) : il double le jeu et joue contre le " \
      "joueur, pour lui-même. Il n'y a qu'un contre au plus, et il clôt les enchères. Une enchère ne se reprend " \
      "pas. Si tout le monde passe, la Curieuse peut suivre.") \
    X(S_BR5_T, "The Curieuse", "La Curieuse") \
    X(S_BR5, \
      "If everybody passes and the Curieuse is on (the default), each player in turn from the eldest may ask for " \
      "it, and the first who asks decides for the table. Everyone then stakes one more chip, the upcard is set " \
      "aside (it is void), the next card of the talon is turned and its suit becomes trump, and the bidding starts " \
      "again from the eldest. The Curieuse is played once a deal at most. If nobody asks, or all pass again, or no " \
      "card is left under the upcard to turn (seven players with 36 cards), the deal is passed: nothing is won, all " \
      "the stakes stay, and on the next deal only the new dealer adds a chip.", \
      "Si tout le monde passe et que la Curieuse est permise (par défaut), chacun à son tour, depuis le premier " \
      "en cartes, peut la demander, et le premier qui la demande décide pour la table. Chacun met alors un jeton " \
      "de plus, la retourne est mise de côté (elle est nulle), la carte suivante du talon est retournée et sa " \
      "couleur devient l'atout, et les enchères reprennent au premier en cartes. La Curieuse se joue une fois par " \
      "donne au plus. Si personne ne la demande, si tous passent encore, ou s'il ne reste pas de carte sous la " \
      "retourne (sept joueurs avec 36 cartes), la donne est passée : rien n'est gagné, tout l'enjeu reste, et à " \
      "la donne suivante seul le nouveau donneur ajoute un jeton.") \
    X(S_BR6_T, "The tricks", "Les levées") \
    X(S_BR6, \
      "The eldest leads; the winner of a trick leads the next. Follow suit if you can (any card of it). Void in the " \
      "suit led, you must trump, or overtrump a trump already played, if you hold a trump that heads the trick. " \
      "Otherwise play any card, a low trump included. The highest trump wins the trick, otherwise the highest card " \
      "of the suit led. No revoke is possible: the game refuses a card you may not play, and says why.", \
      "Le premier à droite du donneur entame ; qui gagne une levée entame la suivante. Fournissez à la couleur si " \
      "vous le pouvez (n'importe quelle carte). Sans la couleur, vous devez couper, ou surcouper un atout déjà joué, " \
      "si vous avez un atout qui prend la levée. Sinon jouez n'importe quelle carte, même un petit atout. Le plus " \
      "haut atout gagne la levée, sinon la plus haute carte de la couleur demandée. Pas de renonce possible : le jeu " \
      "refuse une carte interdite, et dit pourquoi.") \
    X(S_BR7_T, "Winning the deal, the vole", "Gagner la donne, la vole") \
    X(S_BR7, \
      "The declarer, or the contrer, wins with three tricks or more, or with the first two tricks when nobody takes " \
      "three (even if another player also ends with two). He sweeps the deal's stakes, the plaques at stake and the " \
      "bête at stake. The vole: if he takes all five tricks, he also takes every other bête waiting, and a chip " \
      "from each other player (two from each if he is the contrer). A tie voids the deal: if the declarer ends " \
      "level with another player for the most tricks (2-2-1, or one each when five or more take one), nothing is " \
      "won or paid, but for the King; all the stakes stay, and only the new dealer adds a chip to them.", \
      "Le joueur, ou le contreur, gagne avec trois levées ou plus, ou avec les deux premières levées quand personne " \
      "n'en fait trois (même si un autre finit aussi avec deux). Il ramasse l'enjeu de la donne, les fiches en jeu " \
      "et la bête en jeu. La vole : s'il fait les cinq levées, il prend aussi toutes les autres bêtes qui " \
      "attendent, et un jeton de chacun des autres (deux de chacun s'il est le contreur). L'égalité annule la " \
      "donne : si le joueur finit à égalité de levées avec un autre pour le plus grand nombre (2-2-1, ou une chacun " \
      "quand cinq joueurs ou plus en font une), le coup est nul : rien n'est gagné ni payé, sauf le Roi ; tout " \
      "l'enjeu reste, et seul le nouveau donneur y ajoute un jeton.") \
    X(S_BR8_T, "Making the bête, the dévole", "Faire la bête, la dévole") \
    X(S_BR8, \
      "A declarer who neither wins nor ties makes the bête: he pays what he would have won, the value of the deal " \
      "(the stakes, the plaques at stake and the bête at stake). His bête is paid to nobody: it waits beside the " \
      "dish and is staked on the next deal, or on the first deal after it that has no bête yet. So the bêtes made " \
      "pile up, and each makes a later deal worth more. The dévole: a loser who took no trick at all also pays a " \
      "chip to each other player (two to each for a contrer), right after his bête.", \
      "Un joueur qui ne gagne pas et n'est pas à égalité fait la bête : il paie ce qu'il aurait gagné, la valeur de " \
      "la donne (l'enjeu, les fiches en jeu et la bête en jeu). Sa bête n'est payée à personne : elle attend à côté " \
      "du plat et se joue à la donne suivante, ou à la première donne après celle-ci qui n'a pas encore de bête. " \
      "Les bêtes faites s'accumulent ainsi, et chacune fait valoir plus une donne à venir. La dévole : un perdant " \
      "qui n'a fait aucune levée paie aussi un jeton à chacun des autres (deux à chacun pour un contreur), juste " \
      "après sa bête.") \
    X(S_BR9_T, "The contre doubles", "Le contre double") \
    X(S_BR9, \
      "The contre doubles the game for the one who says it. If the contrer wins, he takes what any winner takes, " \
      "and the declarer pays him a bête, the value of the deal, on the spot. If the declarer wins despite the " \
      "contre, the contrer makes a double bête: twice the value of the deal. If both lose, the declarer makes his " \
      "bête and the contrer a double one, the declarer's first in the queue. A tie of the contrer with another " \
      "player voids nothing: only the declarer's tie makes the deal void. With the contre off, nobody may contre.", \
      "Le contre double le jeu pour celui qui le dit. Si le contreur gagne, il prend ce que prend tout gagnant, et " \
      "le joueur lui paie sur-le-champ une bête, la valeur de la donne. Si le joueur gagne malgré le contre, le " \
      "contreur fait une bête double : deux fois la valeur de la donne. S'ils perdent tous deux, le joueur fait sa " \
      "bête et le contreur une bête double, celle du joueur d'abord dans la file. L'égalité du contreur avec un " \
      "autre n'annule rien : seule l'égalité du joueur rend la donne nulle. Sans l'option du contre, personne ne " \
      "peut contrer.") \
    X(S_BR10_T, "The King of trumps", "Le Roi d'atout") \
    X(S_BR10, \
      "At the end of every deal, passed ones included, whoever was dealt the King of trumps takes the King stake " \
      "from the dish, unless he was a bidder who lost (or made a dévole). After a Curieuse, the King of the new " \
      "trump counts. As soon as the King stake is taken, every player stakes a new chip on the dish. If nobody " \
      "holds the King of trumps (it is the upcard, or in the talon), or if its holder lost, the stake stays on the " \
      "dish for a later deal. Holding the King is luck, not skill: it pays even a player who passed.", \
      "À la fin de chaque donne, même passée, qui a reçu le Roi d'atout prend l'enjeu du Roi sur le plat, sauf s'il " \
      "a enchéri et perdu (ou fait la dévole). Après une Curieuse, c'est le Roi du nouvel atout qui compte. Dès que " \
      "l'enjeu du Roi est pris, chacun remet un jeton sur le plat. Si personne n'a le Roi d'atout (c'est la " \
      "retourne, ou il est dans le talon), ou si celui qui l'a a perdu, l'enjeu reste sur le plat pour une donne " \
      "suivante. Avoir le Roi est affaire de chance, non d'adresse : il paie même qui a passé.") \
    X(S_BR11_T, "An example", "Un exemple") \
    X(S_BR11, \
      "The source's own example: five players, plaques of 5. Deal 1: stakes 5 + 1 = 6, and one plaque at stake. A " \
      "plays and loses: he would have won 6 + 5 = 11, so he makes a bête of 11. C holds the King of trumps and " \
      "takes its 5 chips; everyone stakes a chip for it again. Deal 2: the bête of 11 is at stake and the stakes " \
      "are still on the table, so only the dealer adds a chip: stakes 7, two plaques. A loses again: 7 + 10 + 11 = " \
      "28, a second bête. Deal 3: stakes 8, three plaques, the bête of 11 at stake; D wins 8 + 15 + 11 = 34, and " \
      "two plaques are left under the dish. Deal 4: everyone stakes again, with the bête of 28 at stake.", \
      "L'exemple de la source : cinq joueurs, fiches de 5. Donne 1 : enjeu 5 + 1 = 6, et une fiche en jeu. A joue " \
      "et perd : il aurait gagné 6 + 5 = 11, il fait donc une bête de 11. C a le Roi d'atout et prend ses 5 " \
      "jetons ; chacun remet un jeton pour le Roi. Donne 2 : la bête de 11 est en jeu et l'enjeu est encore sur la " \
      "table, seul le donneur ajoute donc un jeton : enjeu 7, deux fiches. A perd encore : 7 + 10 + 11 = 28, une " \
      "deuxième bête. Donne 3 : enjeu 8, trois fiches, la bête de 11 en jeu ; D gagne 8 + 15 + 11 = 34, et il reste " \
      "deux fiches sous le plat. Donne 4 : chacun remet un jeton, et la bête de 28 est en jeu.") \
    X(S_BR12_T, "Options and keys", "Options et touches") \
    X(S_BR12, \
      "The options, chosen in Settings (the default first): 3 to 7 players; deal packets 3-2, 2-3, 2-2-1 or " \
      "2-1-2; the Curieuse on or off; the contre on or off; a plaque worth 5 or 10 chips; 1000 starting chips " \
      "each.\n\nKeys at the table:\nY play, P pass, C contre, A/N the Curieuse (or Tab to a button, then " \
      "Enter)\n1-5 play that card, or the arrows and Enter\nCtrl+Z or Backspace take back your move while " \
      "nothing new is shown\nL the last trick, R the rules in short, (?) a hint\nF2 the table log, Space skips " \
      "an animation\nEsc asks before leaving the hand, F11 fullscreen", \
      "Les options, choisies dans les Paramètres (la valeur par défaut d'abord) : de 3 à 7 joueurs ; paquets " \
      "de la donne 3-2, 2-3, 2-2-1 ou 2-1-2 ; la Curieuse, oui ou non ; le contre, oui ou non ; une fiche " \
      "de 5 ou de 10 jetons ; 1000 jetons au départ pour chacun.\n\nTouches à la table :\nJ jouer, P " \
      "passer, C contrer, D/P la Curieuse (ou Tab jusqu'à un bouton, puis Entrée)\n1 à 5 jouer cette carte, ou les " \
      "flèches et Entrée\nCtrl+Z ou Retour arrière reprennent votre coup tant que rien de nouveau n'est montré\nL la " \
      "dernière levée, R " \
      "l'aide-mémoire, touche ? un conseil\nF2 le journal de la table, Espace passe l'animation\nÉchap demande avant " \
      "de quitter la donne, F11 plein écran") \
    X(S_PIC_DISH, "the King stake", "le Roi") \
    X(S_PIC_UNDER, "plaques under the dish", "fiches sous le plat") \
    X(S_PIC_STAKES, "the deal's stakes", "l'enjeu de la donne") \
    X(S_PIC_FOLLOW, "2. follows", "2. fournit") \
    X(S_PIC_VOID_UP, "void upcard", "retourne nulle") \
    X(S_PIC_NEW_UP, "new trump", "nouvel atout") \
    X(S_PIC_KING_TRUMP, "King of trumps", "Roi d'atout") \
    X(S_PIC_HIGH, "highest", "la plus haute") \
    X(S_PIC_LOW, "lowest", "la plus basse") \
    X(S_PIC_ACE, "the Ace: below the Jack", "l'As : sous le Valet") \
    X(S_PIC_ANTE, "The dealer's ante: %d", "La mise du donneur : %d") \
    X(S_PIC_TRUE, "A plain answer is always true.", "Une réponse franche dit toujours vrai.") \
    X(S_PIC_TRUMP_FLUSH, "a trump flush: it wins", "mouche d'atout : elle gagne") \
    X(S_PIC_POINTS, "points: %d", "points : %d") \
    X(S_PIC_DEALER_TAKES, "All folded: the dealer takes the pool.", "Tous ont passé : le donneur prend la corbeille.") \
    X(S_PIC_NONE_HIGHER, "3. none higher", "3. rien de plus haut") \
    X(S_PIC_FREE, "5. free", "5. libre") \
    X(S_PIC_EXCEPTION, "5. No trump higher than the best one: any card.", \
      "5. Aucun atout plus haut que le meilleur : carte libre.") \
    X(S_PIC_EX_BETE, "a bête of %d", "une bête de %d") \
    X(S_PIC_EX_WIN, "D wins %d", "D gagne %d") \
    X(S_PIC_FIFTH, "A pool of %d: each trick earns %d", "Corbeille de %d : chaque levée rapporte %d") \
    X(S_PIC_HAND_N, "Hand %d", "Coup %d") \
    X(S_PIC_PAMPHILE_TOP, "above the King of trumps", "au-dessus du Roi d'atout") \
    X(S_PIC_PAMPHILE_PAY, "+%d from each player", "+%d de chaque joueur") \
    X(S_PIC_DEFAULTS, "The options as a new game starts", "Les options d'une nouvelle partie") \
    X(S_PIC_SYSTEMS, "What each system changes", "Ce que change chaque système") \
    X(S_PIC_WINS, "wins the trick", "gagne la levée") \
    X(S_PIC_PLAQUE_STAKE, "a plaque at stake", "une fiche en jeu") \
    X(S_PIC_FIRST_TWO, "The first two tricks are enough.", "Les deux premières levées suffisent.") \
    X(S_PIC_VOLE_ALL, "All five: the vole.", "Les cinq : la vole.") \
    X(S_PIC_DOUBLE, "the contre doubles", "le contre double") \
    X(S_PIC_DEAL_N, "Deal %d", "Donne %d") \
    X(S_PIC_LONE, "Alone in the hand: the pool without play.", "Seul en jeu : la corbeille sans jouer.") \
    X(S_PIC_THE_DEFAULTS, "the defaults", "les valeurs par défaut") \
    X(S_OTHER_RULES, "Rules of %s", "Règles de %s")

typedef enum {
#define X(id, en, fr) id,
    STRINGS(X)
#undef X
        S_COUNT
} StrId;

const char *i18n_get(Lang lang, StrId id);
const char *i18n_suit_name(Lang lang, int suit);
/* The key of a button whose letter is the string `id` (S_KEY_...): its keycode, the
 * lowercase letter (SDL's keycodes for letters), so that each language has its mnemonics. */
int i18n_key(Lang lang, StrId id);
/* The key of a suit's button when the trump is named. */
int i18n_suit_key(Lang lang, int suit);
/* A sentence made with players' names (le Président, l'Abbé, Vous) made right:
 * French "à le", "de le" contracted to "au", "du"; "You"/"Vous" lowercased inside the
 * sentence; the first letter a capital. In place. */
void i18n_tidy(Lang lang, char *s, int size);
/* A number with one decimal, in the language's way ("1.5", "1,5"). */
void i18n_decimal(Lang lang, double v, char *out, int size);
/* Why a system call failed (an errno), in the player's language: the reasons a player can meet
 * with files, translated; any other in the system's own words (strerror). */
const char *i18n_errno(Lang lang, int err);

#endif
