/* La Bête's table layout (see bete_layout.h). */
#include "bete_layout.h"

#include <math.h>
#include <string.h>

#include "mouche/bete.h"

/* The dish's height and top: it gives up height, as far as a flat dish, so that the words under it (two
 * lines under the King, the stakes' chips, three lines under them) end above the prompt; where even the
 * flat dish leaves them on the prompt (larger text, 4 players or more: the seats' taller panels leave the
 * middle shorter), the margin over it narrows and the dish flattens further. */
static float dish_room(float u, float tx, float top, float floor_y, float dish_w, float *dish_top)
{
    const float under = 1.2f * u + 5.4f * u * tx + 3.8f * u + 8.8f * u * tx;
    float margin = 2.f * u;
    float h = fmaxf(dish_w * 0.3f, fminf(dish_w * 0.55f, floor_y - top - margin - under));
    if (top + margin + h + under > floor_y) {
        margin = 0.5f * u;
        h = fmaxf(dish_w * 0.12f, floor_y - top - margin - under);
    }
    *dish_top = top + margin;
    return h;
}

void bete_layout_compute(BeteLayout *bl, int w, int h, int players, int text_pct)
{
    memset(bl, 0, sizeof *bl);
    Layout *l = &bl->base;
    layout_compute(l, w, h, players, text_pct);
    float u = l->unit;
    /* the free middle and the trick in it are the table's (layout.c), as La Mouche's */
    bl->region = l->region;
    float left = l->region.x, right = l->region.x + l->region.w, top = l->region.y;
    float bottom = l->region.y + l->region.h;
    /* left of the trick: the dish (King), the plaques under it, the stakes and plaques at stake */
    float bx1 = l->trick_area.x - 2.f * u; /* right edge of the left block */
    float bw = fminf(24.f * u, bx1 - left);
    float bx0 = bx1 - bw;
    /* a line of words is about 1.4 times its font's size tall, and grows with the text */
    const float tx = l->text;
    float dish_w = fminf(18.f * u, bw * 0.82f), dish_h = dish_w * 0.55f;
    /* the dish gives up height, as far as a flat dish, so that the words under it (two lines under the
     * King, the stakes' chips, three lines under them) end above the prompt */
    const float floor_y = fminf(bottom, l->message.y) - 0.5f * u;
    float dish_top;
    dish_h = dish_room(u, tx, top, floor_y, dish_w, &dish_top);
    bl->dish = (SDL_FRect){ bx0 + (bw - dish_w) / 2, dish_top, dish_w, dish_h };
    bl->reserve = (SDL_FRect){ bl->dish.x - 3.5f * u, bl->dish.y + dish_h * 0.62f, 7.f * u, 2.4f * u };
    bl->king_step = 2.9f * u * tx;
    bl->stakes_step = 3.0f * u * tx;
    /* the stakes' chips under the King's two lines */
    float sy = bl->dish.y + dish_h + 1.2f * u + 5.4f * u * tx;
    bl->stakes = (SDL_FRect){ bx0 + bw * 0.10f, sy, bw * 0.40f, 3.f * u };
    bl->plaques = (SDL_FRect){ bx0 + bw * 0.55f, sy, bw * 0.40f, 3.f * u };
    /* right of the trick: the talon, the upcard, a voided upcard; then the queue of bêtes */
    float rx0 = l->trick_area.x + l->trick_area.w + 2.f * u;
    float rw = fminf(24.f * u, right - rx0);
    bl->talon = (SDL_FRect){ rx0 + 0.5f * u, top + 1.5f * u, l->mid_w, l->mid_h };
    bl->turned = (SDL_FRect){ bl->talon.x + l->mid_w * 0.62f, bl->talon.y, l->mid_w, l->mid_h };
    /* a voided upcard (the Curieuse) lies beside the new one, or under it when room is short */
    bl->voided = (SDL_FRect){ bl->turned.x + l->mid_w + 1.2f * u, bl->talon.y + (l->mid_h - l->small_h) / 2, l->small_w,
                              l->small_h };
    float qy = bl->talon.y + l->mid_h + 4.f * u;
    if (bl->voided.x + bl->voided.w > right) {
        bl->voided.x = bl->turned.x + (l->mid_w - l->small_w) / 2;
        bl->voided.y = qy - 1.5f * u;
        qy = bl->voided.y + l->small_h + 3.f * u;
    }
    bl->queue_line = 3.4f * u;
    bl->queue = (SDL_FRect){ rx0, qy, rw, fmaxf(bottom - qy, bl->queue_line) };
    /* labels on pills 0.6u wider than their words each side, as wide as the longest may be */
    bl->king_label =
        (SDL_FRect){ bl->dish.x - 2.f * u, bl->dish.y + dish_h + 0.4f * u, dish_w + 4.f * u, 5.4f * u * tx };
    bl->stakes_label = (SDL_FRect){ bl->stakes.x - 0.6f * u, bl->stakes.y + bl->stakes.h + 0.8f * u,
                                    bw * 0.9f + 1.2f * u, 8.8f * u * tx };
    bl->talon_label = (SDL_FRect){ bl->talon.x - 1.f * u, bl->talon.y + l->mid_h + 0.4f * u,
                                   bl->turned.x + l->mid_w - bl->talon.x + 2.f * u, 2.6f * u };
    bl->voided_label =
        (SDL_FRect){ bl->voided.x - 2.f * u, bl->voided.y + bl->voided.h + 0.3f * u, bl->voided.w + 4.f * u, 2.4f * u };
    SDL_FRect cards;
    SDL_UnionFRect(&bl->talon, &bl->turned, &cards);
    SDL_UnionFRect(&cards, &bl->talon_label, &bl->talon_shown);
    SDL_UnionFRect(&bl->voided, &bl->voided_label, &bl->voided_shown);
    /* where the words under the dish come down to the prompt's line (larger text, four players or more:
     * the middle is shorter than they are tall), the line starts right of them, as far right as it went
     * (play-test 55 at 150 %: the prompt lay on "La donne vaut 11") */
    SDL_FRect *msg = &l->message;
    /* the longest ("La donne vaut 250", 1.9 units a letter's size) some 18 units at 100 %, on its pill */
    const float words_right =
        fmaxf(bl->stakes.x + fmaxf(bl->stakes_label.w, 18.5f * u * tx + 1.2f * u), bl->king_label.x + bl->king_label.w);
    const float from = words_right + u, to = msg->x + msg->w;
    if (bl->stakes_label.y + bl->stakes_label.h > msg->y && from > msg->x && to - from >= 36.f * u)
        *msg = (SDL_FRect){ from, msg->y, to - from, msg->h };
    /* the seats' words beside their panels, clear of La Bête's middle where the table leaves room */
    const SDL_FRect middle[] = { l->trick_area,  bl->dish,  bl->reserve, bl->stakes,      bl->plaques,
                                 bl->king_label, bl->talon, bl->turned,  bl->talon_label, bl->stakes_label };
    layout_place_bubbles(l, middle, (int)(sizeof middle / sizeof middle[0]));
}

