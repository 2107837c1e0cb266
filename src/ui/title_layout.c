/* The title screen's geometry. */
#include "title_layout.h"

#include <math.h>

static int short_side(int w, int h) { return w < h * 16 / 10 ? w * 10 / 16 : h; }

SDL_Rect title_notice_room(int w, int h)
{
    const int top = title_px_of(w, h, 0.018f) + title_px_of(w, h, 0.008f), width = w * 70 / 100;
    return (SDL_Rect){ (w - width) / 2, top, width, h * 45 / 100 - top };
}

int title_px_of(int w, int h, float f) { return (int)((float)short_side(w, h) * f + 0.5f); }

void title_layout_compute(TitleLayout *t, int w, int h, int rows, int text_pct)
{
    if (rows > TITLE_MAX_ROWS)
        rows = TITLE_MAX_ROWS;
    if (rows < 1)
        rows = 1;
    float u = (float)short_side(w, h) / 100.f;
    t->unit = u;
    t->rim = title_px_of(w, h, 0.018f);
    /* the menu: as wide as the text is large (play-test 57: at 150 % in 1024x640 "Continuer la partie" filled its
     * button to its key's cap, and the game's names, half a row each, came out in two sizes), inside the frame
     * with the chosen game's gold ring; as high at every size; its rows a gap apart that their focus ring does
     * not fill, the last clear of the frame (play-test 59: at 1024x640 the rows touched, "Quitter" sat on the
     * frame) */
    const float tx = text_pct > 100 ? (float)text_pct / 100.f : 1.f;
    int bw = (int)((float)title_px_of(w, h, 0.36f) * tx), bh = title_px_of(w, h, 0.046f);
    if (bw > w - 2 * t->rim - 2 * 8)
        bw = w - 2 * t->rim - 2 * 8;
    t->gap = title_px_of(w, h, 0.013f);
    const int total = rows * bh + (rows - 1) * t->gap;
    const int bottom = h - t->rim - title_px_of(w, h, 0.015f); /* the menu's lowest edge at the most */
    /* the fly 48 units above the middle, but never nearer the frame than 2 units: in a wide window
     * the middle is only 50 units down */
    float base = fmaxf((float)h / 2 - 48.f * u, (float)t->rim + 2.f * u);
    /* the sign (the fly, the fan, the title and its subtitle, 50 units from the fly's top to the subtitle's
     * foot) drawn smaller where the menu under it would otherwise reach past `bottom` (at 1024x640, 1280x800) */
    const float sign_room = (float)(bottom - total) - 1.2f * u - base;
    const float k = fmaxf(0.6f, fminf(1.f, sign_room / (50.f * u))), v = u * k;
    t->icon = (SDL_FRect){ (float)w * 0.5f - 5.f * v, base, 10.f * v, 10.f * v };
    t->card_h = 19.f * v;
    t->cards_top = base + 12.f * v;
    /* the game's name and its subtitle are its sign, not lines to read: as large at every text size (text_pct
     * undone; larger, the subtitle would meet the menu at 1024x640) */
    t->title_px = (int)(11.f * v * 100.f / (float)(text_pct > 0 ? text_pct : 100));
    t->title_y = (int)(base + 46.f * v);
    /* the fan: turned 9 degrees a card, the outer ones a little lower; its lowest corner stays
     * above the title's capitals (app_layout measures them) */
    float ch = t->card_h, cw = ch * 250.f / 350.f;
    t->fan_bottom = 0;
    for (int i = 0; i < 5; i++) {
        float kk = (float)(i - 2), a = kk * 9.f * (float)M_PI / 180.f;
        t->fan[i] =
            (SDL_FRect){ (float)w * 0.5f + kk * cw * 0.42f - cw / 2, t->cards_top + fabsf(kk) * 1.2f * v, cw, ch };
        t->fan_deg[i] = kk * 9.f;
        float low = t->fan[i].y + ch / 2 + fabsf(sinf(a)) * cw / 2 + cosf(a) * ch / 2;
        t->fan_bottom = fmaxf(t->fan_bottom, low);
    }
    t->subtitle_px = (int)(3.f * v * 100.f / (float)(text_pct > 0 ? text_pct : 100)); /* the sign's, as the title */
    t->subtitle_y = t->title_y;
    /* the menu: a column centred between 5 units under the middle and `bottom`, or, where that holds it not,
     * from the sign's foot down */
    int top = h / 2 + title_px_of(w, h, 0.05f);
    int y = top + (bottom - top - total) / 2;
    const int sign_foot = (int)(base + 50.f * v + 1.2f * u);
    if (y < sign_foot)
        y = sign_foot;
    if (y + total > bottom)
        y = bottom - total;
    t->n = rows;
    for (int i = 0; i < rows; i++) {
        t->row[i] = (SDL_Rect){ (w - bw) / 2, y, bw, bh };
        y += bh + t->gap;
    }
    t->key_px = (int)(1.8f * u);
    t->key_x = w - t->rim - (int)(1.2f * u);
    t->key_y = h - t->rim - (int)(0.6f * u);
}
