/* Seat positions and sizes for 3 to 7 players. */
#include "layout.h"

#include <math.h>
#include <string.h>

#include "title_layout.h"

static float clampf(float v, float lo, float hi) { return v < lo ? lo : v > hi ? hi : v; }

static bool overlaps(SDL_FRect a, SDL_FRect b)
{
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/* Seven at the table (the most a game seats): two seats up each side, two at the top, so
 * that no panel covers another at 1024x640 and above. Anticlockwise from the
 * human: right low, right high, top right, top left, left high, left low. */
static void seven_seat(const Layout *l, int s, float pw, float ph, float *x, float *y)
{
    float w = (float)l->w, h = (float)l->h, u = l->unit;
    /* the low seats end above the dealer's token on the human's panel, and a low seat's token, on its
     * panel's top corner, clears the high seat's panel above it */
    float low = h - 24.5f * u - ph / 2, high = low - ph - 5.f * u;
    float d = fminf(w / 2 - 1.5f * pw - 2.f * u, fmaxf(pw / 2 + 2.f * u, w * 0.17f));
    switch (s) {
    case 1:
        *x = w - pw / 2 - u;
        *y = low;
        break;
    case 2:
        *x = w - pw / 2 - u;
        *y = high;
        break;
    case 3:
        *x = w / 2 + d;
        *y = ph / 2 + u;
        break;
    case 4:
        *x = w / 2 - d;
        *y = ph / 2 + u;
        break;
    case 5:
        *x = pw / 2 + u;
        *y = high;
        break;
    default:
        *x = pw / 2 + u;
        *y = low;
        break;
    }
}

static void move_seat(SeatLayout *sl, float dx, float dy)
{
    SDL_FPoint *points[] = { &sl->anchor, &sl->hand_centre, &sl->bubble, &sl->pile, &sl->tokens };
    SDL_FRect *rects[] = { &sl->panel, &sl->name, &sl->status, &sl->balance, &sl->chips_word };
    for (size_t i = 0; i < sizeof points / sizeof points[0]; i++) {
        points[i]->x += dx;
        points[i]->y += dy;
    }
    for (size_t i = 0; i < sizeof rects / sizeof rects[0]; i++) {
        rects[i]->x += dx;
        rects[i]->y += dy;
    }
}

/* A seat under another (the side seats at five and six players) keeps room under that one's panel for
 * its dealer's token, raised clear of its name: where larger text makes both panels taller, the lower
 * one goes down, no lower than beside the human's hand. */
static void keep_token_room(Layout *l)
{
    const float u = l->unit, w = (float)l->w, h = (float)l->h;
    for (int s = 1; s < l->players; s++)
        for (int o = 1; o < l->players; o++) {
            const SDL_FRect a = l->seat[o].panel, b = l->seat[s].panel;
            if (o == s || b.y <= a.y || a.x >= b.x + b.w || b.x >= a.x + a.w)
                continue;
            const float need = 4.f * u * l->text - (b.y - (a.y + a.h));
            const float cx = b.x + b.w / 2, pile_x = l->seat[0].pile.x, reach = l->small_h / 2;
            float lowest = (fabsf(cx - w * 0.5f) > w * 0.3f ? h - 22.f * u : h - l->card_h - 16.f * u) - b.h;
            if (b.x < pile_x + reach && pile_x - reach < b.x + b.w) /* and above the human's five tricks */
                lowest = fminf(lowest, l->seat[0].pile.y - l->small_w / 2 - 2.f * u - 8.f * u - b.h);
            const float dy = fminf(need, lowest - b.y);
            if (need > 0.01f * u && dy > 0)
                move_seat(&l->seat[s], 0, dy);
        }
}

static SDL_FRect free_middle(const Layout *l);

/* The area two rectangles share (0 apart). */
static float shared_area(SDL_FRect a, SDL_FRect b)
{
    const float w = fminf(a.x + a.w, b.x + b.w) - fmaxf(a.x, b.x), h = fminf(a.y + a.h, b.y + b.h) - fmaxf(a.y, b.y);
    return w > 0 && h > 0 ? w * h : 0;
}

/* Seat s moved by dx, dy (and the seat under it down, keep_token_room), where that keeps every panel
 * inside the frame, sharing no more of another panel than it did and leaving the free middle as wide:
 * *l is changed only then. */
static bool seat_moves(Layout *l, int s, float dx, float dy)
{
    Layout m = *l;
    move_seat(&m.seat[s], dx, dy);
    keep_token_room(&m);
    const float u = l->unit;
    for (int a = 1; a < l->players; a++) {
        const SDL_FRect p = m.seat[a].panel;
        const float lowest = fabsf(p.x + p.w / 2 - (float)l->w * 0.5f) > (float)l->w * 0.3f
                                 ? (float)l->h - 22.f * u
                                 : (float)l->h - l->card_h - 16.f * u;
        if (p.x < l->edge || p.y + p.h > lowest + 0.01f * u)
            return false;
        for (int b = 1; b < l->players; b++)
            if (b != a && shared_area(p, m.seat[b].panel) > shared_area(l->seat[a].panel, l->seat[b].panel) + u)
                return false;
    }
    /* the middle's row (the pool, the trick, the stock) as wide: its cards may shrink, not its row */
    if (free_middle(&m).w < free_middle(l).w - 0.01f * u)
        return false;
    *l = m;
    return true;
}

/* The header in the top right corner. A seat's panel that comes up under it (3 and 6 players: at
 * larger text its name lay under "Trump:") moves down under it, else left of it, a unit clear, where
 * it meets no other panel; where it can do neither (seven at larger text: two seats on the right, one
 * at the top beside them), the header goes along the top to the left, a unit clear of every panel, no
 * further than the corner's buttons (Menu, Log, Hint). The trump's disc at its right under its deal
 * line (its lines apart as the text grows). */
static void place_header(Layout *l)
{
    const float u = l->unit, tx = l->text, hw = 20.f * u, hh = 11.f * u * tx;
    const float corner = (float)l->w - l->edge - hw, leftmost = l->edge + 26.f * u * tx;
    l->header = (SDL_FRect){ corner, l->edge, hw, hh };
    const SDL_FRect around = { corner - u, l->edge, hw + u, hh + u }; /* with a unit around it */
    for (int s = 1; s < l->players; s++) {
        const SDL_FRect p = l->seat[s].panel;
        if (!overlaps(around, p))
            continue;
        const float down = around.y + around.h - p.y, left = around.x - (p.x + p.w);
        if (!seat_moves(l, s, 0, down))
            seat_moves(l, s, left, 0);
    }
    for (float x = corner; x >= leftmost; x -= u) {
        const SDL_FRect at = { x - u, l->edge, hw + 2.f * u, hh + u };
        bool clear = true;
        for (int s = 1; s < l->players && clear; s++)
            clear = !overlaps(at, l->seat[s].panel);
        if (clear) {
            l->header.x = x;
            break;
        }
    }
    l->trump = (SDL_FRect){ l->header.x + l->header.w - 5.f * u, l->header.y + u * (2.9f * tx + 1.3f * (tx - 1.f)),
                            5.f * u, 5.f * u };
}

/* The prompt's line and the action bar, centred over the hand, narrowed (alike each side) to a unit
 * clear of the seats' panels beside them (six players: the side seats come down beside them; play-test
 * 55 at 150 %: "Passer" lay on a seat's chip count, "Je m'y tiens" on another's). */
static void clear_action_bar(Layout *l)
{
    const float u = l->unit, cx = (float)l->w * 0.5f;
    SDL_FRect *bars[] = { &l->message, &l->buttons };
    for (size_t i = 0; i < sizeof bars / sizeof bars[0]; i++) {
        SDL_FRect *b = bars[i];
        float half = b->w / 2;
        for (int s = 1; s < l->players; s++) {
            const SDL_FRect p = l->seat[s].panel;
            if (p.y >= b->y + b->h || p.y + p.h <= b->y)
                continue;
            const float room = p.x + p.w / 2 < cx ? cx - (p.x + p.w) - u : p.x - cx - u;
            half = fminf(half, room);
        }
        if (half > 0 && half < b->w / 2)
            *b = (SDL_FRect){ cx - half, b->y, 2.f * half, b->h };
    }
}

/* The middle of the table: the trick, the pool, the stock (below). */
static void place_middle(Layout *l);
/* Where the dealer's token goes for a seat (below, with what it must keep clear of). */
static SDL_FRect place_dealer_marker(const Layout *l, int seat);

void layout_compute(Layout *l, int w, int h, int players, int text_pct)
{
    if (players > LAYOUT_MAX_SEATS)
        players = LAYOUT_MAX_SEATS;
    memset(l, 0, sizeof *l);
    l->w = w;
    l->h = h;
    l->players = players;
    float u = fminf((float)w / 1.6f, (float)h) / 100.f;
    l->unit = u;
    const float tx = text_pct > 0 ? (float)text_pct / 100.f : 1.f; /* a line of words is tx units of 100 % */
    l->text = tx;
    /* everything keeps half a unit inside the wooden frame app.c paints (1.8% of the smaller side) */
    float edge = 0.018f * fminf((float)w, (float)h) + 0.5f * u;
    l->edge = edge;
    l->card_h = 22.f * u;
    l->card_w = l->card_h * 250.f / 350.f;
    l->small_h = 9.5f * u;
    l->small_w = l->small_h * 250.f / 350.f;
    l->mid_h = (players >= 6 ? 12.f : 14.f) * u; /* six or seven cards in the trick: smaller */
    l->mid_w = l->mid_h * 250.f / 350.f;
    l->chip = 3.0f * u;
    l->centre = (SDL_FPoint){ w * 0.5f, h * 0.40f }; /* the seats round it; place_middle moves it */
    float rx = w * 0.5f - 13.f * u, ry = h * 0.40f - 9.f * u;
    for (int s = 0; s < players; s++) {
        SeatLayout *sl = &l->seat[s];
        if (s == 0) {
            sl->anchor = (SDL_FPoint){ w * 0.5f, h - l->card_h * 0.55f - 1.5f * u };
            sl->hand_centre = sl->anchor;
            sl->panel = (SDL_FRect){ edge, h - 19.5f * u - edge, 30.f * u, 19.5f * u };
            /* the human's words over the middle of the hand (the cards beside the panel stay in
             * view); not shown while the buttons of a decision are (table_draw) */
            sl->bubble = (SDL_FPoint){ sl->hand_centre.x, sl->hand_centre.y - l->card_h / 2 - 0.3f * u };
            sl->bubble_side = 0;
            /* raised as the key hints under it grow with the text (their bottom stays) */
            sl->pile = (SDL_FPoint){ w - 12.f * u, h - 14.f * u - 7.6f * u * (tx - 1.f) };
        } else {
            float a = (float)(M_PI / 2 - 2 * M_PI * s / players);
            float x = l->centre.x + rx * cosf(a), y = l->centre.y + ry * sinf(a);
            /* taller as its lines of words grow: the name, the status, the trick count and the chips (the
             * cards and the pile between them keep their size) */
            float pw = 31.f * u, ph = 27.f * u + 9.2f * u * (tx - 1.f);
            if (players == 7)
                seven_seat(l, s, pw, ph, &x, &y);
            x = clampf(x, pw / 2 + edge, w - pw / 2 - edge);
            /* beside the human's hand a seat may come lower, down to the human's panel */
            float ymax = fabsf(x - w * 0.5f) > w * 0.3f ? h - 22.f * u - ph / 2 : h - l->card_h - 16.f * u - ph / 2;
            y = clampf(y, ph / 2 + edge, ymax);
            /* the top left corner is the Menu's, the Log's and the Hint's (table.c): a seat at the top,
             * in from the side (at five players), moves right of them */
            const float corner_w = 26.f * u * tx; /* its buttons' words grow with the text */
            if (y - ph / 2 < edge + 3.f * u && x - pw / 2 < edge + corner_w && x - pw / 2 > edge + 0.5f * u &&
                x < w * 0.5f)
                x = edge + corner_w + pw / 2;
            sl->anchor = (SDL_FPoint){ x, y };
            sl->panel = (SDL_FRect){ x - pw / 2, y - ph / 2, pw, ph };
            /* under the status line, lower as the name and status lines over them grow */
            sl->hand_centre = (SDL_FPoint){ x - pw / 2 + 12.f * u, y - ph / 2 + 11.5f * u + 6.4f * u * (tx - 1.f) };
            /* five tricks stacked (half a unit up each) stay under the status line */
            sl->pile = (SDL_FPoint){ x + pw / 2 - 6.5f * u, y - ph / 2 + 12.f * u + 6.4f * u * (tx - 1.f) };
        }
        /* the stacks at the foot, their counts under them as tall as the text */
        const float foot = sl->panel.y + sl->panel.h, right = sl->panel.x + sl->panel.w;
        sl->tokens = (SDL_FPoint){ sl->panel.x + 1.5f * u, foot - 5.8f * u - 2.7f * u * tx };
        /* as table_draw.c and the games' drawings draw them, with a pixel to spare for their rounding: the name at
         * 1.5u from the left and 0.6u from the top (its capitals 0.7u lower), the longest persona's
         * ("Madame de Saint-Ange") 27.2u long, the human's ("You", "Vous") under 6u;
         * the status right-aligned 1.5u from the right (a status pill's 0.9u), the longest ("exchanged 5") 11.2u
         * wide; app_layout measures them with the fonts */
        float name_w = s == 0 ? 8.f * u * tx : fminf(sl->panel.w - 3.f * u, 27.6f * u);
        /* larger text: the lines as tall as it is (a long name is drawn smaller to fit name.w) */
        const float name_top = tx > 1.f ? 0.6f * u * tx : 1.f * u; /* a smaller fitted name's capitals come higher */
        sl->name = (SDL_FRect){ sl->panel.x + 1.5f * u, sl->panel.y + name_top, name_w, 3.8f * u * tx - name_top };
        /* the status under the name's line (its descenders end 3.4u * tx down), as tall as its pill (a game's
         * pill, 2.1u); the chip count (2.8u, its line 3.9u * tx) and "chips" (1.6u) at the foot, under the
         * trick count of the pile over them */
        sl->status = (SDL_FRect){ right - 15.f * u, sl->panel.y + 3.6f * u * tx, 14.1f * u, 2.9f * u * tx };
        sl->balance = (SDL_FRect){ right - 15.f * u, foot - 6.9f * u * tx, 13.5f * u, 3.9f * u * tx };
        sl->chips_word = (SDL_FRect){ right - 15.f * u, sl->balance.y + 4.f * u * tx, 13.5f * u, 2.2f * u * tx };
    }
    keep_token_room(l);
    float bw = fminf(w * 0.62f, 110.f * u);
    l->buttons = (SDL_FRect){ (w - bw) / 2, h - l->card_h - 12.5f * u, bw, 6.f * u };
    l->message = (SDL_FRect){ (w - bw) / 2, h - l->card_h - 17.f * u, bw, 4.f * u };
    /* as both tables draw it (table_draw_header): the deal line at its top, "Trump:" and the disc under
     * it, the rule system under them */
    place_header(l);
    clear_action_bar(l);
    /* the key hint, in the corner under the human's pile: the top right is the header's and, at 3 and
     * 6 players, a seat's; no seat comes down here (the side seats end 22u above the bottom) */
    l->hint = (SDL_FRect){ w - 34.f * u, h - 2.4f * u - 2.4f * u * tx, 32.f * u, 2.4f * u * tx };
    l->skip_hint = (SDL_FRect){ w - 28.f * u, l->hint.y - 2.6f * u * tx, 26.f * u, 2.4f * u * tx };
    place_middle(l);
    /* placed last: it keeps clear of everything above */
    for (int s = 0; s < players; s++)
        l->seat[s].dealer = place_dealer_marker(l, s);
    /* La Mouche's middle: the trick, the pool and its words, the stock's */
    const SDL_FRect middle[] = { l->trick_area, l->pool, l->pool_label, l->stock_area };
    layout_place_bubbles(l, middle, (int)(sizeof middle / sizeof middle[0]));
}

SDL_FRect layout_hand_card(const Layout *l, int seat, int i, int n)
{
    if (n < 1)
        n = 1;
    if (seat == 0) {
        float step = fminf(l->card_w * 1.06f, (l->w * 0.56f) / (float)n);
        float total = step * (float)(n - 1) + l->card_w;
        float x0 = l->seat[0].hand_centre.x - total / 2;
        return (SDL_FRect){ x0 + step * (float)i, l->seat[0].hand_centre.y - l->card_h / 2, l->card_w, l->card_h };
    }
    const SeatLayout *sl = &l->seat[seat];
    float step = l->small_w * 0.42f;
    float total = step * (float)(n - 1) + l->small_w;
    float x0 = sl->hand_centre.x - total / 2;
    return (SDL_FRect){ x0 + step * (float)i, sl->hand_centre.y - l->small_h / 2, l->small_w, l->small_h };
}

SDL_FRect layout_trick_card(const Layout *l, int seat)
{
    SDL_FPoint p = l->seat[seat].trick;
    return (SDL_FRect){ p.x - l->mid_w / 2, p.y - l->mid_h / 2, l->mid_w, l->mid_h };
}

/* The free middle of the table: below the seats at its top, above the prompt, between the seats at
 * its sides. A seat whose panel reaches both the top band and a side (at 5 and 6 players) bounds
 * the middle either way: of the 2^k choices, the largest middle is kept. */
static SDL_FRect free_middle(const Layout *l)
{
    float u = l->unit, w = (float)l->w;
    float band0 = w * 0.2f + u, band1 = w * 0.8f - u;
    int ambiguous[LAYOUT_MAX_SEATS], k = 0;
    for (int s = 1; s < l->players; s++) {
        SDL_FRect p = l->seat[s].panel;
        if (p.x < band1 && p.x + p.w > band0 && p.y + p.h / 2 < l->h * 0.5f)
            ambiguous[k++] = s;
    }
    SDL_FRect best = { 0, 0, 0, 0 };
    for (int mask = 0; mask < 1 << k; mask++) {
        float top = 12.f * u, bottom = l->message.y - 0.5f * u, left = 2.f * u, right = w - 2.f * u;
        bool at_top[LAYOUT_MAX_SEATS] = { false };
        for (int i = 0; i < k; i++)
            if (mask & 1 << i) {
                at_top[ambiguous[i]] = true;
                top = fmaxf(top, l->seat[ambiguous[i]].panel.y + l->seat[ambiguous[i]].panel.h + u);
            }
        for (int s = 1; s < l->players; s++) {
            SDL_FRect p = l->seat[s].panel;
            if (at_top[s] || p.y >= bottom || p.y + p.h <= top)
                continue;
            if (p.x + p.w / 2 < w * 0.5f)
                left = fmaxf(left, p.x + p.w + u);
            else
                right = fminf(right, p.x - u);
        }
        /* the header moved in from the corner along the top (place_header): the middle under it */
        const SDL_FRect hd = l->header;
        if (hd.x + hd.w < w - l->edge - 0.5f * u && hd.x < right && left < hd.x + hd.w)
            top = fmaxf(top, hd.y + hd.h + u);
        SDL_FRect r = { left, top, right - left, bottom - top };
        if (r.w > 0 && r.h > 0 && r.w * r.h > best.w * best.h)
            best = r;
    }
    return best;
}

/* Each seat's card of the trick lies in front of it: the seats above the middle in a row at the
 * top, those below in a row at the bottom (the human's in it), each row in the seats' order from
 * left to right; a seat level with the middle lays its card at the side, between the rows. */
static void place_trick(Layout *l, SDL_FPoint c, SDL_FPoint seats_centre)
{
    float u = l->unit, cw = l->mid_w, ch = l->mid_h, gap = 1.f * u;
    int row[LAYOUT_MAX_SEATS], n[3] = { 0, 0, 0 };
    for (int s = 0; s < l->players; s++) {
        float dy = l->seat[s].anchor.y - seats_centre.y;
        row[s] = s == 0 || dy > 4.f * u ? 2 : dy < -4.f * u ? 0 : 1;
        n[row[s]]++;
    }
    int widest = n[0] > n[2] ? n[0] : n[2];
    for (int s = 0; s < l->players; s++) {
        /* its place in its row: how many of the row sit left of it */
        int i = 0;
        for (int o = 0; o < l->players; o++)
            if (o != s && row[o] == row[s] && l->seat[o].anchor.x < l->seat[s].anchor.x)
                i++;
        SDL_FPoint p;
        if (row[s] == 1) {
            float side = (float)widest * (cw + gap) / 2 + gap + cw / 2;
            p = (SDL_FPoint){ c.x + (l->seat[s].anchor.x < c.x ? -side : side), c.y };
        } else {
            p = (SDL_FPoint){ c.x + ((float)i - (float)(n[row[s]] - 1) / 2) * (cw + gap),
                              c.y + (row[s] == 0 ? -1.f : 1.f) * (ch + gap) / 2 };
        }
        l->seat[s].trick = p;
    }
    float x0 = 1e9f, x1 = -1e9f, y0 = 1e9f, y1 = -1e9f;
    for (int s = 0; s < l->players; s++) {
        SDL_FRect r = layout_trick_card(l, s);
        x0 = fminf(x0, r.x);
        x1 = fmaxf(x1, r.x + r.w);
        y0 = fminf(y0, r.y);
        y1 = fmaxf(y1, r.y + r.h);
    }
    l->trick_area = (SDL_FRect){ x0, y0, x1 - x0, y1 - y0 };
}

static void place_middle(Layout *l)
{
    float u = l->unit;
    l->region = free_middle(l);
    /* the trick ends a line over the prompt's, the prompt's second line (a card to play and its stakes, a
     * refusal: play-test 57, at six players and 150 % the prompt lay on the trick's lower row), and so do the
     * pool's and the stock's words beside it (a second line as wide as the prompt's line clears them: the
     * refusal said in two lines, not three in a box narrowed between them over the trick) */
    const float trick_h = l->region.h - LAYOUT_PROMPT_LINE * u * l->text;
    SDL_FPoint c = { l->region.x + l->region.w / 2, l->region.y + l->region.h / 2 };
    /* a middle too short for two rows of the trick (the seats' panels taller at larger text): smaller cards,
     * first as the whole middle's height allows, where the pool and the stock find their places beside them
     * (and the prompt's lines room between them), then as the trick's height does, narrower */
    SDL_FRect beside = { 0, 0, 0, 0 };
    for (int pass = 0; pass < 2; pass++) {
        const float rows_h = ((pass ? trick_h : l->region.h) - 1.5f * u) / 2.1f; /* turned, a card is 5 % taller */
        if (l->mid_h > rows_h && rows_h > 8.f * u) {
            l->mid_h = rows_h;
            l->mid_w = l->mid_h * 250.f / 350.f;
        }
        place_trick(l, (SDL_FPoint){ c.x, pass ? l->region.y + trick_h / 2 : c.y }, l->centre);
        if (!pass)
            beside = l->trick_area;
    }
    c.y = l->region.y + trick_h / 2; /* the pool and the stock level with the trick */
    l->centre = c;
    /* the pool and its label at the trick's left, the stock (discards, stock, turned card and their
     * labels) at its right, each in the middle of the room left to it */
    /* a line of their words (2.2 units at 100 %) grows with the text; the pool's label is two lines (its chips,
     * its stake's name: issue 42, at 1024x640 and 6 players one line ran into a seat's words), and the
     * stock's words two lines under it (the stock's count over the discards': side by side they met) */
    const float tx = l->text, label_h = 3.f * u * tx, line_h = 2.5f * u * tx;
    float pw = 22.f * u, ph = 14.6f * u;
    const float room = trick_h - u - 3.f * label_h; /* a short middle (larger text): a smaller basket */
    if (ph > room) {
        const float k = fmaxf(0.5f, room / ph);
        pw *= k;
        ph *= k;
    }
    float lx0 = l->region.x, lx1 = beside.x - u;
    float pool_x = lx0 + fmaxf(0.f, (lx1 - lx0 - pw) / 2);
    float block_h = ph + 3.f * label_h;
    /* at the middle's top where the basket at its smallest and its three lines are a little taller than the trick */
    l->pool = (SDL_FRect){ pool_x, fmaxf(l->region.y, c.y - block_h / 2), pw, ph };
    /* the label as wide as the words need at this text size, not as the basket (smaller at larger text):
     * the words are never drawn smaller than the text size, and what the hint keeps clear of is this box */
    const float label_w = fminf(fmaxf(pw, 22.f * u * tx) + 4.f * u, lx1 - lx0);
    const float label_x = fminf(fmaxf(lx0, pool_x + pw / 2 - label_w / 2), lx1 - label_w);
    l->pool_label = (SDL_FRect){ label_x, l->pool.y + ph, label_w, 2.f * label_h };
    l->pending = (SDL_FRect){ l->pool_label.x, l->pool_label.y + 2.f * label_h, l->pool_label.w, label_h };
    float sw = 2.f * u + l->small_w * 1.25f + l->mid_w * 1.6f + u, sh = l->mid_h + 0.3f * u + 2.f * line_h;
    float rx0 = beside.x + beside.w + u, rx1 = l->region.x + l->region.w;
    l->stock_area = (SDL_FRect){ rx0 + fmaxf(0.f, (rx1 - rx0 - sw) / 2), fmaxf(l->region.y, c.y - sh / 2), sw, sh };
    l->stock_label = (SDL_FRect){ l->stock_area.x, l->stock_area.y + l->mid_h + 0.3f * u, sw, 2.f * line_h };
}

SDL_FRect layout_stock(const Layout *l)
{
    const SDL_FRect *a = &l->stock_area;
    return (SDL_FRect){ a->x + 2.f * l->unit + l->small_w * 1.25f, a->y, l->mid_w, l->mid_h };
}

SDL_FRect layout_turned(const Layout *l)
{
    SDL_FRect s = layout_stock(l);
    s.x += l->mid_w * 0.6f;
    return s;
}

SDL_FRect layout_discards(const Layout *l)
{
    /* no taller than the stock's card beside them (a short middle at larger text makes that one smaller): they
     * stay in the stock's area, over its labels */
    SDL_FRect s = layout_stock(l);
    const float dh = fminf(l->small_h, l->mid_h), dw = dh * 250.f / 350.f;
    return (SDL_FRect){ s.x - l->small_w * 1.25f, s.y + (s.h - dh) / 2, dw, dh };
}

SDL_FRect layout_pile(const Layout *l, int seat)
{
    SDL_FPoint p = l->seat[seat].pile;
    return (SDL_FRect){ p.x - l->small_w / 2, p.y - l->small_h / 2, l->small_w, l->small_h };
}

/* How far under a pile's centre its count's top lies, when it stands under the pile: the pile's cards lie
 * turned a quarter, they end small_w / 2 under its centre (the tricks stack upwards), not small_h / 2. */
static float pile_label_below(const Layout *l) { return l->small_w / 2 + 0.2f * l->unit; }
static float pile_label_h(const Layout *l) { return 2.6f * l->unit * l->text; }

SDL_FRect layout_pile_label(const Layout *l, int seat)
{
    const SDL_FPoint p = l->seat[seat].pile;
    const float u = l->unit, w = 12.f * u, h = pile_label_h(l);
    if (seat == 0 && l->pile_count_beside)
        return (SDL_FRect){ p.x - l->small_h / 2 - 0.6f * u - w, p.y - h / 2, w, h };
    return (SDL_FRect){ p.x - w / 2, p.y + pile_label_below(l), w, h };
}

SDL_FRect layout_token(const Layout *l, int seat, TokenKind kind)
{
    float cw = l->chip;
    float wk[TOKEN_KINDS] = { cw, cw * 2.2f, cw * 1.6f };
    float w = wk[kind], h = w * art_token_aspect(kind);
    float x, y;
    if (seat >= 0) {
        SDL_FPoint t = l->seat[seat].tokens;
        float off[TOKEN_KINDS] = { 12.f, 5.5f, 0.f };
        x = t.x + off[kind] * l->unit * (kind == TOKEN_CHIP ? 1.f : 1.f);
        if (kind == TOKEN_CHIP)
            x = t.x + 12.5f * l->unit;
        if (kind == TOKEN_PLAQUE)
            x = t.x + 5.f * l->unit;
        y = t.y + 3.5f * l->unit - h / 2;
    } else if (seat == -1) {
        x = l->pool.x + l->pool.w / 2 - w / 2 +
            (float)((int)kind - 1) * 5.f * l->unit; /* 4 units apart, two counts of 1 read as "1 1" */
        /* its count under it ends in the basket, above the label (a basket made small by larger text) */
        y = fminf(l->pool.y + l->pool.h * 0.42f - h / 2, l->pool.y + l->pool.h - h - (0.3f + 2.4f * l->text) * l->unit);
    } else if (seat == -2) {
        x = l->pending.x + l->pending.w - w;
        y = l->pending.y + l->pending.h * 0.5f - h / 2;
    } else {
        x = l->w * 0.5f - w / 2;
        y = -h * 2;
    }
    return (SDL_FRect){ x, y, w, h };
}

/* The token's picture, a disc seen at an angle, fills this ellipse of its square. */
static bool token_covers(SDL_FRect t, SDL_FRect r)
{
    float cx = t.x + t.w * 0.5f, cy = t.y + t.h * 0.5f, rx = t.w * 0.46f, ry = t.h * 0.45f;
    float nx = clampf(cx, r.x, r.x + r.w), ny = clampf(cy, r.y, r.y + r.h);
    float dx = (nx - cx) / rx, dy = (ny - cy) / ry;
    return dx * dx + dy * dy < 1.f;
}

static bool token_fits(const Layout *l, int seat, SDL_FRect r)
{
    float m = l->edge; /* inside the wooden frame */
    if (r.x < m || r.y < m || r.x + r.w > (float)l->w - m || r.y + r.h > (float)l->h - m)
        return false;
    if (overlaps(r, l->header) || overlaps(r, l->hint) || overlaps(r, l->region))
        return false;
    for (int s = 0; s < l->players; s++)
        if (s != seat && overlaps(r, l->seat[s].panel))
            return false;
    return !token_covers(r, l->seat[seat].name) && !token_covers(r, l->seat[seat].status);
}

/* A corner's token, raised (by tenths of a unit, up to its whole height above the panel) until it
 * clears the seat's name and status. */
static bool raised_corner(const Layout *l, int seat, float x, float y, SDL_FRect *out)
{
    float u = l->unit, s = 5.f * u;
    for (int k = 0; k <= 25; k++) {
        SDL_FRect r = { x, y - (float)k * 0.1f * u, s, s };
        if (r.y < 0.5f * u)
            break;
        if (token_fits(l, seat, r)) {
            *out = r;
            return true;
        }
    }
    return false;
}

static SDL_FRect place_dealer_marker(const Layout *l, int seat)
{
    float u = l->unit, s = 5.f * u;
    const SDL_FRect *p = &l->seat[seat].panel;
    SDL_FRect r;
    /* the top right corner, drawn in from the window's right edge */
    float x = fminf(p->x + p->w - s * 0.6f, (float)l->w - l->edge - s);
    if (raised_corner(l, seat, x, p->y - s * 0.5f, &r))
        return r;
    /* the top left corner (the header over the right one) */
    if (raised_corner(l, seat, p->x - s * 0.4f, p->y - s * 0.5f, &r))
        return r;
    /* the same corners drawn in to the panel's width (the middle of the table, or the window's
     * edge, at its side) */
    if (raised_corner(l, seat, p->x + p->w - s, p->y - s * 0.5f, &r) ||
        raised_corner(l, seat, p->x, p->y - s * 0.5f, &r))
        return r;
    /* no room above the panel (a seat at the top of the window): beside it, level with its top but
     * inside the window's wooden frame, on its right first, half a unit from the panel or, where
     * the header or a neighbour leaves less room, hanging over the panel's edge (the status, with
     * its pill, and the name keep 0.9u from it) */
    float y = fmaxf(p->y, l->edge);
    for (int side = 0; side < 2; side++) {
        bool right = side == 0;
        for (int over = 0; over < 2; over++) {
            float dx = over ? -0.6f * u : 0.5f * u;
            SDL_FRect c = { right ? p->x + p->w + dx : p->x - dx - s, y, s, s };
            if (token_fits(l, seat, c))
                return c;
        }
    }
    /* a side seat under another (six players, larger text: the panel above leaves no room over this one):
     * a bottom corner, lowered until it clears the chip count and the word "chips" too */
    const SeatLayout *sl = &l->seat[seat];
    for (int side = 0; side < 2; side++) {
        const float bx = side == 0 ? x : p->x - s * 0.4f;
        for (int k = 0; k <= 25; k++) {
            SDL_FRect c = { bx, p->y + p->h - s * 0.5f + (float)k * 0.1f * u, s, s };
            if (token_fits(l, seat, c) && !token_covers(c, sl->balance) && !token_covers(c, sl->chips_word))
                return c;
        }
    }
    /* nothing fits (never at the sizes app_layout checks): the top right corner */
    return (SDL_FRect){ x, fmaxf(p->y - s * 0.5f, 0.5f * u), s, s };
}

SDL_FRect layout_dealer_marker(const Layout *l, int seat) { return l->seat[seat].dealer; }

/* The box ui_bubble draws with its tail at `at` on `side`, bw by bh, kept 4 pixels inside the window. */
static SDL_FRect bubble_box(const Layout *l, SDL_FPoint at, int side, float bw, float bh)
{
    const float tail = 0.8f * (float)title_px_of(l->w, l->h, 0.024f);
    SDL_FRect b = { at.x - bw / 2, at.y - tail - bh, bw, bh };
    if (side == 1)
        b.y = at.y + tail;
    else if (side == 2)
        b = (SDL_FRect){ at.x + tail, at.y - bh / 2, bw, bh };
    else if (side == 3)
        b = (SDL_FRect){ at.x - tail - bw, at.y - bh / 2, bw, bh };
    b.x = fmaxf(4.f, fminf(b.x, (float)l->w - 4.f - bw));
    b.y = fmaxf(4.f, b.y);
    return b;
}

SDL_FRect layout_bubble_box(const Layout *l, int seat)
{
    /* ui_bubble's longest words: a line 30% of the smaller side long, two lines, and its padding */
    const float px = (float)title_px_of(l->w, l->h, 0.024f);
    const float bw = (float)title_px_of(l->w, l->h, 0.30f) + 1.2f * px, bh = 3.7f * px;
    return bubble_box(l, l->seat[seat].bubble, l->seat[seat].bubble_side, bw, bh);
}

/* Is the seat's bubble, at its longest, clear of what it must not cover: inside the wooden frame,
 * off the other seats' panels and dealer's tokens, the header, the human's hand and action bar
 * and, when given, the game's middle? */
static bool bubble_fits(const Layout *l, int seat, const SDL_FRect *middle, int nmiddle)
{
    const SDL_FRect b = layout_bubble_box(l, seat);
    const float m = l->edge;
    if (b.x < m || b.y < m || b.x + b.w > (float)l->w - m || b.y + b.h > (float)l->h - m)
        return false;
    /* the prompt grows up from its line, to four lines of the player's text size (a hint's) */
    const SDL_FRect prompt = { l->message.x, l->message.y - 12.f * l->unit * l->text, l->message.w,
                               l->message.h + 12.f * l->unit * l->text };
    if (overlaps(b, l->header) || overlaps(b, l->buttons) || overlaps(b, prompt))
        return false;
    if (overlaps(b, layout_hand_card(l, 0, 0, 5)) || overlaps(b, layout_hand_card(l, 0, 4, 5)))
        return false;
    for (int s = 0; s < l->players; s++)
        if (overlaps(b, l->seat[s].dealer) || (s != seat && overlaps(b, l->seat[s].panel)))
            return false;
    for (int i = 0; i < nmiddle; i++)
        if (overlaps(b, middle[i]))
            return false;
    return true;
}

/* A computer seat's words stand beside its panel, never on its cards or its words (second
 * play-test): at the side facing the middle (level with its cards, else with the panel's top or
 * foot), else under the panel, else at its other side, else over it; the first that keeps clear of
 * the middle too, else of the rest. */
static void place_bubble(Layout *l, int seat, const SDL_FRect *middle, int nmiddle)
{
    SeatLayout *sl = &l->seat[seat];
    const SDL_FRect p = sl->panel;
    const float gap = 0.3f * l->unit, half = 3.7f * (float)title_px_of(l->w, l->h, 0.024f) / 2;
    const bool left = p.x + p.w / 2 < (float)l->w / 2;
    const float in_x = left ? p.x + p.w + gap : p.x - gap, out_x = left ? p.x - gap : p.x + p.w + gap;
    const int in_side = left ? 2 : 3, out_side = left ? 3 : 2;
    const float cards = sl->hand_centre.y, top = p.y + half, foot = p.y + p.h - half;
    const struct {
        SDL_FPoint at;
        int side;
    } tries[] = { { { in_x, cards }, in_side },   { { in_x, top }, in_side },
                  { { in_x, foot }, in_side },    { { p.x + p.w / 2, p.y + p.h + gap }, 1 },
                  { { out_x, cards }, out_side }, { { out_x, top }, out_side },
                  { { out_x, foot }, out_side },  { { p.x + p.w / 2, p.y - gap }, 0 } };
    const int n = (int)(sizeof tries / sizeof tries[0]);
    /* a seat along the top speaks under its panel first: the top row between the seats is the notes' */
    const bool at_top = p.y < l->edge + 2.f * l->unit;
    for (int pass = 0; pass < 2; pass++)
        for (int k = 0; k < n; k++) {
            const int i = !at_top ? k : k == 0 ? 3 : k <= 3 ? k - 1 : k;
            sl->bubble = tries[i].at;
            sl->bubble_side = tries[i].side;
            if (bubble_fits(l, seat, middle, pass ? 0 : nmiddle))
                return;
        }
    sl->bubble = tries[0].at; /* nothing is clear (never at the sizes app_layout checks): facing the middle */
    sl->bubble_side = tries[0].side;
}

void layout_place_bubbles(Layout *l, const SDL_FRect *middle, int nmiddle)
{
    for (int s = 1; s < l->players; s++)
        place_bubble(l, s, middle, nmiddle);
}

SDL_FRect layout_centre_card(const Layout *l, int i, int n, float scale)
{
    float cw = l->mid_w * scale, ch = l->mid_h * scale;
    float step = cw * 0.75f;
    float total = step * (float)(n - 1) + cw;
    return (SDL_FRect){ l->centre.x - total / 2 + step * (float)i, l->centre.y - ch / 2, cw, ch };
}

static int add_text(SDL_FRect *out, int n, int max, SDL_FRect r)
{
    if (n >= max || r.w <= 0 || r.h <= 0)
        return n;
    out[n] = r;
    return n + 1;
}

int layout_texts(const Layout *l, bool pool, SDL_FRect *out, int max)
{
    const float u = l->unit;
    int n = 0;
    for (int s = 0; s < l->players; s++) {
        const SeatLayout *sl = &l->seat[s];
        if (s == 0) {
            n = add_text(out, n, max, sl->panel);
        } else { /* its name and status at the top, its chips and their counts at the foot (its cards between) */
            n = add_text(out, n, max, sl->name);
            n = add_text(out, n, max, sl->status);
            const float foot = sl->panel.y + sl->panel.h - (sl->tokens.y - 1.5f * u);
            n = add_text(out, n, max, (SDL_FRect){ sl->panel.x, sl->panel.y + sl->panel.h - foot, sl->panel.w, foot });
        }
        n = add_text(out, n, max, layout_pile_label(l, s));
        /* not its speech bubble: placed after them, beside its panel, it keeps clear of the prompt's room
         * (place_bubble) */
    }
    n = add_text(out, n, max, l->header);
    n = add_text(out, n, max, l->message);
    n = add_text(out, n, max, l->buttons);
    if (pool) {
        n = add_text(out, n, max, l->pool_label);
        n = add_text(out, n, max, l->pending);
        n = add_text(out, n, max, l->stock_area);
    }
    /* the lesser words last (layout.h): the key hints, then the game's middle's labels */
    n = add_text(out, n, max, l->hint);
    n = add_text(out, n, max, l->skip_hint);
    return n;
}

int layout_footer(Layout *l, const int *widths, int n, int h, int gap, SDL_Rect *out)
{
    const float u = l->unit;
    const SDL_FRect *k = &l->hint, card = layout_hand_card(l, 0, 4, 5);
    const int limit = (int)(card.x + card.w + u), start = (int)(k->x + k->w);
    int y = (int)(k->y + k->h / 2) - h / 2, lines = 0;
    /* each line from the last button back, taking every one still unplaced that fits beside those it
     * holds (a narrow one may pass a wide one, which goes up a line: fewer lines, so that at six players
     * the pile and its count over them stay clear of the seat above, play-test 57), each line in the
     * row's order; a button alone on its line stands there however wide */
    enum { FOOTER_MAX = 8 }; /* the footer holds three (rules, last trick, log) */
    bool placed[FOOTER_MAX] = { false };
    const int m = n < FOOTER_MAX ? n : FOOTER_MAX;
    for (int left = m; left > 0; lines++, y -= h + gap) {
        int right = start;
        for (int i = m - 1; i >= 0; i--) {
            if (placed[i] || (right - widths[i] < limit && right < start))
                continue;
            out[i] = (SDL_Rect){ right - widths[i], y, widths[i], h };
            right -= widths[i] + gap;
            placed[i] = true;
            left--;
        }
    }
    y += h + gap; /* the upper line's */
    /* the skip hint over the footer's upper line where it would meet it, and the pile's count over the
     * skip hint */
    if (l->skip_hint.y + l->skip_hint.h > (float)y - 0.2f * u)
        l->skip_hint.y = (float)y - l->skip_hint.h - 0.2f * u;
    /* (the pile's height sought from the skip hint and the seats alone, never from where a call before left
     * it: called again, the footer leaves the table as it was) */
    float to = l->skip_hint.y - 0.2f * u - (pile_label_below(l) + pile_label_h(l));
    /* but no higher than five tricks clear of the seats above (larger text at six players: the
     * transient skip hint may then touch the count) */
    const SDL_FRect pile = layout_pile(l, 0);
    for (int s = 1; s < l->players; s++) {
        const SDL_FRect p = l->seat[s].panel;
        if (p.x < pile.x + pile.h && pile.x - pile.h < p.x + p.w)
            to = fmaxf(to, p.y + p.h + l->small_w / 2 + 2.5f * u);
    }
    l->seat[0].pile.y = fminf(l->seat[0].pile.y, to);
    /* where it could not rise clear of the footer's upper line (German or a controller's words, three lines
     * at 1024x640, six players: a seat over it), the count stands left of the pile, level with it */
    l->pile_count_beside = l->seat[0].pile.y + pile_label_below(l) + pile_label_h(l) > (float)y - 0.2f * u;
    return lines;
}

SDL_FPoint layout_own_bubble(const Layout *l, SDL_FRect buttons, int *side)
{
    if (buttons.w <= 0) {
        *side = l->seat[0].bubble_side;
        return l->seat[0].bubble;
    }
    *side = 3; /* at their left, its tail to them */
    return (SDL_FPoint){ buttons.x - 0.5f * l->unit, buttons.y + buttons.h / 2 };
}

SDL_FRect layout_own_bubble_box(const Layout *l, SDL_FRect buttons)
{
    int side = 0;
    const SDL_FPoint at = layout_own_bubble(l, buttons, &side);
    const float px = (float)title_px_of(l->w, l->h, 0.024f);
    return bubble_box(l, at, side, (float)title_px_of(l->w, l->h, 0.30f) + 1.2f * px, 3.7f * px);
}

SDL_FRect layout_prompt_room(const Layout *l, const SDL_FRect *keep, int nkeep, int lines, float line_h)
{
    const float u = l->unit, cx = l->message.x + l->message.w / 2;
    const float top = l->message.y - line_h * (float)(lines > 1 ? lines - 1 : 0);
    const float h = line_h * (float)(lines > 1 ? lines : 1) + 0.6f * u;
    SDL_FRect box = { 0, 0, 0, 0 };
    /* a unit narrower at a time, the last try at 36 units exactly */
    for (float w = l->message.w;; w = fmaxf(w - u, 36.f * u)) {
        box = (SDL_FRect){ cx - w / 2, top, w, h };
        bool clear = true;
        for (int i = 0; i < nkeep && clear; i++) {
            const SDL_FRect k = keep[i];
            /* the prompt's own line, and what lies under it, are its own */
            const bool own = k.y >= l->message.y - 0.5f * u;
            clear = own || !overlaps(box, k);
        }
        if (clear || w <= 36.f * u)
            break;
    }
    return box;
}

int layout_summary_button_h(const Layout *l) { return (int)(l->unit * 5.5f); }

/* under the buttons: the focus ring (ui.c, a few px round them) and a clear margin inside the wooden edge */
static int summary_foot(const Layout *l) { return (int)(l->unit * 2.f); }

int layout_summary_band(const Layout *l)
{
    return (int)(l->unit * 1.5f) + layout_summary_button_h(l) + summary_foot(l);
}

int layout_summary_buttons_y(const Layout *l, SDL_Rect p)
{
    return p.y + p.h - summary_foot(l) - layout_summary_button_h(l);
}

SDL_Rect layout_summary_panel(const Layout *l, float units, int words_px, float *scale)
{
    const float u = l->unit;
    /* the room: the window inside its frame (l->edge), less the words and the buttons, which do not scale */
    const float room = ((float)l->h - 2.f * l->edge - (float)(words_px + layout_summary_band(l))) / (u * units);
    float k = l->text < room ? l->text : room;
    k = k > 1.f ? k : 1.f;
    if (scale)
        *scale = k;
    int w = (int)(u * k * 92), h = (int)(u * k * units) + words_px + layout_summary_band(l);
    const int most_w = (int)((float)l->w - 2.f * l->edge);
    w = w < most_w ? w : most_w;
    const int top = (int)ceilf(l->edge), bottom = (int)floorf((float)l->h - l->edge);
    int y = (int)(l->centre.y + u * 36) - h;
    y = y + h > bottom ? bottom - h : y;
    y = y < top ? top : y;
    return (SDL_Rect){ l->w / 2 - w / 2, y, w, h };
}

SDL_FRect layout_hint_button(const Layout *l, float hint_w, float h, float menu_w)
{
    const float u = l->unit, e = l->edge;
    /* under the menu, else along the top row from the menu on (larger text: between the top seats) */
    SDL_FRect at = { e, e + h + u, hint_w, h };
    for (float x = e + menu_w + u; at.x == e || at.y == e; x += u) {
        bool clear = !overlaps(at, l->header);
        for (int s = 1; s < l->players && clear; s++)
            clear = !overlaps(at, l->seat[s].panel);
        if (clear)
            return at;
        if (x + hint_w > (float)l->w - e)
            break;
        at = (SDL_FRect){ ceilf(x), e, hint_w, h };
    }
    return (SDL_FRect){ e, e + h + u, hint_w, h };
}

/* Whether box meets no seat but the human's, nor any of the words kept (the prompt's line and what
 * lies under it excepted: the review's panel takes the prompt's place). */
static bool review_clear(const Layout *l, SDL_FRect box, const SDL_FRect *keep, int nkeep)
{
    for (int s = 1; s < l->players; s++)
        if (overlaps(box, l->seat[s].panel))
            return false;
    for (int i = 0; i < nkeep; i++)
        if (keep[i].y < l->message.y - 0.5f * l->unit && overlaps(box, keep[i]))
            return false;
    return true;
}

SDL_FRect layout_review_room(const Layout *l, float h, const SDL_FRect *keep, int nkeep)
{
    const float u = l->unit, bottom = layout_hand_card(l, 0, 0, 1).y - 0.6f * u;
    const float widest = fminf((float)l->w - 2.f * l->edge, 120.f * u);
    /* clear of the seats and the words, else of the seats alone (a crowded middle: a game's stakes) */
    for (int words = 1; words >= 0; words--)
        for (float w = widest; w >= LAYOUT_REVIEW_MIN_W * u; w -= u) {
            const float centred = floorf(((float)l->w - w) / 2), room = centred - l->edge;
            /* centred first, then ever further aside, right and left */
            for (float dx = 0; dx <= room; dx += u)
                for (int side = 0; side < (dx > 0 ? 2 : 1); side++) {
                    const SDL_FRect box = { centred + (side ? -dx : dx), bottom - h, w, h };
                    if (review_clear(l, box, keep, words ? nkeep : 0))
                        return box;
                }
        }
    return (SDL_FRect){ floorf(((float)l->w - widest) / 2), bottom - h, widest, h };
}
