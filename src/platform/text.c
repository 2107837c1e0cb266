/* TrueType text cache. */
#include "text.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draw_probe.h"

static const char *const font_files[FONT_COUNT] = { "serif-regular.ttf", "serif-italic.ttf", "serif-bold.ttf",
                                                    "sans-regular.ttf", "sans-bold.ttf" };

bool text_init(TextCache *tc, SDL_Renderer *renderer, const char *data_dir, const char **missing)
{
    memset(tc, 0, sizeof *tc);
    tc->renderer = renderer;
    for (int i = 0; i < FONT_COUNT; i++) {
        snprintf(tc->paths[i], sizeof tc->paths[i], "%s/fonts/%s", data_dir, font_files[i]);
        SDL_RWops *rw = SDL_RWFromFile(tc->paths[i], "rb");
        if (!rw) {
            if (missing)
                *missing = font_files[i];
            return false;
        }
        SDL_RWclose(rw);
    }
    return true;
}

void text_set_scale(TextCache *tc, int percent) { tc->scale_pct = percent >= 50 && percent <= 300 ? percent : 100; }

int text_scaled_px(const TextCache *tc, int px)
{
    const int pct = tc->scale_pct ? tc->scale_pct : 100;
    return (px * pct + 50) / 100;
}

void text_clear(TextCache *tc)
{
    for (int i = 0; i < TEXT_CACHE_SLOTS; i++) {
        TextEntry *e = &tc->entries[i];
        if (e->tex)
            SDL_DestroyTexture(e->tex);
        free(e->str);
        memset(e, 0, sizeof *e);
    }
}

void text_free(TextCache *tc)
{
    text_clear(tc);
    if (tc->log)
        fclose(tc->log);
    tc->log = NULL;
    for (int i = 0; i < tc->nfonts; i++)
        TTF_CloseFont(tc->fonts[i].ttf);
    tc->nfonts = 0;
}

/* The font at a size as drawn (text_scaled_px's). */
static TTF_Font *font_at(TextCache *tc, FontId font, int px)
{
    if (px < TEXT_MIN_PX) /* nothing on screen smaller than can be read at a glance */
        px = TEXT_MIN_PX;
    tc->font_clock++;
    for (int i = 0; i < tc->nfonts; i++)
        if (tc->fonts[i].font == font && tc->fonts[i].px == px) {
            tc->fonts[i].used = tc->font_clock;
            return tc->fonts[i].ttf;
        }
    /* Each open size holds FreeType's face and HarfBuzz's copy of the tables (~100-400 KB):
     * full, the least recently used goes (the strings made with it stay cached). */
    int slot = tc->nfonts;
    if (tc->nfonts == TEXT_FONT_SLOTS) {
        slot = 0;
        for (int i = 1; i < tc->nfonts; i++)
            if (tc->fonts[i].used < tc->fonts[slot].used)
                slot = i;
        TTF_CloseFont(tc->fonts[slot].ttf);
        tc->fonts[slot].ttf = NULL;
    }
    TTF_Font *f = TTF_OpenFont(tc->paths[font], px);
    if (!f) {
        if (slot < tc->nfonts) /* the closed one's place given to the last */
            tc->fonts[slot] = tc->fonts[--tc->nfonts];
        return NULL;
    }
    tc->fonts[slot] = (TextFont){ font, px, f, tc->font_clock };
    if (slot == tc->nfonts)
        tc->nfonts++;
    return f;
}

static uint32_t hash_of(FontId font, int px, const char *s, SDL_Color c, int wrap)
{
    uint32_t h = 2166136261u;
    for (const unsigned char *p = (const unsigned char *)s; *p; p++)
        h = (h ^ *p) * 16777619u;
    h = (h ^ (uint32_t)font) * 16777619u;
    h = (h ^ (uint32_t)px) * 16777619u;
    h = (h ^ (uint32_t)wrap) * 16777619u;
    h = (h ^ ((uint32_t)c.r << 24 | (uint32_t)c.g << 16 | (uint32_t)c.b << 8 | c.a)) * 16777619u;
    return h;
}

/* text_get at a size as drawn (after the scale). */
static SDL_Texture *get_drawn(TextCache *tc, FontId font, int px, const char *s, SDL_Color color, int wrap, int *w,
                              int *h);

SDL_Texture *text_get(TextCache *tc, FontId font, int px, const char *s, SDL_Color color, int wrap, int *w, int *h)
{
    return get_drawn(tc, font, text_scaled_px(tc, px), s, color, wrap, w, h);
}

