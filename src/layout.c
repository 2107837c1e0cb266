/* Seat positions and sizes for 3 to 7 players. */
#include "layout.h"

#include <math.h>
#include <string.h>

static float clampf(float v, float lo, float hi) { return v < lo ? lo : v > hi ? hi : v; }

/* Seven at the table (La Bête): two seats up each side, two at the top, so
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
    case 1: *x = w - pw / 2 - u; *y = low; break;
    case 2: *x = w - pw / 2 - u; *y = high; break;
    case 3: *x = w / 2 + d; *y = ph / 2 + u; break;
    case 4: *x = w / 2 - d; *y = ph / 2 + u; break;
    case 5: *x = pw / 2 + u; *y = high; break;
    default: *x = pw / 2 + u; *y = low; break;
    }
}

/* Where the dealer's token goes for a seat (below, with what it must keep clear of). */
static SDL_FRect place_dealer_marker(const Layout *l, int seat);

void layout_compute(Layout *l, int w, int h, int players)
{
    if (players > LAYOUT_MAX_SEATS)
        players = LAYOUT_MAX_SEATS;
    memset(l, 0, sizeof *l);
    l->w = w;
    l->h = h;
    l->players = players;
    float u = fminf((float)w / 1.6f, (float)h) / 100.f;
    l->unit = u;
    l->card_h = 22.f * u;
    l->card_w = l->card_h * 250.f / 350.f;
    l->small_h = 9.5f * u;
    l->small_w = l->small_h * 250.f / 350.f;
    l->mid_h = 14.f * u;
    l->mid_w = l->mid_h * 250.f / 350.f;
    l->chip = 3.0f * u;
    l->centre = (SDL_FPoint){ w * 0.5f, h * 0.40f };
    l->pool = (SDL_FRect){ l->centre.x - 11 * u, l->centre.y - 8.f * u, 22 * u, 14.6f * u };
    float rx = w * 0.5f - 13.f * u, ry = h * 0.40f - 9.f * u;
    for (int s = 0; s < players; s++) {
        SeatLayout *sl = &l->seat[s];
        if (s == 0) {
            sl->anchor = (SDL_FPoint){ w * 0.5f, h - l->card_h * 0.55f - 1.5f * u };
            sl->hand_centre = sl->anchor;
            sl->panel = (SDL_FRect){ 1.5f * u, h - 21.f * u, 30.f * u, 19.5f * u };
            sl->trick = (SDL_FPoint){ l->centre.x, l->centre.y + 15.f * u };
            sl->bubble = (SDL_FPoint){ sl->panel.x + sl->panel.w + 0.5f * u, sl->panel.y + 5.f * u };
            sl->bubble_side = 2;
            sl->pile = (SDL_FPoint){ w - 12.f * u, h - 14.f * u };
        } else {
            float a = (float)(M_PI / 2 - 2 * M_PI * s / players);
            float x = l->centre.x + rx * cosf(a), y = l->centre.y + ry * sinf(a);
            float pw = 31.f * u, ph = 27.f * u;
            if (players == 7)
                seven_seat(l, s, pw, ph, &x, &y);
            x = clampf(x, pw / 2 + u, w - pw / 2 - u);
            /* beside the human's hand a seat may come lower, down to the human's panel */
            float ymax = fabsf(x - w * 0.5f) > w * 0.3f ? h - 22.f * u - ph / 2 : h - l->card_h - 16.f * u - ph / 2;
            y = clampf(y, ph / 2 + u, ymax);
            sl->anchor = (SDL_FPoint){ x, y };
            sl->panel = (SDL_FRect){ x - pw / 2, y - ph / 2, pw, ph };
            sl->hand_centre = (SDL_FPoint){ x - pw / 2 + 12.f * u, y - ph / 2 + 11.5f * u };
            float dx = l->centre.x - x, dy = l->centre.y - y;
            float d = sqrtf(dx * dx + dy * dy);
            if (d < 1) d = 1;
            float reach = fminf(19.f * u, d * 0.5f);
            sl->trick = (SDL_FPoint){ l->centre.x - dx / d * reach * 1.05f, l->centre.y - dy / d * reach * 0.75f };
            bool left = x <= w * 0.5f + 1;
            sl->bubble_side = left ? 2 : 3;
            sl->bubble = (SDL_FPoint){ left ? x + pw / 2 + u * 0.5f : x - pw / 2 - u * 0.5f, y - ph / 2 + 7.f * u };
            sl->pile = (SDL_FPoint){ x + pw / 2 - 6.5f * u, y - ph / 2 + 11.f * u };
        }
        sl->tokens = (SDL_FPoint){ sl->panel.x + 1.5f * u, sl->panel.y + sl->panel.h - 8.5f * u };
        /* as table_draw.c and bete_draw.c draw them, with a pixel to spare for their rounding: the name at
         * 1.5u from the left and 0.6u from the top (its capitals 0.7u lower), the longest persona's
         * ("Madame de Saint-Ange") 27.2u long, the human's ("You", "Vous") under 6u;
         * the status right-aligned 1.5u from the right (La Bete's pill 0.9u), from 3.2u down to 6.2u, the
         * longest ("exchanged 5") 11.2u wide; app_layout measures them with the fonts */
        float name_w = s == 0 ? 8.f * u : fminf(sl->panel.w - 3.f * u, 27.6f * u);
        sl->name = (SDL_FRect){ sl->panel.x + 1.5f * u, sl->panel.y + 1.f * u, name_w, 2.8f * u };
        sl->status = (SDL_FRect){ sl->panel.x + sl->panel.w - 15.f * u, sl->panel.y + 3.1f * u, 14.1f * u, 3.1f * u };
    }
    float bw = fminf(w * 0.62f, 110.f * u);
    l->buttons = (SDL_FRect){ (w - bw) / 2, h - l->card_h - 12.5f * u, bw, 6.f * u };
    l->message = (SDL_FRect){ (w - bw) / 2, h - l->card_h - 17.f * u, bw, 4.f * u };
    /* as both tables draw it: the number to 4.6u, "Trump :" right-aligned at w - 8u, the disc to 9.4u */
    l->header = (SDL_FRect){ w - 20.f * u, 0, 20.f * u, 9.5f * u };
    /* the key hint, in the corner under the human's pile: the top right is the header's and, at 3 and
     * 6 players, a seat's; no seat comes down here (the side seats end 22u above the bottom) */
    l->hint = (SDL_FRect){ w - 22.f * u, h - 4.8f * u, 20.f * u, 2.4f * u };
    /* placed last: it keeps clear of everything above */
    for (int s = 0; s < players; s++)
        l->seat[s].dealer = place_dealer_marker(l, s);
}

