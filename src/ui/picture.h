/* The pieces the rules pages draw their pictures with (a game's rules_picture):
 * cards, captions, a hand with the turned card, a trick, the dish, chips. */
#ifndef LAMOUCHE_PICTURE_H
#define LAMOUCHE_PICTURE_H

#include <SDL.h>

#include "i18n.h"
#include "render_cards.h"

struct App;

/* A card (MOUCHE_NO_CARD: its back) of height h, its top left at x, y, with a shadow. */
void picture_card(struct App *app, MoucheCard c, float x, float y, float h, double angle);
/* A line of text centred on x, its top at y. */
void picture_caption(struct App *app, const char *s, float x, float y);
/* A caption under one of a row of cards: as wide as its card at most (smaller, or on two
 * lines), so that neighbours' captions never run into each other. */
void picture_card_caption(struct App *app, const char *s, float x, float y, float max_w);
/* A fanned hand, the stock or talon, the turned trump (page 1 of both games). */
void picture_hand_and_upcard(struct App *app, const MoucheCard hand[5], MoucheCard turned, float cx, float cy, float u);
/* The play rules: the card led, a second of its suit (captioned `second`), a trump, an overtrump. */
void picture_trick(struct App *app, float cx, float cy, float cw, float ch, float u, int second_rank, StrId second);
/* La Bête's dish, and a stack of n tokens of kind k, w wide, centred on x, y. */
void picture_dish(struct App *app, SDL_FRect d);
void picture_tokens(struct App *app, TokenKind k, int n, float x, float y, float w);

#endif
