/* Pictures: assets rendered at their pixel size, cached; procedural fallbacks. */
#include "render_cards.h"

#include <SDL_image.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "draw_probe.h"
#include "settings.h"
#include "text.h"

/* The window's pixel format when the renderer can make textures of it (a 32-bit one without
 * alpha or palette), else ARGB8888. */
static Uint32 opaque_format_of(SDL_Renderer *r)
{
    SDL_Window *w = r ? SDL_RenderGetWindow(r) : NULL;
    const Uint32 window_format = w ? SDL_GetWindowPixelFormat(w) : SDL_PIXELFORMAT_UNKNOWN;
    SDL_RendererInfo info;
    if (window_format == SDL_PIXELFORMAT_UNKNOWN || SDL_BYTESPERPIXEL(window_format) != 4 ||
        SDL_ISPIXELFORMAT_INDEXED(window_format) || SDL_GetRendererInfo(r, &info) != 0)
        return SDL_PIXELFORMAT_ARGB8888;
    for (Uint32 i = 0; i < info.num_texture_formats; i++)
        if (info.texture_formats[i] == window_format)
            return window_format;
    return SDL_PIXELFORMAT_ARGB8888;
}

void art_init(CardArt *art, SDL_Renderer *r, struct TextCache *text, const char *data_dir, int style)
{
    memset(art, 0, sizeof *art);
    art->renderer = r;
    art->opaque_format = opaque_format_of(r);
    art->text = text;
    snprintf(art->data_dir, sizeof art->data_dir, "%s", data_dir);
    art->style = style;
    art->frame_budget_ms = -1;
    art->ms_per_kpx = 0.15; /* a first guess, measured from the first picture on */
    raster_start(&art->raster, art->data_dir, art->opaque_format); /* else made between frames */
}

void art_clear(CardArt *art)
{
    for (int i = 0; i < ART_SLOTS; i++) {
        if (art->entries[i].tex)
            SDL_DestroyTexture(art->entries[i].tex);
        memset(&art->entries[i], 0, sizeof art->entries[i]);
    }
    art->any_stale = false;
    art->nwant = 0;
}

void art_mark_stale(CardArt *art)
{
    for (int i = 0; i < ART_SLOTS; i++)
        art->entries[i].stale = art->entries[i].path[0] != 0;
    art->any_stale = true;
    art->nwant = 0;
}

void art_purge_stale(CardArt *art)
{
    if (!art->any_stale)
        return;
    for (int i = 0; i < ART_SLOTS; i++) {
        ArtEntry *e = &art->entries[i];
        if (!e->stale)
            continue;
        if (e->tex)
            SDL_DestroyTexture(e->tex);
        memset(e, 0, sizeof *e);
    }
    art->any_stale = false;
#ifdef __GLIBC__
    malloc_trim(0); /* the freed pictures back to the system, not kept in the heap's free lists */
#endif
}

void art_frame_begin(CardArt *art, double budget_ms)
{
    art->frame_budget_ms = budget_ms;
    art->frame_spent_ms = 0;
    art->placeholders = 0;
}

static double clock_ms(void)
{
    return (double)SDL_GetPerformanceCounter() * 1000.0 / (double)SDL_GetPerformanceFrequency();
}

void art_free(CardArt *art)
{
    raster_stop(&art->raster);
    art_clear(art);
}