static SDL_Texture *get_drawn(TextCache *tc, FontId font, int px, const char *s, SDL_Color color, int wrap, int *w,
                              int *h)
{
    if (!s || !*s)
        return NULL;
    if (px < TEXT_MIN_PX)
        px = TEXT_MIN_PX; /* as font_at: one cache entry for what is drawn */
    uint32_t hash = hash_of(font, px, s, color, wrap);
    unsigned slot = hash % TEXT_CACHE_SLOTS;
    tc->clock++;
    for (unsigned probe = 0; probe < 8; probe++) {
        TextEntry *e = &tc->entries[(slot + probe) % TEXT_CACHE_SLOTS];
        if (e->str && e->hash == hash && e->font == font && e->px == px && e->wrap == wrap && e->color.r == color.r &&
            e->color.g == color.g && e->color.b == color.b && e->color.a == color.a && strcmp(e->str, s) == 0) {
            e->used = tc->clock;
            if (w)
                *w = e->w;
            if (h)
                *h = e->h;
            return e->tex;
        }
    }
    /* Miss: take a free slot among the probes, else the least recently used. */
    TextEntry *victim = NULL;
    for (unsigned probe = 0; probe < 8; probe++) {
        TextEntry *e = &tc->entries[(slot + probe) % TEXT_CACHE_SLOTS];
        if (!e->str) {
            victim = e;
            break;
        }
        if (!victim || e->used < victim->used)
            victim = e;
    }
    TTF_Font *f = font_at(tc, font, px);
    if (!f)
        return NULL;
    SDL_Surface *surf =
        wrap > 0 ? TTF_RenderUTF8_Blended_Wrapped(f, s, color, (Uint32)wrap) : TTF_RenderUTF8_Blended(f, s, color);
    if (!surf)
        return NULL;
    SDL_Texture *tex = SDL_CreateTextureFromSurface(tc->renderer, surf);
    int sw = surf->w, sh = surf->h;
    SDL_FreeSurface(surf);
    if (!tex)
        return NULL;
    if (victim->tex)
        SDL_DestroyTexture(victim->tex);
    free(victim->str);
    victim->hash = hash;
    victim->font = font;
    victim->px = px;
    victim->wrap = wrap;
    victim->color = color;
    victim->str = SDL_strdup(s);
    victim->tex = tex;
    victim->w = sw;
    victim->h = sh;
    victim->used = tc->clock;
    if (w)
        *w = sw;
    if (h)
        *h = sh;
    return tex;
}

/* A dry run (draw_probe.h): the text told to the probe instead of drawn (px: its size as drawn). */
static bool probe_took(TextCache *tc, SDL_Rect r, FontId font, int px, const char *s, SDL_Color color, int wrap)
{
    DrawProbe *probe = draw_probe_on(tc->renderer);
    if (!probe)
        return false;
    const int look[] = { (int)font, px, color.r, color.g, color.b, color.a, wrap };
    const SDL_FRect box = { (float)r.x, (float)r.y, (float)r.w, (float)r.h };
    draw_probe_add(probe, box, look, sizeof look);
    draw_probe_add(probe, (SDL_FRect){ 0, 0, 0, 0 }, s, strlen(s));
    return true;
}

/* Where text of w x h goes for text_draw's x, y and alignment. */
static SDL_Rect placed(TextCache *tc, FontId font, int drawn, int w, int h, int x, int y, TextAlign halign, int valign)
{
    SDL_Rect r = { x, y, w, h };
    if (halign == ALIGN_CENTER)
        r.x -= w / 2;
    else if (halign == ALIGN_RIGHT)
        r.x -= w;
    if (valign == 1)
        r.y -= h / 2;
    else if (valign == 2)
        r.y -= h;
    else if (valign == TEXT_BASELINE) {
        TTF_Font *f = font_at(tc, font, drawn);
        r.y -= f ? TTF_FontAscent(f) : drawn;
    }
    return r;
}

static bool within(SDL_Rect r, SDL_Rect box)
{
    return r.x >= box.x - 1 && r.y >= box.y - 1 && r.x + r.w <= box.x + box.w + 1 && r.y + r.h <= box.y + box.h + 1;
}

int text_draw(TextCache *tc, FontId font, int px, const char *s, SDL_Color color, int x, int y, TextAlign halign,
              int valign)
{
    int w = 0, h = 0, drawn = text_scaled_px(tc, px);
    SDL_Texture *t = get_drawn(tc, font, drawn, s, color, 0, &w, &h);
    if (!t)
        return 0;
    SDL_Rect r = placed(tc, font, drawn, w, h, x, y, halign, valign);
    /* Larger text grows as far as the box it is drawn in holds it (a settings row, a button's key
     * letter, a table's cell): back towards the size asked, never below it, never cut. */
    if (drawn > px && tc->nboxes > 0) {
        const SDL_Rect box = tc->boxes[(tc->nboxes < TEXT_BOXES ? tc->nboxes : TEXT_BOXES) - 1];
        while (t && drawn > px && !within(r, box)) {
            const float by_w = w > box.w ? (float)box.w / (float)w : 1.f,
                        by_h = h > box.h ? (float)box.h / (float)h : 1.f;
            const int guess = (int)((float)drawn * (by_w < by_h ? by_w : by_h));
            drawn = guess < drawn ? (guess > px ? guess : px) : drawn - 1;
            t = get_drawn(tc, font, drawn, s, color, 0, &w, &h);
            r = placed(tc, font, drawn, w, h, x, y, halign, valign);
        }
        if (!t)
            return 0;
    }
    if (probe_took(tc, r, font, drawn, s, color, 0))
        return w;
    SDL_SetTextureAlphaMod(t, color.a);
    SDL_RenderCopy(tc->renderer, t, NULL, &r);
    text_log_drawn(tc, s, r);
    return w;
}

