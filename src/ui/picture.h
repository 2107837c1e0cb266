/* The pieces the rules pages draw their pictures with (a game's rules_picture):
 * cards, captions, a hand with the turned card, a trick, the dish, chips. */
#ifndef LAMOUCHE_PICTURE_H
#define LAMOUCHE_PICTURE_H

#include <SDL.h>
#include <stdbool.h>

#include "i18n.h"
#include "render_cards.h"

#include "canvas.h"

/* A card (MOUCHE_NO_CARD: its back) of height h, its top left at x, y, with a shadow. */
void picture_card(const Canvas *cv, MoucheCard c, float x, float y, float h, double angle);
/* A line of text centred on x, its top at y. */
void picture_caption(const Canvas *cv, const char *s, float x, float y);
/* A caption under one of a row of cards: as wide as its card at most (smaller, or on two
 * lines), so that neighbours' captions never run into each other. */
void picture_card_caption(const Canvas *cv, const char *s, float x, float y, float max_w);
/* A fanned hand, the stock or talon, the turned trump (page 1 of both games). */
void picture_hand_and_upcard(const Canvas *cv, const MoucheCard hand[5], MoucheCard turned, StrId stock, float cx,
                             float cy, float u);
/* The play rules: the card led, a second of its suit (captioned `second`), a trump, an overtrump. */
void picture_trick(const Canvas *cv, float cx, float cy, float cw, float ch, float u, int second_rank, StrId second);
/* A gold frame behind a card at r: the card that wins the trick. */
void picture_mark(const Canvas *cv, SDL_FRect r);
/* n cards in a row, as large as `area` allows, centred in it; captions (may be NULL) under each;
 * the cards whose bit is set in `marks` framed (the winner). Returns the cards' height. */
float picture_card_row(const Canvas *cv, const MoucheCard *cards, const StrId *caps, int n, unsigned marks,
                       SDL_FRect area);
/* n cards fanned as held in a hand, of height ch, centred on cx, cy. */
void picture_fan(const Canvas *cv, const MoucheCard *cards, int n, float cx, float cy, float ch);
/* n face-down cards overlapped, the first's top left at x, y: a player's hand or a trick taken. */
void picture_backs(const Canvas *cv, int n, float x, float y, float ch);
/* A panel of n rows under a title: "label ... value" on one line, or (stacked) the label with its
 * value wrapped below it; every line fitted to the panel. */
void picture_table(const Canvas *cv, SDL_FRect area, const char *title, const char *const *left,
                   const char *const *right, int n, bool stacked);
/* A stack of n tokens of kind k, w wide, centred on x, y. */
void picture_tokens(const Canvas *cv, TokenKind k, int n, float x, float y, float w);

#endif