int bete_layout_texts(const BeteLayout *bl, SDL_FRect *out, int max)
{
    int n = layout_texts(&bl->base, false, out, max);
    const float lines = 3.f * bl->base.unit + (float)BETE_QUEUE_SHOWN * bl->queue_line;
    const SDL_FRect words[] = { bl->king_label,
                                bl->stakes_label,
                                bl->talon_shown,
                                bl->voided_shown,
                                { bl->queue.x, bl->queue.y, bl->queue.w, fminf(bl->queue.h, lines) } };
    for (size_t i = 0; i < sizeof words / sizeof words[0] && n < max; i++)
        out[n++] = words[i];
    return n;
}

int bete_layout_panel_w(const Layout *l) { return (int)(l->unit * 96); }

SDL_Rect bete_layout_panel(const Layout *l, int rows, float row, int lines, float *scale)
{
    /* the title and the column heads, the rows, the lines (bete_draw.c), then the buttons' band, which does not
     * scale: under the header's seven units (the 100 % ones: the rows may take the window's height but those, so
     * the top is kept by them, not by grown ones) and inside the window's frame (l->edge) */
    const float u = l->unit, need = 12 + row * (float)rows + 3.3f * (float)lines;
    const int band = layout_summary_band(l), top = (int)(u * 7), bottom = (int)floorf((float)l->h - l->edge);
    const float room = (float)(bottom - top - band) / u / need;
    const float k = l->text < room ? l->text : room > 1.f ? room : 1.f;
    if (scale)
        *scale = k;
    const float tall = u * k; /* a row's unit */
    int w = bete_layout_panel_w(l), h = (int)(tall * need) + band;
    /* a little above the middle */
    int y = l->h / 2 - h / 2 - (int)(tall * 4);
    if (y < top)
        y = top;
    if (y + h > bottom)
        y = bottom - h;
    if (y < (int)ceilf(l->edge))
        y = (int)ceilf(l->edge);
    return (SDL_Rect){ l->w / 2 - w / 2, y, w, h };
}

