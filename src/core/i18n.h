/* French and English strings. Every user-visible text has an id here. */
#ifndef LAMOUCHE_I18N_H
#define LAMOUCHE_I18N_H

typedef enum { LANG_EN = 0, LANG_FR = 1, LANG_COUNT } Lang;

#define STRINGS(X) \
    X(S_TITLE, "La Mouche", "La Mouche") \
    X(S_SUBTITLE, "a card game of the eighteenth century", "jeu de cartes du dix-huitième siècle") \
    X(S_CONTINUE, "Continue", "Continuer la partie") \
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
    X(S_LAST_TRICK_KEY, "R: rules · L: last trick · F2: log", "R : règles · L : dernière levée · F2 : journal") \
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
    X(S_LOG_FIRST_DEALER, "First dealer (the lowest card drawn): %s.", \
      "Premier donneur (la plus basse carte tirée) : %s.") \
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
    X(S_HINT_CARD, "It brings %s chips on average to the end of the hand; the next best, %s, %s.", \
      "Cette carte rapporte %s jetons en moyenne d'ici la fin de la donne ; la suivante, %s, %s.") \
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
      "also ask a player who stood. With two high trumps, standing is a good choice. The Hint button asks " \
      "the computer what it would do.", \
      "À vous, en dernier comme donneur : Passer, Échanger (cliquez d'abord les cartes à écarter) ou Je m'y " \
      "tiens ; vous pouvez aussi interroger qui s'y est tenu. Avec deux hauts atouts, s'y tenir est un bon " \
      "choix. Le bouton Conseil demande à l'ordinateur ce qu'il ferait.") \
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
      "That is La Mouche. At the table, R shows the rules in short, F2 the log of the hand, and the Hint button " \
      "advice. The Rules of the title screen tell everything. New game starts a real game.", \
      "Voilà La Mouche. À table, R montre l'aide-mémoire, F2 le journal de la main, et le bouton Conseil un " \
      "avis. Les Règles de l'écran titre disent tout. Nouvelle partie commence une vraie partie.") \
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
      "That is La Bête. At the table, R shows the rules in short, F2 the log of the deal, and the Hint button " \
      "advice. The Rules of the title screen tell everything. New game starts a real game.", \
      "Voilà La Bête. À table, R montre l'aide-mémoire, F2 le journal de la donne, et le bouton Conseil un " \
      "avis. Les Règles de l'écran titre disent tout. Nouvelle partie commence une vraie partie.") \
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
    X(S_HAND_N, "Hand %d", "Donne %d") \
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
    X(S_ALL_FOLDED, "everybody passed: the dealer takes the pool", \
      "tout le monde a passé : le donneur prend la corbeille") \
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
    X(S_SET_CAP_H, "With \"capped\": the most a mouche made costs.", \
      "Avec « plafonnées » : le plus qu'une mouche faite peut coûter.") \
    X(S_SET_PAMPHILE, "Pamphile", "Pamphile") \
    X(S_SET_PAMPHILE_H, "The jack of clubs is the highest trump and earns its holder a payment.", \
      "Le valet de trèfle est le plus haut atout et rapporte à qui le tient.") \
    X(S_SET_PPAY, "Pamphile payment", "Paiement du Pamphile") \
    X(S_SET_PPAY_H, "Chips each other player pays to the Pamphile's holder.", \
      "Jetons que chaque autre joueur paie au détenteur du Pamphile.") \
    X(S_SET_PMOUCHE, "Pamphile in a mouche", "Pamphile dans une mouche") \
    X(S_SET_PMOUCHE_H, "a club: it stays a club; a trump: it counts as a trump; any suit: it completes any flush.", \
      "un trèfle : il reste un trèfle ; un atout : il compte comme atout ; toute couleur : il les complète toutes.") \
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
      "Lanturlu with the misti (003): low cards, the Pamphile a trump; its payment by agreement.", \
      "Le lanturlu avec le misti (003) : basses cartes, le Pamphile atout ; son paiement à convenir.") \
    X(S_PRESET_MERY_H, "Méry, 1847: a mouche made costs at most 20 chips.", \
      "Méry, 1847 : une mouche faite coûte au plus 20 jetons.") \
    X(S_PRESET_PAMPHILE_H, "Pamphile, 1758: the jack of clubs, highest trump, completes a flush of any suit.", \
      "Le Pamphile, 1758 : le valet de trèfle, plus haut atout, complète toute couleur.") \
    X(S_PRESET_CUSTOM_H, "Custom: an option differs from every historical system.", \
      "Personnalisé : une option diffère de tous les systèmes historiques.") \
    X(S_SET_AI, "Player %d", "Joueur %d") \
    X(S_SET_AI_H, "Strength of this opponent.", "Force de cet adversaire.") \
    X(S_SET_SPEED, "Animation speed", "Vitesse des animations") \
    X(S_SET_SPEED_H, "Off shows every move at once.", "« Aucune » montre chaque coup aussitôt.") \
    X(S_SET_VOLUME, "Volume", "Volume") \
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
    X(S_SET_PRACTICE_H, "Take back your last decision (Backspace). Hands in practice are not counted.", \
      "Reprenez votre dernière décision (Retour arrière). Les donnes d'entraînement ne comptent pas.") \
    X(S_PRACTICE, "practice", "entraînement") \
    X(S_TAKE_BACK_BUTTON, "Take back", "Reprendre") \
    X(S_TAKEN_BACK, "Your last decision is taken back: decide again.", \
      "Votre dernière décision est reprise : décidez de nouveau.") \
    X(S_SET_RENDERER, "Drawing", "Dessin") \
    X(S_SET_RENDERER_H, "Automatic: software where OpenGL is. From the next start.", \
      "Automatique : logiciel si OpenGL l'est. Au prochain lancement.") \
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
    X(S_KEY_ASK, "Q", "D") \
    X(S_KEY_SPADES, "S", "P") \
    X(S_KEY_HEARTS, "H", "C") \
    X(S_KEY_DIAMONDS, "D", "K") \
    X(S_KEY_CLUBS, "C", "T") \
    X(S_KEY_SILENT, "Z", "T") \
    X(S_KEY_EVASIVE, "E", "A") \
    X(S_KEY_YES, "Y", "O") \
    X(S_KEY_NO, "N", "N") \
    X(S_KEY_BID_PLAY, "J", "J") \
    X(S_KEY_BID_PASS, "P", "P") \
    X(S_KEY_BID_CONTRE, "C", "C") \
    X(S_KEY_CUR_ASK, "Y", "D") \
    X(S_KEY_CUR_NO, "N", "N") \
    X(S_KEY_CONTINUE, "C", "C") \
    X(S_KEY_NEW_GAME, "N", "N") \
    X(S_KEY_SETTINGS, "S", "P") \
    X(S_KEY_RULES, "R", "R") \
    X(S_KEY_STATISTICS, "T", "S") \
    X(S_KEY_QUIT, "Q", "Q") \
    X(S_KEY_TO_TITLE, "T", "T") \
    X(S_KEY_RESET, "R", "R") \
    X(S_KEY_OTHER_RULES, "G", "G") \
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
    X(S_N_REPLAY_BAD, "%s cannot be played again: %s.", "%s ne peut pas être rejoué : %s.") \
    X(S_N_NO_SOUND, "No sound device was found: the game plays silently.", \
      "Aucun périphérique audio n'a été trouvé : le jeu est silencieux.") \
    X(S_N_OK, "OK", "Compris") \
    X(S_N_QUIT_UNSAVED, "The game could not be saved: %s. If you quit now, your progress since %s will be lost.", \
      "La partie n'a pas pu être enregistrée : %s. Si vous quittez maintenant, votre progression depuis %s sera " \
      "perdue.") \
    X(S_N_KEEP_PLAYING, "Keep playing", "Continuer à jouer") \
    X(S_N_QUIT_ANYWAY, "Quit and lose it", "Quitter et la perdre") \
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
      "Three to six players, five cards each. The dealer antes 5 chips into the pool (the corbeille): that stake is " \
      "the mouche. After the deal the next card is turned: its suit is trump. The rest is the stock. Ranking in " \
      "every suit: King, Queen, Jack, Ace, 10, 9 ... 2. Each of the five tricks wins a fifth of the pool.", \
      "De trois à six joueurs, cinq cartes chacun. Le donneur met 5 jetons dans la corbeille : c'est la mouche. " \
      "Après la donne, la carte suivante est retournée : sa couleur est l'atout. Le reste forme le talon. Dans " \
      "chaque couleur : Roi, Dame, Valet, As, 10, 9 ... 2. Chacune des cinq levées gagne un cinquième de la " \
      "corbeille.") \
    X(S_R2_T, "Declarations", "Les déclarations") \
    X(S_R2, \
      "From the dealer's right, each player in turn folds (lays the hand down: no trick, no mouche to make; with the " \
      "Pamphile, a folder still pays its holder), exchanges 1 to 5 cards with the stock, or stands (\"Je m'y " \
      "tiens\"). Before declaring, you may ask a player who stood: \"Do you have the mouche?\" They may stay silent, " \
      "be evasive (\"Lanturlu!\"), or answer plainly, and then truthfully; when silence counts as yes, only the " \
      "holder may stay silent. If all fold before the dealer, the dealer takes the pool. A player left alone in the " \
      "hand takes the pool without play.", \
      "À partir de la droite du donneur, chacun à son tour passe (pose ses cartes : ni levée, ni mouche à faire ; " \
      "avec le Pamphile, qui passe paie encore celui qui le tient), échange de 1 à 5 cartes avec le talon, ou s'y " \
      "tient. Avant de parler, on peut demander à qui s'est tenu : « Avez-vous la mouche ? » Il peut se taire, " \
      "répondre « Lanturlu ! », ou répondre franchement, et alors sans mentir ; quand le silence vaut oui, seul qui " \
      "a la mouche peut se taire. Si tous passent avant le donneur, le donneur prend la corbeille. Qui reste seul en " \
      "jeu la prend sans jouer.") \
    X(S_R3_T, "Having the mouche", "Avoir la mouche") \
    X(S_R3, \
      "Five cards of one suit, as dealt, kept without exchange: that is the mouche. Its holder may show it on " \
      "standing or keep it hidden; the others still declare. Then no card is played: the best mouche takes the whole " \
      "pool and every other player still in the hand makes the mouche. A trump mouche beats the others, then the " \
      "most points (K, Q, J, A count 10, the others their value), then the holder nearest the dealer's right.", \
      "Cinq cartes d'une même couleur, telles que données, gardées sans échange : c'est la mouche. Qui l'a peut la " \
      "montrer en s'y tenant ou la cacher ; les autres parlent encore. Puis on ne joue pas : la meilleure mouche " \
      "prend toute la corbeille, et tous les autres joueurs restés en jeu font la mouche. Une mouche d'atout bat les " \
      "autres, puis celle qui a le plus de points (R, D, V, As valent 10, les autres leur valeur), puis celle du " \
      "plus proche à droite du donneur.") \
    X(S_R4_T, "Playing the tricks", "Jouer les levées") \
    X(S_R4, \
      "Follow the suit led, and play higher if you can beat the best card (with van der Aa's rules, following is " \
      "enough). Void in that suit, you must trump, and overtrump a trump already played if you can. Otherwise play " \
      "any card. The highest trump wins the trick, else the highest card of the suit led.", \
      "Fournissez à la couleur demandée, et montez si vous pouvez battre la meilleure carte (selon van der Aa, " \
      "fournir suffit). Sans cette couleur, vous devez couper, et surcouper un atout déjà joué si vous le pouvez. " \
      "Sinon, jouez n'importe quelle carte. Le plus haut atout gagne la levée, sinon la plus haute carte de la " \
      "couleur demandée.") \
    X(S_R5_T, "Making the mouche", "Faire la mouche") \
    X(S_R5, \
      "A player who stayed in and took no trick makes the mouche: they pay the amount of the pool into the next " \
      "pool. Two mouches made on a simple pool of 5 make the next pool triple: 5 + 5 + 5 = 15. The Pamphile (an " \
      "option): the jack of clubs is the highest trump, and whoever holds it and stays in is paid by each other " \
      "player, those who folded too.", \
      "Un joueur resté en jeu qui ne fait aucune levée fait la mouche : il paie le montant de la corbeille dans la " \
      "corbeille suivante. Deux mouches faites sur une mouche simple de 5 donnent une mouche triple : 5 + 5 + 5 = " \
      "15. Le Pamphile (en option) : le valet de trèfle est le plus haut atout, et qui le tient sans passer est payé " \
      "par chacun des autres, même ceux qui ont passé.") \
    X(S_R6_T, "Tokens and keys", "Jetons et touches") \
    X(S_R6, \
      "Round chips are worth 1, long plaques 5, short contracts 100. Keys: 1–5 pick a card, Enter plays it; F fold, " \
      "X exchange, S stand, M show the mouche, Q ask, L last trick, R the rules in short, (?) a hint, F2 the log, " \
      "Space skips an animation, Esc menu, F11 fullscreen.", \
      "Les jetons ronds valent 1, les fiches longues 5, les contrats courts 100. Touches : 1 à 5 choisissent une " \
      "carte, Entrée la joue ; P passer, E échanger, T s'y tenir, M montrer la mouche, D demander, L dernière levée, " \
      "R l'aide-mémoire, touche ? un conseil, F2 le journal, Espace passe l'animation, Échap menu, F11 plein écran.") \
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
    X(S_VOIDED, "void", "nulle") \
    X(S_TAG_PLAYS, "plays", "joue") \
    X(S_TAG_CONTRE, "contre", "contre") \
    X(S_TAG_PASSES, "passes", "passe") \
    X(S_DEAL_N, "Deal %d", "Donne %d") \
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
    X(S_BR2_T, "Stakes, the King, the plaques", "L'enjeu, le Roi, les fiches") \
    X(S_BR2, \
      "At the start each player puts a plaque under the dish and a chip on it for the King. Each deal, everyone " \
      "stakes a chip and the dealer one more; but while a bête is at stake and the last stakes are still on the " \
      "table, only the dealer adds his chip. One plaque is drawn from under the dish into the stake each deal (when " \
      "none is left, everyone puts in a new one). Whoever was dealt the King of trumps takes the King stake at the " \
      "end of the deal, unless he played and lost; then all stake a chip on the dish again.", \
      "Au début, chacun met une fiche sous le plat et un jeton dessus pour le Roi. À chaque donne, chacun met un " \
      "jeton au jeu et le donneur un de plus ; mais quand une bête est en jeu et que l'enjeu précédent est encore " \
      "sur la table, seul le donneur ajoute son jeton. Une fiche est tirée de sous le plat à chaque donne (s'il n'en " \
      "reste plus, chacun en remet une). Qui a reçu le Roi d'atout prend le Roi à la fin de la donne, sauf s'il a " \
      "joué et perdu ; puis chacun remet un jeton sur le plat.") \
    X(S_BR3_T, "Playing, passing, contre, the Curieuse", "Jouer, passer, contrer, la Curieuse") \
    X(S_BR3, \
      "From the dealer's right, each speaks once: \"I play\" or \"I pass\". The first who plays is the declarer and " \
      "plays alone against all. A player who speaks after him may say \"Contre!\": he doubles, and bids against him; " \
      "there is one contre at most, and it ends the bidding. If everybody passes, a player may ask for the Curieuse: " \
      "everyone stakes another chip, the upcard is set aside (void), the next card is turned for trump and the " \
      "bidding starts again. The Curieuse is played once a deal at most. If nobody asks, or all pass again, or no " \
      "card is left to turn, the deal is passed and the stakes stay.", \
      "À partir de la droite du donneur, chacun parle une fois : « Je joue » ou « Je passe ». Le premier qui joue " \
      "joue seul contre tous. Un joueur qui parle après lui peut dire « Contre ! » : il double, et joue contre lui ; " \
      "il n'y a qu'un contre, qui clôt les enchères. Si tout le monde passe, un joueur peut demander la Curieuse : " \
      "chacun met encore un jeton, la retourne est mise de côté (nulle), la carte suivante est retournée pour " \
      "l'atout et l'on reparle. La Curieuse se joue une fois par donne au plus. Si personne ne la demande, si tous " \
      "passent encore, ou s'il ne reste pas de carte à retourner, la donne est passée et l'enjeu reste.") \
    X(S_BR4_T, "The tricks", "Les levées") \
    X(S_BR4, \
      "The eldest leads; the winner of a trick leads the next. Follow suit if you can (any card of it). Void in the " \
      "suit led, you must trump, or overtrump a trump already played, if you hold a trump that heads the trick. " \
      "Otherwise play any card, a low trump included. The highest trump wins the trick, otherwise the highest card " \
      "of the suit led. No revoke is possible: the game refuses a card you may not play, and says why.", \
      "Le premier à droite du donneur entame ; qui gagne une levée entame la suivante. Fournissez à la couleur si " \
      "vous le pouvez (n'importe quelle carte). Sans la couleur, vous devez couper, ou surcouper un atout déjà joué, " \
      "si vous avez un atout qui prend la levée. Sinon jouez n'importe quelle carte, même un petit atout. Le plus " \
      "haut atout gagne la levée, sinon la plus haute carte de la couleur demandée. Pas de renonce possible : le jeu " \
      "refuse une carte interdite, et dit pourquoi.") \
    X(S_BR5_T, "Winning, or making the bête", "Gagner, ou faire la bête") \
    X(S_BR5, \
      "The declarer wins with three tricks, or with the first two when nobody takes three: he sweeps the stakes, the " \
      "plaques at stake and the bête at stake. All five tricks are the vole: every bête on the table too, and a chip " \
      "from each player. If the declarer ties with another player for the most tricks, the deal is void (a contrer's " \
      "tie voids nothing). Otherwise he makes the bête: he pays what he would have won, staked on the next deal (or " \
      "the one after, if that one has a bête already). No trick at all is the dévole: a chip to each player as well. " \
      "The contre doubles: a winning contrer is paid the declarer's bête as well; a losing contrer makes a double " \
      "bête.", \
      "Le joueur gagne avec trois levées, ou avec les deux premières si personne n'en fait trois : il ramasse " \
      "l'enjeu, les fiches en jeu et la bête en jeu. Les cinq levées font la vole : toutes les bêtes de la table, et " \
      "un jeton de chacun. Si le joueur est à égalité de levées avec un autre, le coup est nul (l'égalité du " \
      "contreur n'annule rien). Sinon il fait la bête : il paie ce qu'il aurait gagné, mis en jeu à la donne " \
      "suivante (ou à la suivante si celle-là a déjà une bête). Aucune levée, c'est la dévole : un jeton à chacun en " \
      "plus. Le contre double : le contreur qui gagne reçoit aussi la bête du joueur ; le contreur qui perd fait une " \
      "bête double.") \
    X(S_BR6_T, "The King, an example, the keys", "Le Roi, un exemple, les touches") \
    X(S_BR6, \
      "The King: at the end of every deal, passed ones included, whoever was dealt the King of trumps (after a " \
      "Curieuse, of the new trump) takes the King stake, unless he played or contred and lost; if the King is in the " \
      "talon, or its holder lost, the stake stays. An example, five players, plaques of 5. Deal 1: stakes 6 and a " \
      "plaque: A plays and loses, a bête of 11. Deal 2: only the dealer adds a chip, stakes 7 and two plaques, the " \
      "bête of 11 at stake: A loses again, a bête of 7 + 10 + 11 = 28. Deal 3: D wins 8 + 15 + 11 = 34, and the bête " \
      "of 28 waits for deal 4. Keys: J play, P pass, C contre, Y/N the Curieuse, 1-5 pick a card, Enter plays it, L " \
      "last trick, R the rules in short, (?) a hint, F2 the log, Space skips, Esc menu.", \
      "Le Roi : à la fin de chaque donne, même passée, qui a reçu le Roi d'atout (après une Curieuse, du nouvel " \
      "atout) prend le Roi, sauf s'il a joué ou contré et perdu ; si le Roi est dans le talon, ou si celui qui l'a a " \
      "perdu, le Roi reste. Un exemple, cinq joueurs, fiches de 5. Donne 1 : enjeu 6 et une fiche ; A joue et perd, " \
      "une bête de 11. Donne 2 : seul le donneur ajoute un jeton, enjeu 7 et deux fiches, la bête de 11 en jeu ; A " \
      "perd encore, une bête de 7 + 10 + 11 = 28. Donne 3 : D gagne 8 + 15 + 11 = 34, et la bête de 28 attend la " \
      "donne 4. Touches : J jouer, P passer, C contrer, D/N la Curieuse, 1 à 5 choisir une carte, Entrée la jouer, L " \
      "dernière levée, R l'aide-mémoire, touche ? un conseil, F2 le journal, Espace passe l'animation, Échap menu.") \
    X(S_PIC_DISH, "the King stake", "le Roi") \
    X(S_PIC_UNDER, "plaques under the dish", "fiches sous le plat") \
    X(S_PIC_STAKES, "the deal's stakes", "l'enjeu de la donne") \
    X(S_PIC_FOLLOW, "follows", "fournit") \
    X(S_PIC_VOID_UP, "void upcard", "retourne nulle") \
    X(S_PIC_NEW_UP, "new trump", "nouvel atout") \
    X(S_PIC_KING_TRUMP, "King of trumps", "Roi d'atout") \
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

#endif