int text_ascent(TextCache *tc, FontId font, int px)
{
    TTF_Font *f = font_at(tc, font, text_scaled_px(tc, px));
    return f ? TTF_FontAscent(f) : px;
}

int text_draw_wrapped(TextCache *tc, FontId font, int px, const char *s, SDL_Color color, int x, int y, int width)
{
    int w = 0, h = 0;
    SDL_Texture *t = text_get(tc, font, px, s, color, width, &w, &h);
    if (!t)
        return 0;
    SDL_Rect r = { x, y, w, h };
    if (probe_took(tc, r, font, text_scaled_px(tc, px), s, color, width))
        return h;
    SDL_RenderCopy(tc->renderer, t, NULL, &r);
    text_log_drawn(tc, s, r);
    return h;
}

void text_size(TextCache *tc, FontId font, int px, const char *s, int *w, int *h)
{
    *w = 0;
    *h = 0;
    int drawn = text_scaled_px(tc, px);
    if (drawn < TEXT_MIN_PX)
        drawn = TEXT_MIN_PX; /* as font_at */
    const size_t len = s ? strlen(s) : 0;
    const bool kept = len > 0 && len < TEXT_MEASURE_CHARS;
    const uint32_t hash = kept ? hash_of(font, drawn, s, (SDL_Color){ 0, 0, 0, 0 }, 0) | 1u : 0; /* never 0 */
    TextMeasure *m = &tc->measures[hash % TEXT_MEASURE_SLOTS];
    if (kept && m->hash == hash && m->font == font && m->px == drawn && strcmp(m->str, s) == 0) {
        *w = m->w;
        *h = m->h;
        return;
    }
    TTF_Font *f = font_at(tc, font, drawn);
    if (!f)
        return;
    if (len == 0) {
        *h = TTF_FontHeight(f);
        return;
    }
    TTF_SizeUTF8(f, s, w, h);
    tc->measured++;
    if (kept) {
        *m = (TextMeasure){ hash, font, drawn, *w, *h, "" };
        memcpy(m->str, s, len + 1);
    }
}

bool text_has_glyph(TextCache *tc, FontId font, int px, uint16_t ch)
{
    TTF_Font *f = font_at(tc, font, text_scaled_px(tc, px));
    return f && TTF_GlyphIsProvided(f, ch);
}

int text_fit_px(TextCache *tc, FontId font, int px, const char *s, int max_w)
{
    int w = 0, h = 0;
    text_size(tc, font, px, s, &w, &h);
    if (w <= max_w || px <= TEXT_MIN_PX)
        return px;
    /* Widths grow with the size about in proportion: start from the size that proportion
     * gives, then step to the largest that fits (what stepping down from px finds, with a
     * few sizes measured instead of every one: each size measured opens its font). */
    int guess = max_w > 0 ? (int)((long)px * max_w / w) : TEXT_MIN_PX;
    if (guess >= px)
        guess = px - 1;
    if (guess < TEXT_MIN_PX)
        guess = TEXT_MIN_PX;
    text_size(tc, font, guess, s, &w, &h);
    if (w <= max_w) {
        while (guess + 1 < px) {
            text_size(tc, font, guess + 1, s, &w, &h);
            if (w > max_w)
                break;
            guess++;
        }
        return guess;
    }
    while (guess > TEXT_MIN_PX) {
        guess--;
        text_size(tc, font, guess, s, &w, &h);
        if (w <= max_w)
            break;
    }
    return guess;
}

bool text_log_open(TextCache *tc, const char *path)
{
    tc->log = fopen(path, "w");
    return tc->log != NULL;
}

void text_log_frame(TextCache *tc, const char *lang, const char *scene, const char *phase)
{
    if (tc->log)
        fprintf(tc->log, "frame %s %s %s\n", lang, scene, phase);
    tc->nboxes = 0;
}

void text_log_flush(TextCache *tc)
{
    if (tc->log)
        fflush(tc->log);
}

void text_log_drawn(TextCache *tc, const char *s, SDL_Rect rect)
{
    if (!tc->log || !s || !*s)
        return;
    SDL_Rect box = { 0, 0, 0, 0 };
    if (tc->nboxes > 0)
        box = tc->boxes[(tc->nboxes < TEXT_BOXES ? tc->nboxes : TEXT_BOXES) - 1];
    else
        SDL_GetRendererOutputSize(tc->renderer, &box.w, &box.h);
    fprintf(tc->log, "text %d %d %d %d in %d %d %d %d ", rect.x, rect.y, rect.w, rect.h, box.x, box.y, box.w, box.h);
    for (const char *p = s; *p; p++) /* one line per string */
        fputc(*p == '\n' ? ' ' : *p, tc->log);
    fputc('\n', tc->log);
}

void text_box_push(TextCache *tc, SDL_Rect box)
{
    if (tc->nboxes < TEXT_BOXES)
        tc->boxes[tc->nboxes] = box;
    tc->nboxes++;
}

void text_box_pop(TextCache *tc)
{
    if (tc->nboxes > 0)
        tc->nboxes--;
}
