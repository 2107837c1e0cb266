#include "hint_box.h"

#include <math.h>

static bool meets(SDL_FRect a, SDL_FRect b)
{
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/* A trick card as drawn: turned by up to 4 degrees either way. */
static SDL_FRect turned(SDL_FRect r)
{
    const float c = 0.99756f, s = 0.06976f; /* cos and sin of 4 degrees */
    const float w = r.w * c + r.h * s, h = r.w * s + r.h * c;
    return (SDL_FRect){ r.x + (r.w - w) / 2, r.y + (r.h - h) / 2, w, h };
}

bool hint_meets(const Layout *l, SDL_FRect r, const SDL_FRect *keep, int nkeep, bool trick)
{
    const float u = l->unit;
    if (r.x < l->edge || r.x + r.w > (float)l->w - l->edge || r.y < l->edge)
        return true;
    for (int s = 0; s < l->players; s++)
        if (meets(r, l->seat[s].panel) || (trick && meets(r, turned(layout_trick_card(l, s)))))
            return true;
    if (meets(r, l->header) || (l->buttons.w > 0 && meets(r, l->buttons)))
        return true;
    for (int i = 0; i < 5; i++)
        if (meets(r, layout_hand_card(l, 0, i, 5)))
            return true;
    /* the words under the prompt's line (its own, the buttons', the key hints) are not over the table */
    for (int i = 0; i < nkeep; i++)
        if (keep[i].y < l->message.y - 0.5f * u && meets(r, keep[i]))
            return true;
    return false;
}

SDL_FRect hint_room(const Layout *l, const SDL_FRect *keep, int nkeep, int lines, float line_h, bool trick)
{
    const float u = l->unit, cx = l->message.x + l->message.w / 2;
    const float bottom = l->message.y + l->message.h, h = line_h * (float)lines + 0.6f * u;
    /* where the centred box meets something, it may stand beside it: against an edge of a panel or of
     * words, the nearest to the centre that is clear */
    float edges[2 * (LAYOUT_TEXTS_MAX + 2 * LAYOUT_MAX_SEATS) + 2];
    int nedges = 0;
    for (int i = 0; i < nkeep && nedges + 2 <= (int)(sizeof edges / sizeof edges[0]); i++) {
        edges[nedges++] = keep[i].x;
        edges[nedges++] = keep[i].x + keep[i].w;
    }
    for (int s = 0; s < l->players && nedges + 2 <= (int)(sizeof edges / sizeof edges[0]); s++) {
        edges[nedges++] = l->seat[s].panel.x;
        edges[nedges++] = l->seat[s].panel.x + l->seat[s].panel.w;
    }
    for (float w = floorf(l->message.w); w >= (float)HINT_MIN_W * u; w -= u) {
        SDL_FRect box = { floorf(cx - w / 2), bottom - h, w, h };
        if (!hint_meets(l, box, keep, nkeep, trick))
            return box;
        float best = -1.f;
        for (int i = 0; i < nedges; i++)
            for (int side = 0; side < 2; side++) {
                /* the box's left side at half a unit off the edge, or its right side half a unit short of it */
                const float x = side ? ceilf(edges[i] + 0.5f * u) : floorf(edges[i] - 0.5f * u - w);
                const SDL_FRect at = { x, bottom - h, w, h };
                if ((best < 0.f || fabsf(x + w / 2 - cx) < fabsf(best + w / 2 - cx)) &&
                    !hint_meets(l, at, keep, nkeep, trick))
                    best = x;
            }
        if (best >= 0.f)
            return (SDL_FRect){ best, bottom - h, w, h };
    }
    return (SDL_FRect){ cx, bottom - h, 0, h };
}
