/* The table's layout, without a window: for both games, every table size and
 * a range of window sizes, the dealer's token (at each seat in turn) and the
 * key hint "L: last trick" do not meet, the token stays inside the window and
 * out of the header (deal number, trump) and the other seats' panels, and the
 * hint clears the seats' panels, the human's hand and pile, the prompt and
 * buttons, and La Bête's middle. */
#include <stdio.h>

#include "bete_layout.h"
#include "layout.h"

/* layout_token's only need from render_cards.c (not exercised here) */
float art_token_aspect(TokenKind kind)
{
    (void)kind;
    return 1.f;
}

static int failures;

static bool meet(SDL_FRect a, SDL_FRect b)
{
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

static void apart(const char *game, int w, int h, int players, const char *what, SDL_FRect a, const char *other,
                  SDL_FRect b)
{
    if (!meet(a, b))
        return;
    failures++;
    printf("FAIL: %s, %d players, %dx%d: %s (%.0f,%.0f %.0fx%.0f) meets %s (%.0f,%.0f %.0fx%.0f)\n", game, players, w, h,
           what, a.x, a.y, a.w, a.h, other, b.x, b.y, b.w, b.h);
}

static void inside(const char *game, int w, int h, int players, const char *what, SDL_FRect a)
{
    if (a.x >= 0 && a.y >= 0 && a.x + a.w <= (float)w && a.y + a.h <= (float)h)
        return;
    failures++;
    printf("FAIL: %s, %d players, %dx%d: %s (%.0f,%.0f %.0fx%.0f) leaves the window\n", game, players, w, h, what, a.x,
           a.y, a.w, a.h);
}

static void check(const char *game, const BeteLayout *bl, int w, int h, int players)
{
    const Layout *l = &bl->base;
    char name[64];
    SDL_FRect hint = l->hint;
    inside(game, w, h, players, "the hint", hint);
    apart(game, w, h, players, "the hint", hint, "the header", l->header);
    apart(game, w, h, players, "the hint", hint, "the prompt", l->message);
    apart(game, w, h, players, "the hint", hint, "the buttons", l->buttons);
    /* the human's pile of five tricks, with its count under it */
    SDL_FRect pile = layout_pile(l, 0);
    pile.y -= 2.f * l->unit;
    pile.w += 2.f * l->unit;
    pile.h += 4.8f * l->unit;
    apart(game, w, h, players, "the hint", hint, "the human's pile", pile);
    for (int n = 1; n <= 6; n++)
        for (int i = 0; i < n; i++)
            apart(game, w, h, players, "the hint", hint, "the human's hand", layout_hand_card(l, 0, i, n));
    for (int s = 0; s < players; s++) {
        snprintf(name, sizeof name, "seat %d's panel", s);
        apart(game, w, h, players, "the hint", hint, name, l->seat[s].panel);
        SDL_FRect d = layout_dealer_marker(l, s);
        snprintf(name, sizeof name, "seat %d's dealer token", s);
        apart(game, w, h, players, name, d, "the hint", hint);
        apart(game, w, h, players, name, d, "the header", l->header);
        inside(game, w, h, players, name, d);
        for (int o = 0; o < players; o++) {
            char other[64];
            snprintf(other, sizeof other, "seat %d's panel", o);
            if (o != s)
                apart(game, w, h, players, name, d, other, l->seat[o].panel);
        }
    }
    if (bl->region.w > 0) {
        const SDL_FRect middle[] = { bl->dish, bl->stakes, bl->plaques, bl->talon, bl->turned, bl->voided, bl->queue };
        for (size_t i = 0; i < sizeof middle / sizeof middle[0]; i++)
            apart(game, w, h, players, "the hint", hint, "the middle of La Bete", middle[i]);
    }
}

int main(void)
{
    static const int sizes[][2] = { { 1024, 640 }, { 1024, 768 }, { 1280, 720 }, { 1280, 800 }, { 1366, 768 },
                                    { 1440, 900 }, { 1600, 1200 }, { 1920, 1080 }, { 1920, 1200 }, { 2560, 1080 },
                                    { 2560, 1440 }, { 3840, 2160 } };
    int checked = 0;
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
        int w = sizes[k][0], h = sizes[k][1];
        for (int players = 3; players <= 6; players++) {
            BeteLayout bl = { 0 };
            layout_compute(&bl.base, w, h, players);
            check("La Mouche", &bl, w, h, players);
            checked++;
        }
        for (int players = 3; players <= 7; players++) {
            BeteLayout bl;
            bete_layout_compute(&bl, w, h, players);
            check("La Bete", &bl, w, h, players);
            checked++;
        }
    }
    printf("%d tables checked, %d failures\n", checked, failures);
    return failures ? 1 : 0;
}
