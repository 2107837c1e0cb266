/* The still layer's probe tells a stand-in from another: a card drawn at a size not made yet is
 * copied from another size of its picture, scaled (the largest made), and when a larger one is
 * made the pixels change, so the card's fingerprint must change too, or the layer keeps the old
 * stand-in where a whole repaint draws the new one (app_template_autoplay's resumed run: a partial
 * repaint of the human's card differed from the whole in ~1300 pixels).
 * Usage: test_art_probe SOURCE_DIR (its fonts/ and assets/). SDL's dummy video driver: the probe
 * hangs on a window, which no display shows. */
#include <stdio.h>
#include <stdlib.h>

#include <SDL_ttf.h>

#include "../engine/check.h"
#include "draw_probe.h"
#include "render_cards.h"
#include "text.h"

/* How many pixels of the window the card drawn at dst (no picture made: the drawn stand-in)
 * changes outside the box its probe gives: what a repaint of the window leaves of it after
 * it has flown on (a card turning over is drawn narrow: its stand-in's corner index reached
 * ~10 px beside it, app_resize and app_autoplay under load). -1: unreadable. */
static long outside_probe(CardArt *art, MoucheCard card, SDL_FRect dst, int w, int h)
{
    DrawProbe probe;
    draw_probe_begin(art->renderer, &probe);
    art_draw_card(art, card, BACK_BLUE, dst, 0, 255, false, false);
    draw_probe_end(art->renderer);
    SDL_SetRenderDrawColor(art->renderer, 0, 0, 0, 255);
    SDL_RenderClear(art->renderer);
    art_draw_card(art, card, BACK_BLUE, dst, 0, 255, false, false);
    Uint32 *px = malloc((size_t)w * (size_t)h * sizeof *px);
    if (!px || SDL_RenderReadPixels(art->renderer, NULL, SDL_PIXELFORMAT_ARGB8888, px, w * (int)sizeof *px) != 0) {
        free(px);
        return -1;
    }
    long outside = 0;
    const SDL_FRect b = probe.box;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            outside += (px[(long)y * w + x] & 0xffffff) != 0 &&
                       (x < b.x || y < b.y || (float)x >= b.x + b.w || (float)y >= b.y + b.h);
    free(px);
    return outside;
}

/* The fingerprint of the queen drawn at dst, approximated from another size if need be. */
static Uint64 probe_queen(CardArt *art, SDL_FRect dst)
{
    DrawProbe probe;
    draw_probe_begin(art->renderer, &probe);
    art_draw_card(art, mouche_card(SUIT_HEARTS, RANK_QUEEN), BACK_BLUE, dst, 0, 255, false, true);
    draw_probe_end(art->renderer);
    return probe.hash;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        printf("usage: test_art_probe SOURCE_DIR\n");
        return 2;
    }
    SDL_SetHint(SDL_HINT_VIDEODRIVER, "dummy");
    if (SDL_Init(SDL_INIT_VIDEO) != 0 || TTF_Init() != 0) { /* the stand-in's corner index is text */
        printf("SDL_Init or TTF_Init: %s\n", SDL_GetError());
        return 1;
    }
    SDL_Window *window = SDL_CreateWindow("probe", 0, 0, 400, 300, SDL_WINDOW_HIDDEN);
    SDL_Renderer *r = window ? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE) : NULL;
    TextCache text;
    const char *missing = NULL;
    if (!r || !text_init(&text, r, argv[1], &missing)) {
        printf("no renderer or fonts: %s %s\n", SDL_GetError(), missing ? missing : "");
        return 1;
    }
    CardArt art;
    art_init(&art, r, &text, argv[1], 0);
    art_frame_begin(&art, -1); /* a picture not made is made at once (not approximated) */
    const MoucheCard queen = mouche_card(SUIT_HEARTS, RANK_QUEEN);
    const SDL_FRect hand = { 100, 50, 120, 180 };

    art_draw_card(&art, queen, BACK_BLUE, (SDL_FRect){ 0, 0, 40, 60 }, 0, 255, false, false); /* a small size */
    TestTally tally = { 0 };
    const Uint64 from_small = probe_queen(&art, hand);
    CHECK_SAY(&tally, probe_queen(&art, hand) == from_small, "the same stand-in probed twice gave two fingerprints");
    art_draw_card(&art, queen, BACK_BLUE, (SDL_FRect){ 0, 0, 80, 120 }, 0, 255, false, false); /* a larger one */
    const Uint64 from_larger = probe_queen(&art, hand);
    CHECK_SAY(&tally, from_larger != from_small,
              "the hand's card, drawn from its 40x60 picture and then from its 80x120 one, probed alike");
    art_draw_card(&art, queen, BACK_BLUE, hand, 0, 255, false, false); /* its own size */
    CHECK_SAY(&tally, probe_queen(&art, hand) != from_larger, "the card's own picture probed as its stand-in");

    /* a picture probed is used: drawing the rest of the frame lets other pictures go first (a still
     * part probed, not repainted, and the picture it shows let go as the least used while another
     * part was drawn: the part, repainted later from a placeholder, kept the picture's fingerprint) */
    const Uint64 own = probe_queen(&art, hand);
    int made = 0;
    for (int size = 0; made < ART_SLOTS - 1; size++)
        for (int c = 0; c < MOUCHE_DECK_MAX && made < ART_SLOTS - 1; c++, made++)
            art_draw_card(&art, (MoucheCard)c, BACK_BLUE, (SDL_FRect){ 0, 0, 10 + size, 15 + size }, 0, 255, false,
                          false);
    CHECK_SAY(&tally, probe_queen(&art, hand) == own, "the queen at the hand's size let go while the cache filled");
    art_draw_card(&art, mouche_card(SUIT_CLUBS, RANK_10), BACK_BLUE, (SDL_FRect){ 0, 0, 200, 300 }, 0, 255, false,
                  false);
    CHECK_SAY(&tally, probe_queen(&art, hand) == own,
              "the queen at the hand's size, probed just before, let go as the least used picture");

    /* no time for pictures: a card not made yet is drawn (the stand-in), at every width a card
     * turning over takes, and nothing of it lies outside its probe's box */
    art_frame_begin(&art, 0);
    const MoucheCard ten = mouche_card(SUIT_SPADES, RANK_10);
    for (float w = 1.5f; w <= 120; w *= 1.6f) {
        const long outside = outside_probe(&art, ten, (SDL_FRect){ 200.4f - w / 2, 60.3f, w, 180 }, 400, 300);
        CHECK_SAY(&tally, outside == 0, "the ten's stand-in %.1f px wide drew %ld pixels outside its probe's box", w,
                  outside);
    }
    CHECK_SAY(&tally, art.placeholders > 0, "the ten was not drawn as a stand-in (%d)", art.placeholders);

    art_free(&art);
    text_free(&text);
    SDL_DestroyRenderer(r);
    SDL_DestroyWindow(window);
    TTF_Quit();
    SDL_Quit();
    printf("art_probe: %s\n", tally.failures ? "FAILED" : "each picture standing in for a card probes differently");
    return tally.failures ? 1 : 0;
}