/* The texture of a picture rasterized (the surface is freed). */
static SDL_Texture *texture_of(CardArt *art, SDL_Surface *s)
{
    if (!s)
        return NULL;
    const bool opaque = !SDL_ISPIXELFORMAT_ALPHA(s->format->format) && !SDL_HasColorKey(s);
    SDL_Texture *t = SDL_CreateTextureFromSurface(art->renderer, s);
    SDL_FreeSurface(s);
    if (t) {
        SDL_SetTextureBlendMode(t, opaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
        SDL_SetTextureScaleMode(t, SDL_ScaleModeLinear);
    }
    return t;
}

/* Whether the picture is a card's face (not a back, a token or another picture). */
static bool is_face(const char *relpath)
{
    const char *name = strrchr(relpath, '/');
    return strstr(relpath, "assets/cards/") && name && strncmp(name + 1, "back-", 5) != 0;
}

static SDL_Color card_ink(const CardArt *art, int suit, Uint8 alpha);
static const char *rank_label(const CardArt *art, int rank);

/* A face card drawn small (the trick, the stock, a seat's cards at a small window): its printed
 * corner index would be a few pixels high, so a larger one, on paper, is drawn over it, once,
 * into the picture that is cached. Other pictures are returned as they are. */
static SDL_Texture *with_large_index(CardArt *art, SDL_Texture *t, const char *relpath, int w, int h)
{
    if (!is_face(relpath) || !art->text)
        return t;
    const char *name = strrchr(relpath, '/');
    char code[4] = "";
    snprintf(code, sizeof code, "%.*s", (int)strcspn(name + 1, ".-"), name + 1);
    MoucheCard card = mouche_card_parse(code);
    if (card == MOUCHE_NO_CARD)
        return t;
    SDL_Renderer *r = art->renderer;
    SDL_Texture *out = SDL_CreateTexture(r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, w, h);
    if (!out)
        return t;
    SDL_Texture *prev = SDL_GetRenderTarget(r);
    ArtClip clip; /* the caller's pass, clipped (still layer), stays so */
    art_clip_keep(r, &clip);
    SDL_SetRenderTarget(r, out);
    SDL_SetTextureBlendMode(out, SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE);
    SDL_SetRenderDrawColor(r, 0, 0, 0, 0);
    SDL_RenderClear(r);
    SDL_SetTextureBlendMode(t, SDL_BLENDMODE_NONE);
    SDL_RenderCopy(r, t, NULL, NULL);
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
    int suit = mouche_card_suit(card);
    SDL_Color ink = card_ink(art, suit, 255);
    const char *rank = rank_label(art, mouche_card_rank(card));
    /* the rank a fifth of the card high (at least the smallest text), its suit under it; on a
     * card of pips a little smaller, and a "10" narrower, so that the paper hides as little of
     * the pips as it can (a ten must still show its ten) */
    const bool pips = mouche_card_rank(card) <= RANK_10;
    const float high = (pips ? 0.17f : 0.2f) * (strlen(rank) > 1 ? 0.85f : 1.f);
    int px = (int)((float)h * high) > TEXT_MIN_PX ? (int)((float)h * high) : TEXT_MIN_PX;
    int tw, th;
    text_size(art->text, FONT_SANS_BOLD, px, rank, &tw, &th);
    float fw = (float)w, fh = (float)h, pip = fh * (pips ? 0.11f : 0.13f);
    float bw = fmaxf((float)tw, pip) + fw * 0.06f, bh = fh * 0.035f + (float)th * 0.8f + pip + fh * 0.04f;
    SDL_FRect paper = { fw * 0.035f, fh * 0.025f, bw, bh };
    art_fill_round_rect(r, paper, fw * 0.04f, (SDL_Color){ 252, 250, 244, 255 });
    float cx = paper.x + bw / 2;
    /* part of the card's picture, not a line of the interface: drawn from the texture, not logged */
    int gw = 0, gh = 0;
    SDL_Texture *glyph = text_get(art->text, FONT_SANS_BOLD, px, rank, ink, 0, &gw, &gh);
    if (glyph) {
        SDL_Rect gr = { (int)(cx - (float)gw / 2), (int)(paper.y + fh * 0.01f), gw, gh };
        SDL_RenderCopy(r, glyph, NULL, &gr);
    }
    art_draw_suit(r, suit, cx, paper.y + fh * 0.035f + (float)th * 0.8f + pip / 2, pip, ink);
    SDL_SetRenderTarget(r, prev);
    art_clip_restore(r, &clip);
    SDL_DestroyTexture(t);
    SDL_SetTextureScaleMode(out, SDL_ScaleModeLinear);
    return out;
}

/* A picture just made (t, NULL: unreadable) kept in the cache in victim's place (NULL: the
 * least used); small face cards get their large index first. Returns the picture. */
static SDL_Texture *keep(CardArt *art, ArtEntry *victim, const char *relpath, int w, int h, SDL_Texture *t,
                         double make_ms)
{
    if (t && h < ART_LARGE_INDEX_BELOW)
        t = with_large_index(art, t, relpath, w, h);
    if (!victim) { /* an empty slot, else the least used */
        victim = &art->entries[0];
        for (int i = 0; i < ART_SLOTS && victim->path[0]; i++)
            if (!art->entries[i].path[0] || art->entries[i].used < victim->used)
                victim = &art->entries[i];
    }
    if (victim->tex)
        SDL_DestroyTexture(victim->tex);
    snprintf(victim->path, sizeof victim->path, "%s", relpath);
    victim->w = w;
    victim->h = h;
    victim->tex = t;
    victim->used = ++art->clock;
    victim->stale = false;
    victim->make_ms = (float)make_ms;
    /* an earlier size's copies of it can go now (art_mark_stale): this one stands in for the
     * sizes still to make, so the old window's pictures and the new never all live at once */
    for (int i = 0; i < ART_SLOTS && art->any_stale; i++) {
        ArtEntry *e = &art->entries[i];
        if (e->stale && e->tex && strcmp(e->path, relpath) == 0) {
            SDL_DestroyTexture(e->tex);
            memset(e, 0, sizeof *e);
        }
    }
    return t;
}

/* Whether e stands in better than best for a picture of another size: the largest of this
 * window's pictures, an earlier window's if none. */
static bool stands_in_better(const ArtEntry *best, const ArtEntry *e)
{
    return !best || (best->stale && !e->stale) || (best->stale == e->stale && e->w > best->w);
}

/* The picture (from the cache, or rendered now, whatever the time), as art_get without a budget;
 * *was_read (when not NULL) true if it was read from the pictures kept between starts. */
static SDL_Texture *get(CardArt *art, const char *relpath, int w, int h, bool approx, bool *was_read)
{
    if (was_read)
        *was_read = false;
    art->clock++;
    ArtEntry *best = NULL, *victim = NULL;
    for (int i = 0; i < ART_SLOTS; i++) {
        ArtEntry *e = &art->entries[i];
        if (!e->path[0]) {
            if (!victim || victim->path[0])
                victim = e;
            continue;
        }
        if (strcmp(e->path, relpath) == 0) {
            if (!e->tex) { /* known missing */
                e->used = art->clock;
                return NULL;
            }
            if (e->w == w && e->h == h) {
                e->used = art->clock;
                e->stale = false;
                return e->tex;
            }
            /* the largest of this window's pictures, an earlier window's if none */
            if (approx && stands_in_better(best, e))
                best = e;
        }
        if (!victim || (victim->path[0] && e->used < victim->used))
            victim = e;
    }
    if (best) {
        best->used = art->clock;
        return best->tex;
    }
    if (w < 1 || h < 1)
        return NULL;
    const double t0 = clock_ms();
    bool read;
    SDL_Surface *surface = pixel_cache_load(&art->cache, art->data_dir, relpath, w, h, art->opaque_format, &read);
    if (was_read)
        *was_read = read;
    /* a picture read from the cache says nothing of what making it costs (0: not known) */
    const double ms = read ? 0 : clock_ms() - t0;
    return keep(art, victim, relpath, w, h, texture_of(art, surface), ms);
}

void art_fill_round_rect(SDL_Renderer *r, SDL_FRect rect, float radius, SDL_Color c)
{
    DrawProbe *probe = draw_probe_on(r);
    if (probe) {
        const float look[] = { radius, c.r, c.g, c.b, c.a };
        draw_probe_add(probe, rect, look, sizeof look);
        return;
    }
    /* opaque: the same pixels as blending, filled (the software renderer blends every pixel) */
    SDL_SetRenderDrawBlendMode(r, c.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(r, c.r, c.g, c.b, c.a);
    /* whole pixels, each painted once: a translucent pill must not show a darker seam
       where its top and bottom rows meet */
    rect.y = roundf(rect.y);
    rect.h = roundf(rect.h);
    if (radius * 2 > rect.h)
        radius = rect.h / 2;
    if (radius * 2 > rect.w)
        radius = rect.w / 2;
    const int rows = (int)ceilf(radius);
    SDL_FRect mid = { rect.x, rect.y + (float)rows, rect.w, rect.h - 2 * (float)rows };
    if (mid.h > 0)
        SDL_RenderFillRectF(r, &mid);
    for (int i = 0; i < rows; i++) {
        float dy = radius - (float)i - 0.5f;
        float dx = radius - sqrtf(fmaxf(0.f, radius * radius - dy * dy));
        SDL_FRect top = { rect.x + dx, rect.y + (float)i, rect.w - 2 * dx, 1 };
        SDL_RenderFillRectF(r, &top);
        if (rect.h - (float)i - 1 >= (float)rows) { /* a row of the bottom not already a row of the top */
            SDL_FRect bot = { rect.x + dx, rect.y + rect.h - (float)i - 1, rect.w - 2 * dx, 1 };
            SDL_RenderFillRectF(r, &bot);
        }
    }
}

static void fill_circle(SDL_Renderer *r, float cx, float cy, float rad)
{
    for (float dy = -rad; dy <= rad; dy += 1.f) {
        float dx = sqrtf(fmaxf(0.f, rad * rad - dy * dy));
        SDL_RenderDrawLineF(r, cx - dx, cy + dy, cx + dx, cy + dy);
    }
}

static void fill_triangle(SDL_Renderer *r, float x0, float y0, float x1, float y1, float x2, float y2, SDL_Color c)
{
    SDL_Vertex v[3] = { { { x0, y0 }, c, { 0, 0 } }, { { x1, y1 }, c, { 0, 0 } }, { { x2, y2 }, c, { 0, 0 } } };
    SDL_RenderGeometry(r, NULL, v, 3, NULL, 0);
}

void art_draw_suit(SDL_Renderer *r, int suit, float cx, float cy, float s, SDL_Color c)
{
    DrawProbe *probe = draw_probe_on(r);
    if (probe) {
        const float look[] = { (float)suit, c.r, c.g, c.b, c.a };
        draw_probe_add(probe, (SDL_FRect){ cx - s, cy - s, 2 * s, 2 * s }, look, sizeof look);
        return;
    }
    SDL_SetRenderDrawColor(r, c.r, c.g, c.b, c.a);
    float h = s / 2;
    switch (suit) {
    case SUIT_HEARTS:
        fill_circle(r, cx - h * 0.45f, cy - h * 0.25f, h * 0.5f);
        fill_circle(r, cx + h * 0.45f, cy - h * 0.25f, h * 0.5f);
        fill_triangle(r, cx - h * 0.93f, cy - h * 0.05f, cx + h * 0.93f, cy - h * 0.05f, cx, cy + h, c);
        break;
    case SUIT_DIAMONDS:
        fill_triangle(r, cx, cy - h, cx + h * 0.7f, cy, cx - h * 0.7f, cy, c);
        fill_triangle(r, cx, cy + h, cx + h * 0.7f, cy, cx - h * 0.7f, cy, c);
        break;
    case SUIT_SPADES:
        fill_circle(r, cx - h * 0.45f, cy + h * 0.2f, h * 0.45f);
        fill_circle(r, cx + h * 0.45f, cy + h * 0.2f, h * 0.45f);
        fill_triangle(r, cx - h * 0.88f, cy + h * 0.1f, cx + h * 0.88f, cy + h * 0.1f, cx, cy - h, c);
        fill_triangle(r, cx, cy + h * 0.3f, cx + h * 0.35f, cy + h, cx - h * 0.35f, cy + h, c);
        break;
    default:
        fill_circle(r, cx, cy - h * 0.5f, h * 0.4f);
        fill_circle(r, cx - h * 0.5f, cy + h * 0.1f, h * 0.4f);
        fill_circle(r, cx + h * 0.5f, cy + h * 0.1f, h * 0.4f);
        fill_triangle(r, cx, cy, cx + h * 0.35f, cy + h, cx - h * 0.35f, cy + h, c);
        break;
    }
}

/* The ink of a suit in the card style chosen (two colours, or four). */
static SDL_Color card_ink(const CardArt *art, int suit, Uint8 alpha)
{
    bool four = art->style >= 2;
    if (four && suit == SUIT_DIAMONDS)
        return (SDL_Color){ 20, 80, 190, alpha };
    if (four && suit == SUIT_CLUBS)
        return (SDL_Color){ 20, 120, 40, alpha };
    bool red = suit == SUIT_HEARTS || (!four && suit == SUIT_DIAMONDS);
    return red ? (SDL_Color){ 190, 20, 30, alpha } : (SDL_Color){ 20, 20, 25, alpha };
}

/* The rank as the corner index prints it (French faces: R, D, V). */
static const char *rank_label(const CardArt *art, int rank)
{
    static const char *const rank_fr[13] = { "2", "3", "4", "5", "6", "7", "8", "9", "10", "A", "V", "D", "R" };
    static const char *const rank_en[13] = { "2", "3", "4", "5", "6", "7", "8", "9", "10", "A", "J", "Q", "K" };
    return (art->style == 1 || art->style == 3) ? rank_fr[rank] : rank_en[rank];
}

static void procedural_card(CardArt *art, MoucheCard card, CardBack back, SDL_FRect d, Uint8 alpha, bool dim)
{
    SDL_Renderer *r = art->renderer;
    float rad = d.w * 0.06f;
    art_fill_round_rect(r, d, rad, (SDL_Color){ 40, 30, 20, (Uint8)(alpha / 3) });
    SDL_FRect in = { d.x + 1, d.y + 1, d.w - 2, d.h - 2 };
    if (card == MOUCHE_NO_CARD) {
        art_fill_round_rect(r, in, rad, (SDL_Color){ 250, 248, 240, alpha });
        SDL_FRect pat = { in.x + d.w * 0.07f, in.y + d.w * 0.07f, in.w - d.w * 0.14f, in.h - d.w * 0.14f };
        SDL_Color bc = back == BACK_RED ? (SDL_Color){ 150, 30, 35, alpha } : (SDL_Color){ 30, 55, 130, alpha };
        art_fill_round_rect(r, pat, rad * 0.6f, bc);
        SDL_SetRenderDrawColor(r, 255, 255, 255, (Uint8)(alpha * 0.35f));
        for (float t = -pat.h; t < pat.w; t += d.w * 0.12f) {
            float x0 = pat.x + fmaxf(t, 0), y0 = pat.y + fmaxf(-t, 0);
            float len = fminf(pat.w - (x0 - pat.x), pat.h - (y0 - pat.y));
            SDL_RenderDrawLineF(r, x0, y0, x0 + len, y0 + len);
        }
        return;
    }
    art_fill_round_rect(r, in, rad, (SDL_Color){ 252, 250, 244, alpha });
    int suit = mouche_card_suit(card), rank = mouche_card_rank(card);
    SDL_Color col = card_ink(art, suit, alpha);
    const char *rs = rank_label(art, rank);
    int px = (int)(d.h * 0.16f);
    /* part of the card's picture, not a line of the interface: drawn from the texture, not logged */
    int gw = 0, gh = 0;
    SDL_Texture *glyph = art->text ? text_get(art->text, FONT_SERIF_BOLD, px, rs, col, 0, &gw, &gh) : NULL;
    /* squeezed into the card's corner when wider (a card turning over is drawn narrow): the probe
     * takes the card's box for all it draws, and a repaint of the window mends no more */
    const int cx = (int)(d.x + d.w * 0.14f), room = 2 * (cx - (int)floorf(d.x));
    gw = gw < room ? gw : room;
    if (glyph && gw > 0) {
        SDL_Rect gr = { cx - gw / 2, (int)(d.y + d.h * 0.03f), gw, gh };
        SDL_SetTextureAlphaMod(glyph, col.a);
        SDL_RenderCopy(r, glyph, NULL, &gr);
    }
    art_draw_suit(r, suit, d.x + d.w * 0.14f, d.y + d.h * 0.25f, d.w * 0.13f, col);
    art_draw_suit(r, suit, d.x + d.w * 0.5f, d.y + d.h * 0.55f, d.w * 0.42f, col);
    if (rank >= RANK_JACK && rank != RANK_ACE && art->text) {
        SDL_FRect fr = { d.x + d.w * 0.25f, d.y + d.h * 0.12f, d.w * 0.5f, d.h * 0.76f };
        SDL_SetRenderDrawColor(r, col.r, col.g, col.b, (Uint8)(alpha / 2));
        SDL_RenderDrawRectF(r, &fr);
    }
    if (dim) {
        art_fill_round_rect(r, in, rad, (SDL_Color){ 30, 30, 40, (Uint8)(alpha * 0.45f) });
    }
}

static void draw_card_impl(CardArt *art, MoucheCard card, CardBack back, SDL_FRect dst, int w, int h, double angle,
                           Uint8 alpha, bool dim, bool approx);
static bool art_cached(const CardArt *art, const char *relpath, int w, int h);

void art_draw_card(CardArt *art, MoucheCard card, CardBack back, SDL_FRect dst, double angle, Uint8 alpha, bool dim,
                   bool approx)
{
    draw_card_impl(art, card, back, dst, (int)lroundf(dst.w), (int)lroundf(dst.h), angle, alpha, dim, approx);
}

void art_draw_card_sized(CardArt *art, MoucheCard card, CardBack back, SDL_FRect dst, int tex_w, int tex_h,
                         double angle, Uint8 alpha, bool dim)
{
    draw_card_impl(art, card, back, dst, tex_w, tex_h, angle, alpha, dim, false);
}

static void card_path(const CardArt *art, MoucheCard card, CardBack back, char *rel, size_t size)
{
    if (card == MOUCHE_NO_CARD) {
        snprintf(rel, size, "assets/cards/%s.svg", back == BACK_RED ? "back-red" : "back-blue");
    } else {
        char code[3];
        mouche_card_str(card, code);
        snprintf(rel, size, "assets/cards/%s/%s.svg", settings_card_style_dir(art->style), code);
    }
}

void art_warm_begin(ArtWarm *w, MoucheCardSet deck, const int (*sizes)[2], int nsizes, unsigned faces_asked)
{
    memset(w, 0, sizeof *w);
    w->deck = deck;
    for (int i = 0; i < nsizes && w->nsizes < ART_WARM_SIZES; i++) {
        if (sizes[i][0] < 1 || sizes[i][1] < 1)
            continue;
        const bool asked = (faces_asked >> i) & 1u;
        bool dup = false;
        for (int j = 0; j < w->nsizes; j++)
            if (w->size[j][0] == sizes[i][0] && w->size[j][1] == sizes[i][1]) {
                dup = true;
                w->faces_asked[j] &= asked;
            }
        if (!dup) {
            w->size[w->nsizes][0] = sizes[i][0];
            w->size[w->nsizes][1] = sizes[i][1];
            w->faces_asked[w->nsizes] = asked;
            w->nsizes++;
        }
    }
}

/* Whether the exact picture is cached (a lookup that neither loads nor touches LRU order). */
static bool art_cached(const CardArt *art, const char *relpath, int w, int h)
{
    for (int i = 0; i < ART_SLOTS; i++) {
        const ArtEntry *e = &art->entries[i];
        if (e->path[0] && (!e->tex || (e->w == w && e->h == h)) && strcmp(e->path, relpath) == 0)
            return true;
    }
    return false;
}

/* For the probe: the size of the picture a draw of relpath at w x h would copy now, as get()
 * chooses it (the picture itself, or with approx the other size standing in for it), or 0 x 0
 * when none is made (it would be made, or drawn from a placeholder, which the frame counts).
 * Two stand-ins look different: the layer must be repainted when a larger one is made. The
 * picture counts as used: a part probed and not repainted still shows it, and were it let go as
 * the least used while another part is drawn, this part, drawn later in the frame from a
 * placeholder, would keep the fingerprint of the picture (a still hand's K, under load). */
static void drawn_size(CardArt *art, const char *relpath, int w, int h, bool approx, int size[2])
{
    ArtEntry *best = NULL;
    size[0] = size[1] = 0;
    for (int i = 0; i < ART_SLOTS; i++) {
        ArtEntry *e = &art->entries[i];
        if (!e->path[0] || strcmp(e->path, relpath) != 0)
            continue;
        if (!e->tex || (e->w == w && e->h == h)) { /* known missing, or the picture itself */
            size[0] = e->tex ? w : -1;
            size[1] = e->tex ? h : -1;
            e->used = ++art->clock;
            return;
        }
        if (approx && stands_in_better(best, e))
            best = e;
    }
    if (best) {
        size[0] = best->w;
        size[1] = best->h;
        best->used = ++art->clock;
    }
}

/* Rasterises a card picture at w x h and learns what a picture costs. */
static SDL_Texture *render_timed(CardArt *art, const char *rel, int w, int h, bool approx)
{
    double t0 = clock_ms();
    bool read = false;
    SDL_Texture *t = get(art, rel, w, h, approx, &read);
    double spent = clock_ms() - t0;
    art->frame_spent_ms += spent;
    double kpx = (double)w * (double)h / 1000.0;
    if (kpx > 1 && !read) /* (read from the cache: not made) */
        art->ms_per_kpx = art->ms_per_kpx * 0.7 + spent / kpx * 0.3;
    return t;
}

/* What rasterising the picture at w x h should take: what a size of it already made took, not
 * less for a smaller size (reading its file costs as much; a card's back costs three times a
 * face of its size), else the pictures' mean cost per pixel. */
static double expected_ms(const CardArt *art, const char *relpath, int w, int h)
{
    const double kpx = (double)w * (double)h / 1000.0;
    double known = 0;
    for (int i = 0; i < ART_SLOTS; i++) {
        const ArtEntry *e = &art->entries[i];
        if (e->make_ms > 0 && e->w > 0 && e->h > 0 && strcmp(e->path, relpath) == 0)
            known = fmax(known, e->make_ms * fmax(1.0, kpx / ((double)e->w * (double)e->h / 1000.0)));
    }
    return known > 0 ? known : art->ms_per_kpx * kpx;
}

/* Another size of the same picture, to stand in for it: the smallest larger one (scaled
 * down it stays sharp), else the largest; NULL if none is cached. */
static SDL_Texture *placeholder(CardArt *art, const char *relpath, int w, int h)
{
    ArtEntry *best = NULL;
    for (int i = 0; i < ART_SLOTS; i++) {
        ArtEntry *e = &art->entries[i];
        if (!e->tex || strcmp(e->path, relpath) != 0)
            continue;
        bool big = e->w >= w && e->h >= h, best_big = best && best->w >= w && best->h >= h;
        if (!best || (big && (!best_big || e->w < best->w)) || (!big && !best_big && e->w > best->w))
            best = e;
    }
    if (!best)
        return NULL;
    best->used = art->clock;
    return best->tex;
}

static void want(CardArt *art, const char *rel, int w, int h)
{
    for (int i = 0; i < art->nwant; i++)
        if (art->want[i].w == w && art->want[i].h == h && strcmp(art->want[i].path, rel) == 0)
            return;
    if (art->nwant == ART_WANT_MAX || strlen(rel) >= sizeof art->want[0].path)
        return; /* the pre-rendering of the table's sizes gets to it in turn */
    ArtWant *a = &art->want[art->nwant++];
    snprintf(a->path, sizeof a->path, "%s", rel);
    a->w = w;
    a->h = h;
}

void art_ask_card(CardArt *art, MoucheCard card, CardBack back, int w, int h)
{
    char rel[128];
    card_path(art, card, back, rel, sizeof rel);
    if (w > 0 && h > 0 && !art_cached(art, rel, w, h))
        want(art, rel, w, h);
}

/* Whether some size of the picture is cached. */
static bool cached_any(const CardArt *art, const char *relpath)
{
    for (int i = 0; i < ART_SLOTS; i++)
        if (art->entries[i].path[0] && strcmp(art->entries[i].path, relpath) == 0)
            return true;
    return false;
}

SDL_Texture *art_get(CardArt *art, const char *relpath, int w, int h, bool approx)
{
    if (art->frame_budget_ms < 0 || w < 1 || h < 1 || art_cached(art, relpath, w, h) ||
        (approx && cached_any(art, relpath)))
        return get(art, relpath, w, h, approx, NULL);
    if (art->frame_spent_ms + expected_ms(art, relpath, w, h) <= art->frame_budget_ms)
        return render_timed(art, relpath, w, h, approx);
    /* no time left in this frame: another size of it for now (a card: or the drawn card) */
    SDL_Texture *t = placeholder(art, relpath, w, h);
    if (!t && !strstr(relpath, "assets/cards/"))
        return render_timed(art, relpath, w, h, approx); /* nothing else could stand in for it */
    want(art, relpath, w, h);
    art->placeholders++;
    return t;
}

/* The next picture of the warm list not made yet (false: none left), its path in rel. */
static bool next_to_warm(const CardArt *art, ArtWarm *w, char *rel, size_t size, int *pw, int *ph)
{
    for (const int total = w->nsizes * ART_WARM_PICTURES; w->next < total; w->next++) {
        const int at = w->next / ART_WARM_PICTURES, pic = w->next % ART_WARM_PICTURES;
        const MoucheCard card = pic < 2 ? MOUCHE_NO_CARD : (MoucheCard)(pic - 2);
        card_path(art, card, pic == 1 ? BACK_RED : BACK_BLUE, rel, size);
        *pw = w->size[at][0];
        *ph = w->size[at][1];
        if ((card == MOUCHE_NO_CARD || (mouche_set_has(w->deck, card) && !w->faces_asked[at])) &&
            !art_cached(art, rel, *pw, *ph))
            return true;
    }
    return false;
}

/* The faces at a size made when asked for: the least used let go beyond ART_ASKED_FACES_KEPT
 * (the cards in the hand, drawn each time it is repainted, are the last to go). */
static void let_go_asked_faces(CardArt *art, const ArtWarm *w)
{
    for (int at = 0; at < w->nsizes; at++) {
        if (!w->faces_asked[at])
            continue;
        for (;;) {
            int kept = 0;
            ArtEntry *least = NULL;
            for (int i = 0; i < ART_SLOTS; i++) {
                ArtEntry *e = &art->entries[i];
                if (!e->tex || e->stale || e->w != w->size[at][0] || e->h != w->size[at][1] || !is_face(e->path))
                    continue;
                kept++;
                if (!least || e->used < least->used)
                    least = e;
            }
            if (kept <= ART_ASKED_FACES_KEPT)
                break;
            SDL_DestroyTexture(least->tex);
            memset(least, 0, sizeof *least);
        }
    }
}

/* With the worker thread: the pictures it made turned into textures (budget_ms, one at
 * least), then it is asked for more, the wanted ones first. */
static bool warm_on_thread(CardArt *art, ArtWarm *w, double budget_ms, bool *wants_done)
{
    const double start = clock_ms();
    RasterJob job;
    int done = 0;
    while ((done == 0 || clock_ms() - start < budget_ms) && raster_take(&art->raster, &job)) {
        if (art_cached(art, job.path, job.w, job.h)) { /* a frame could not wait for it */
            SDL_FreeSurface(job.surface);
            continue;
        }
        keep(art, NULL, job.path, job.w, job.h, texture_of(art, job.surface), job.ms);
        done++;
        w->rendered++;
    }
    if (done > 0)
        let_go_asked_faces(art, w);
    for (int i = art->nwant - 1; i >= 0; i--) {
        const ArtWant *a = &art->want[i];
        if (art_cached(art, a->path, a->w, a->h)) {
            art->want[i] = art->want[--art->nwant]; /* made: what stood in for it can go */
            *wants_done = true;
        } else {
            raster_ask(&art->raster, a->path, a->w, a->h);
        }
    }
    char rel[128];
    int pw, ph;
    while (next_to_warm(art, w, rel, sizeof rel, &pw, &ph) && raster_ask(&art->raster, rel, pw, ph))
        w->next++;
    return w->next < w->nsizes * ART_WARM_PICTURES || art->nwant > 0 || raster_busy(&art->raster) > 0;
}

bool art_warm_waiting(CardArt *art)
{
    return art->raster.thread && raster_busy(&art->raster) > 0 && !raster_ready(&art->raster);
}

bool art_warm_step(CardArt *art, ArtWarm *w, double budget_ms, bool *wants_done)
{
    *wants_done = false;
    if (art->raster.thread)
        return warm_on_thread(art, w, budget_ms, wants_done);
    const double start = clock_ms();
    int done = 0;
    /* what frames drew from a placeholder first: it is in view */
    while (art->nwant > 0) {
        ArtWant *a = &art->want[art->nwant - 1];
        if (!art_cached(art, a->path, a->w, a->h)) {
            if (done > 0 && clock_ms() - start + expected_ms(art, a->path, a->w, a->h) > budget_ms) {
                let_go_asked_faces(art, w);
                return true;
            }
            render_timed(art, a->path, a->w, a->h, false);
            done++;
            w->rendered++;
            *wants_done = true;
        }
        art->nwant--;
    }
    char rel[128];
    int pw, ph;
    while (next_to_warm(art, w, rel, sizeof rel, &pw, &ph)) {
        if (done > 0 && clock_ms() - start + expected_ms(art, rel, pw, ph) > budget_ms)
            break;
        w->next++;
        render_timed(art, rel, pw, ph, false);
        done++;
        w->rendered++;
    }
    if (done > 0)
        let_go_asked_faces(art, w);
    return w->next < w->nsizes * ART_WARM_PICTURES || art->nwant > 0;
}

static void draw_card_impl(CardArt *art, MoucheCard card, CardBack back, SDL_FRect dst, int w, int h, double angle,
                           Uint8 alpha, bool dim, bool approx)
{
    char rel[128];
    card_path(art, card, back, rel, sizeof rel);
    DrawProbe *probe = draw_probe_on(art->renderer);
    if (probe) { /* a stand-in (another size, or drawn) looks other than the picture made since */
        int drawn[2];
        drawn_size(art, rel, w, h, approx, drawn);
        const double look[] = { card, back, w, h, angle, alpha, dim, approx, drawn[0], drawn[1] };
        draw_probe_add(probe, draw_probe_turned(dst, angle), look, sizeof look);
        return;
    }
    SDL_Texture *t = art_get(art, rel, w, h, approx);
    if (!t) {
        if (fabs(angle) < 0.5) {
            procedural_card(art, card, back, dst, alpha, dim);
            return;
        }
        /* rotated fallback: draw upright (rotation is small and brief) */
        procedural_card(art, card, back, dst, alpha, dim);
        return;
    }
    SDL_SetTextureAlphaMod(t, alpha);
    Uint8 c = dim ? 150 : 255;
    SDL_SetTextureColorMod(t, c, c, (Uint8)(dim ? 160 : 255));
    SDL_FPoint centre = { dst.w / 2, dst.h / 2 };
    SDL_RenderCopyExF(art->renderer, t, NULL, &dst, angle, &centre, SDL_FLIP_NONE);
}

float art_token_aspect(TokenKind kind)
{
    switch (kind) {
    case TOKEN_PLAQUE: return 56.f / 160.f;
    case TOKEN_CONTRACT: return 64.f / 100.f;
    default: return 1.f;
    }
}

void art_draw_token(CardArt *art, TokenKind kind, SDL_FRect d, Uint8 alpha, bool approx)
{
    static const char *const files[TOKEN_KINDS] = { "assets/tokens/chip.svg", "assets/tokens/plaque.svg",
                                                    "assets/tokens/contract.svg" };
    DrawProbe *probe = draw_probe_on(art->renderer);
    if (probe) {
        int drawn[2];
        drawn_size(art, files[kind], (int)lroundf(d.w), (int)lroundf(d.h), approx, drawn);
        const int look[] = { kind, alpha, approx, drawn[0], drawn[1] };
        draw_probe_add(probe, d, look, sizeof look);
        return;
    }
    const int want_w = (int)lroundf(d.w), want_h = (int)lroundf(d.h);
    SDL_Texture *t = art_get(art, files[kind], want_w, want_h, approx);
    int tw, th;
    if (t && SDL_QueryTexture(t, NULL, NULL, &tw, &th) == 0) {
        /* copied as it is where the picture has the size asked for: a stretch by a fraction of a
         * pixel samples other rows where a repaint's clip cuts through it (still_layer.c) */
        SDL_SetTextureAlphaMod(t, alpha);
        if (tw == want_w && th == want_h)
            SDL_RenderCopy(art->renderer, t, NULL, &(SDL_Rect){ (int)d.x, (int)d.y, tw, th });
        else
            SDL_RenderCopyF(art->renderer, t, NULL, &d); /* a stand-in of another size */
        return;
    }
    SDL_Renderer *r = art->renderer;
    static const SDL_Color fills[TOKEN_KINDS] = { { 236, 226, 196, 255 }, { 196, 52, 48, 255 }, { 40, 90, 160, 255 } };
    SDL_Color f = fills[kind];
    f.a = alpha;
    SDL_Color edge = { 60, 40, 20, alpha };
    if (kind == TOKEN_CHIP) {
        SDL_SetRenderDrawColor(r, edge.r, edge.g, edge.b, edge.a);
        fill_circle(r, d.x + d.w / 2, d.y + d.h / 2, d.w / 2);
        SDL_SetRenderDrawColor(r, f.r, f.g, f.b, f.a);
        fill_circle(r, d.x + d.w / 2, d.y + d.h / 2, d.w / 2 - fmaxf(1.f, d.w * 0.08f));
        SDL_SetRenderDrawColor(r, 150, 120, 70, alpha);
        fill_circle(r, d.x + d.w / 2, d.y + d.h / 2, d.w * 0.18f);
    } else {
        art_fill_round_rect(r, d, d.h * 0.25f, edge);
        SDL_FRect in = { d.x + 1.5f, d.y + 1.5f, d.w - 3, d.h - 3 };
        art_fill_round_rect(r, in, d.h * 0.22f, f);
        SDL_FRect band = { in.x + in.w * 0.15f, in.y + in.h * 0.4f, in.w * 0.7f, in.h * 0.2f };
        art_fill_round_rect(r, band, 1, (SDL_Color){ 255, 240, 200, (Uint8)(alpha * 0.8f) });
    }
}

void art_fill_round_rect_within(SDL_Renderer *r, SDL_FRect rect, float radius, SDL_Color c, const SDL_Rect *within,
                                int n)
{
    if (draw_probe_on(r)) {
        art_fill_round_rect(r, rect, radius, c); /* told to the probe */
        return;
    }
    for (int i = 0; i < n; i++) {
        ArtClip clip;
        if (!art_clip_narrow(r, within[i], &clip))
            continue;
        art_fill_round_rect(r, rect, radius, c);
        art_clip_restore(r, &clip);
    }
}

void art_fill_round_shadow(SDL_Renderer *r, SDL_FRect over, float dx, float dy, float radius, SDL_Color c)
{
    const SDL_FRect shadow = { over.x + dx, over.y + dy, over.w, over.h };
    /* outside a band this wide along the right and bottom edges, the shadow is under `over` */
    const int margin = (int)ceilf(radius) + 1;
    const int right = (int)floorf(over.x + over.w) - margin, bottom = (int)floorf(over.y + over.h) - margin;
    const int x1 = (int)ceilf(shadow.x + shadow.w) + 1, y1 = (int)ceilf(shadow.y + shadow.h) + 1;
    const int x0 = (int)floorf(shadow.x), y0 = (int)floorf(shadow.y);
    if (dx < 0 || dy < 0 || right <= x0 || bottom <= y0) {
        art_fill_round_rect(r, shadow, radius, c);
        return;
    }
    const SDL_Rect bands[2] = { { right, y0, x1 - right, y1 - y0 }, { x0, bottom, right - x0, y1 - bottom } };
    art_fill_round_rect_within(r, shadow, radius, c, bands, 2);
}

void art_clip_keep(SDL_Renderer *r, ArtClip *saved)
{
    saved->clipped = SDL_RenderIsClipEnabled(r);
    SDL_RenderGetClipRect(r, &saved->was);
    saved->now = saved->was;
}

bool art_clip_narrow(SDL_Renderer *r, SDL_Rect want, ArtClip *saved)
{
    art_clip_keep(r, saved);
    saved->now = want;
    if (saved->clipped && !SDL_IntersectRect(&want, &saved->was, &saved->now))
        return false;
    SDL_RenderSetClipRect(r, &saved->now);
    return true;
}

void art_clip_restore(SDL_Renderer *r, const ArtClip *saved)
{
    SDL_RenderSetClipRect(r, saved->clipped ? &saved->was : NULL);
}
