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
    /* the fly 48 units above the middle, but never nearer the frame than 2 units: in a wide window
     * the middle is only 50 units down */
    float base = fmaxf((float)h / 2 - 48.f * u, (float)t->rim + 2.f * u);
    t->icon = (SDL_FRect){ (float)w * 0.5f - 5.f * u, base, 10.f * u, 10.f * u };
    t->card_h = 19.f * u;
    t->cards_top = base + 12.f * u;
    /* the game's name and its subtitle are its sign, not lines to read: as large at every text size (text_pct
     * undone; larger, the subtitle would meet the menu at 1024x640) */
    t->title_px = (int)(11.f * u * 100.f / (float)(text_pct > 0 ? text_pct : 100));
    t->title_y = (int)(base + 46.f * u);
    /* the fan: turned 9 degrees a card, the outer ones a little lower; its lowest corner stays
     * above the title's capitals (app_layout measures them) */
    float ch = t->card_h, cw = ch * 250.f / 350.f;
    t->fan_bottom = 0;
    for (int i = 0; i < 5; i++) {
        float k = (float)(i - 2), a = k * 9.f * (float)M_PI / 180.f;
        t->fan[i] =
            (SDL_FRect){ (float)w * 0.5f + k * cw * 0.42f - cw / 2, t->cards_top + fabsf(k) * 1.2f * u, cw, ch };
        t->fan_deg[i] = k * 9.f;
        float low = t->fan[i].y + ch / 2 + fabsf(sinf(a)) * cw / 2 + cosf(a) * ch / 2;
        t->fan_bottom = fmaxf(t->fan_bottom, low);
    }
    t->subtitle_px = (int)(3.f * u * 100.f / (float)(text_pct > 0 ? text_pct : 100)); /* the sign's, as the title */
    t->subtitle_y = t->title_y;
    /* the menu: a column centred between 5 units under the middle and 2 units over the bottom */
    /* as wide as the text is large (play-test 57: at 150 % in 1024x640 "Continuer la partie" filled its
     * button to its key's cap, and the game's names, half a row each, came out in two sizes), inside the
     * frame with the chosen game's gold ring; as high at every size (the column fills its room at 1024x640) */
    const float tx = text_pct > 100 ? (float)text_pct / 100.f : 1.f;
    int bw = (int)((float)title_px_of(w, h, 0.36f) * tx), bh = title_px_of(w, h, 0.046f);
    if (bw > w - 2 * t->rim - 2 * 8)
        bw = w - 2 * t->rim - 2 * 8;
    t->gap = title_px_of(w, h, 0.009f);
    int top = h / 2 + title_px_of(w, h, 0.05f), area_h = h - top - title_px_of(w, h, 0.02f);
    int total = rows * bh + (rows - 1) * t->gap;
    int y = top + (area_h - total) / 2;
    t->n = rows;
    for (int i = 0; i < rows; i++) {
        t->row[i] = (SDL_Rect){ (w - bw) / 2, y, bw, bh };
        y += bh + t->gap;
    }
    t->key_px = (int)(1.8f * u);
    t->key_x = w - t->rim - (int)(1.2f * u);
    t->key_y = h - t->rim - (int)(0.6f * u);
}
