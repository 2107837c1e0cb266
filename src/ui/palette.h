/* The table's colours, named once. */
#ifndef LAMOUCHE_PALETTE_H
#define LAMOUCHE_PALETTE_H

#include <SDL.h>

#define PAL_INK ((SDL_Color){ 255, 248, 230, 255 }) /* text on the felt */
#define PAL_SOFT ((SDL_Color){ 230, 220, 190, 230 }) /* secondary text on the felt */
#define PAL_GOLD ((SDL_Color){ 255, 215, 120, 255 }) /* a seat's status */
#define PAL_DEBT ((SDL_Color){ 255, 120, 110, 255 }) /* a balance below zero */
#define PAL_TO_MOVE ((SDL_Color){ 250, 215, 120, 110 }) /* the plate of the seat to move */
#define PAL_PLATE ((SDL_Color){ 0, 0, 0, 70 }) /* a seat's plate */
#define PAL_DEALER_DISC ((SDL_Color){ 250, 240, 210, 255 })
#define PAL_DEALER_INK ((SDL_Color){ 120, 40, 20, 255 })
#define PAL_SUIT_DISC ((SDL_Color){ 250, 246, 236, 255 }) /* the trump's disc in the header */
#define PAL_SUIT_RED ((SDL_Color){ 190, 20, 30, 255 })
#define PAL_SUIT_BLACK ((SDL_Color){ 20, 20, 25, 255 })
#define PAL_SYSTEM ((SDL_Color){ 240, 232, 210, 230 }) /* the rule system's name */
#define PAL_SKIP_HINT ((SDL_Color){ 230, 220, 190, 170 })
#define PAL_PROMPT_BG ((SDL_Color){ 0, 0, 0, 120 })
#define PAL_MESSAGE ((SDL_Color){ 255, 200, 150, 255 }) /* a refusal on the prompt line */
#define PAL_PANEL_TITLE ((SDL_Color){ 60, 30, 10, 255 }) /* on a paper panel */
#define PAL_PANEL_NAME ((SDL_Color){ 60, 40, 20, 255 })
#define PAL_PAPER_INK ((SDL_Color){ 50, 28, 10, 255 }) /* text on a paper panel */
#define PAL_PAPER_GOLD ((SDL_Color){ 150, 90, 0, 255 }) /* the winner on a paper panel */
#define PAL_PAPER_GAIN ((SDL_Color){ 30, 110, 40, 255 }) /* a gain on a paper panel */
#define PAL_PAPER_LOSS ((SDL_Color){ 170, 30, 20, 255 }) /* a loss on a paper panel, a mouche made */
#define PAL_WINNER ((SDL_Color){ 160, 60, 10, 255 })
#define PAL_TAKER ((SDL_Color){ 255, 215, 120, 235 }) /* the band round the card that takes a trick */
#define PAL_LEAD ((SDL_Color){ 40, 24, 10, 225 }) /* the pill on the card that led a trick */
#define PAL_MARK_GOLD ((SDL_Color){ 255, 196, 36, 255 }) /* the band round a card just received */
#define PAL_COUNT ((SDL_Color){ 255, 250, 235, 255 }) /* counts under stacks and piles */

#endif