SDL_FRect bete_layout_queue_line(const BeteLayout *bl, int i)
{
    if (i >= BETE_QUEUE_SHOWN)
        i = BETE_QUEUE_SHOWN - 1;
    float y = bl->queue.y + 3.0f * bl->base.unit + (float)i * bl->queue_line;
    return (SDL_FRect){ bl->queue.x, y, bl->queue.w, bl->queue_line };
}

SDL_FRect bete_layout_token(const BeteLayout *bl, int party, TokenKind kind, int queue_index)
{
    const Layout *l = &bl->base;
    float cw = l->chip;
    float wk[TOKEN_KINDS] = { cw, cw * 2.2f, cw * 1.6f };
    float w = wk[kind], h = w * art_token_aspect(kind);
    float u = l->unit;
    SDL_FRect at;
    switch (party) {
    case BETE_PARTY_STAKES: at = bl->stakes; break;
    case BETE_PARTY_KING:
        return (SDL_FRect){ bl->dish.x + bl->dish.w / 2 - w / 2 + (float)((int)kind - 0) * 4.f * u,
                            bl->dish.y + bl->dish.h * 0.45f - h / 2, w, h };
    case BETE_PARTY_RESERVE: at = bl->reserve; break;
    case BETE_PARTY_PLAQUES: at = bl->plaques; break;
    case BETE_PARTY_BETE: {
        SDL_FRect q = bete_layout_queue_line(bl, queue_index);
        return (SDL_FRect){ q.x + 0.5f * u + (float)kind * 3.5f * u, q.y + q.h / 2 - h / 2, w, h };
    }
    default:
        if (party >= 0 && party < LAYOUT_MAX_SEATS)
            return layout_token(l, party, kind);
        return layout_token(l, -3, kind); /* the bank, off the table */
    }
    /* a stack in the given spot: chips left, plaques right, contracts after */
    float x = at.x + (float)kind * (cw * 1.2f);
    if (kind == TOKEN_PLAQUE)
        x = at.x + cw * 1.3f;
    if (kind == TOKEN_CONTRACT)
        x = at.x + cw * 1.3f + wk[TOKEN_PLAQUE] + 0.5f * u;
    if (party == BETE_PARTY_RESERVE || party == BETE_PARTY_PLAQUES)
        x = at.x + (kind == TOKEN_PLAQUE ? 0.f
                    : kind == TOKEN_CHIP ? wk[TOKEN_PLAQUE] + 0.5f * u
                                         : wk[TOKEN_PLAQUE] + cw + u);
    return (SDL_FRect){ x, at.y + at.h / 2 - h / 2, w, h };
}