SDL_FRect layout_hand_card(const Layout *l, int seat, int i, int n)
{
    if (n < 1) n = 1;
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

/* The dealer's area: between the dealer and the centre, on the dealer's right. */
static SDL_FPoint dealer_spot(const Layout *l, int dealer, float along, float side)
{
    SDL_FPoint a = l->seat[dealer].anchor;
    float dx = a.x - l->centre.x, dy = a.y - l->centre.y;
    float d = sqrtf(dx * dx + dy * dy);
    if (d < 1) d = 1;
    float ux = dx / d, uy = dy / d;
    /* "right" of a player facing the centre, in screen terms with play anticlockwise */
    float rx = uy, ry = -ux;
    float base = fminf(d * 0.5f, 24.f * l->unit) * along;
    return (SDL_FPoint){ l->centre.x + ux * base + rx * side * l->unit,
                         l->centre.y + uy * base * 0.8f + ry * side * l->unit };
}

static bool overlaps(SDL_FRect a, SDL_FRect b)
{
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/* The dealer's corner (discards, stock, turned card) must not cover a seat, the pool or the prompt. */
static bool dealer_area_clear(const Layout *l, SDL_FPoint p)
{
    SDL_FRect area = { p.x - l->mid_w / 2 - l->small_w * 1.3f, p.y - l->mid_h / 2 - l->unit,
                       l->mid_w * 1.6f + l->small_w * 1.3f, l->mid_h + 4.f * l->unit };
    if (area.x < 0 || area.y < 0 || area.x + area.w > (float)l->w || area.y + area.h > l->message.y)
        return false;
    if (overlaps(area, l->pool))
        return false;
    for (int s = 0; s < l->players; s++)
        if (overlaps(area, l->seat[s].panel))
            return false;
    return true;
}

SDL_FRect layout_stock(const Layout *l, int dealer)
{
    SDL_FPoint p = dealer_spot(l, dealer, 0.9f, dealer == 0 ? 32.f : 22.f);
    /* the dealer's right first; closer to the centre, then to the other side, if crowded */
    static const float alongs[] = { 0.9f, 0.75f, 0.6f, 0.45f, 0.3f };
    static const float sides[] = { 22.f, 30.f, 14.f, -22.f, -30.f };
    bool found = false;
    for (size_t i = 0; i < sizeof sides / sizeof sides[0] && !found; i++)
        for (size_t j = 0; j < sizeof alongs / sizeof alongs[0] && !found; j++) {
            SDL_FPoint q = dealer_spot(l, dealer, alongs[j], dealer == 0 ? sides[i] + 10.f : sides[i]);
            if (dealer_area_clear(l, q)) {
                p = q;
                found = true;
            }
        }
    if (!found) {
        /* crowded table: the clear spot around the pool nearest to the dealer's right */
        SDL_FPoint want = p;
        float best = 1e30f;
        for (int ring = 0; ring < 3; ring++)
            for (int k = 0; k < 24; k++) {
                float a = (float)k * (float)M_PI / 12.f;
                float r = (20.f + 7.f * (float)ring) * l->unit;
                SDL_FPoint q = { l->centre.x + cosf(a) * r * 1.3f, l->centre.y + sinf(a) * r };
                float d = (q.x - want.x) * (q.x - want.x) + (q.y - want.y) * (q.y - want.y);
                if (d < best && dealer_area_clear(l, q)) {
                    best = d;
                    p = q;
                    found = true;
                }
            }
    }
    if (!found) {
        /* keep clear of the prompt and the human's buttons at least */
        float bottom = l->message.y - 4.f * l->unit;
        if (dealer != 0 && p.y + l->mid_h / 2 > bottom)
            p.y = bottom - l->mid_h / 2;
    }
    return (SDL_FRect){ p.x - l->mid_w / 2, p.y - l->mid_h / 2, l->mid_w, l->mid_h };
}

SDL_FRect layout_turned(const Layout *l, int dealer)
{
    SDL_FRect s = layout_stock(l, dealer);
    s.x += l->mid_w * 0.6f;
    return s;
}

SDL_FRect layout_discards(const Layout *l, int dealer)
{
    SDL_FRect s = layout_stock(l, dealer);
    return (SDL_FRect){ s.x - l->small_w * 1.25f, s.y + (s.h - l->small_h) / 2, l->small_w, l->small_h };
}

SDL_FRect layout_pile(const Layout *l, int seat)
{
    SDL_FPoint p = l->seat[seat].pile;
    return (SDL_FRect){ p.x - l->small_w / 2, p.y - l->small_h / 2, l->small_w, l->small_h };
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
        if (kind == TOKEN_CHIP) x = t.x + 12.5f * l->unit;
        if (kind == TOKEN_PLAQUE) x = t.x + 5.f * l->unit;
        y = t.y + 3.5f * l->unit - h / 2;
    } else if (seat == -1) {
        x = l->pool.x + l->pool.w / 2 - w / 2 + (float)((int)kind - 1) * 4.f * l->unit;
        y = l->pool.y + l->pool.h * 0.42f - h / 2;
    } else if (seat == -2) {
        x = l->pool.x + l->pool.w + 2.f * l->unit;
        y = l->pool.y + l->pool.h * 0.5f - h / 2;
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
    float m = 0.5f * l->unit;
    if (r.x < m || r.y < m || r.x + r.w > (float)l->w - m || r.y + r.h > (float)l->h - m)
        return false;
    if (overlaps(r, l->header) || overlaps(r, l->hint))
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
    float x = fminf(p->x + p->w - s * 0.6f, (float)l->w - 0.5f * u - s);
    if (raised_corner(l, seat, x, p->y - s * 0.5f, &r))
        return r;
    /* the top left corner (the header over the right one) */
    if (raised_corner(l, seat, p->x - s * 0.4f, p->y - s * 0.5f, &r))
        return r;
    /* no room above the panel (a seat at the top of the window): beside it, level with its top but
     * clear of the window's wooden frame (1.8u), on the side away from its speech bubble first,
     * half a unit from the panel or, where the header or a neighbour leaves less room, hanging
     * over the panel's edge (the status, with La Bete's pill, and the name keep 0.9u from it) */
    float y = fmaxf(p->y, 2.1f * u);
    bool bubble_left = l->seat[seat].bubble_side == 3;
    for (int side = 0; side < 2; side++) {
        bool right = bubble_left == (side == 0);
        for (int over = 0; over < 2; over++) {
            float dx = over ? -0.6f * u : 0.5f * u;
            SDL_FRect c = { right ? p->x + p->w + dx : p->x - dx - s, y, s, s };
            if (token_fits(l, seat, c))
                return c;
        }
    }
    /* nothing fits (never at the sizes app_layout checks): the top right corner */
    return (SDL_FRect){ x, fmaxf(p->y - s * 0.5f, 0.5f * u), s, s };
}

SDL_FRect layout_dealer_marker(const Layout *l, int seat) { return l->seat[seat].dealer; }

SDL_FRect layout_centre_card(const Layout *l, int i, int n, float scale)
{
    float cw = l->mid_w * scale, ch = l->mid_h * scale;
    float step = cw * 0.75f;
    float total = step * (float)(n - 1) + cw;
    return (SDL_FRect){ l->centre.x - total / 2 + step * (float)i, l->centre.y - ch / 2, cw, ch };
}
