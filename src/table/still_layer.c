/* The table's still layer, repainted part by part: each part (the centre, a seat, the hand,
 * the prompt...) is first drawn dry (draw_probe.h) into a fingerprint and a box; a repaint
 * redraws, clipped, only the boxes of the parts whose fingerprint changed, or the whole when
 * most of the table did. --check-layer compares each partial repaint with a whole one. */
#include "still_layer.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draw_probe.h"
#include "screenshot.h"
#include "table_draw.h"

/* The whole pixels a part's box covers. */
static SDL_Rect pixels_of(SDL_FRect box)
{
    return (SDL_Rect){ (int)floorf(box.x), (int)floorf(box.y), (int)ceilf(box.w) + 1, (int)ceilf(box.h) + 1 };
}

/* The parts bottom to top: background, centre, seats, hands, prompt, buttons, overlays. */
static const int draw_order[] = { LAYER_CENTRE,    LAYER_SEAT0,     LAYER_SEAT0 + 1, LAYER_SEAT0 + 2, LAYER_SEAT0 + 3,
                                  LAYER_SEAT0 + 4, LAYER_SEAT0 + 5, LAYER_SEAT0 + 6, LAYER_HAND,      LAYER_HEADER,
                                  LAYER_PROMPT,    LAYER_BUTTONS,   LAYER_SKIP_HINT, LAYER_OVER,      LAYER_CORNER };
_Static_assert(sizeof draw_order / sizeof draw_order[0] == LAYER_PARTS, "every part drawn once");

/* A picture to draw into, opaque (whatever is drawn covers it all) and in the window's format:
 * copying it into a frame is then a straight copy (software renderer: 4.6 -> 4.0 ms a frame at
 * 1920x1080). NULL when the renderer can make none. */
static SDL_Texture *opaque_target(App *app, int w, int h)
{
    SDL_Texture *texture = SDL_CreateTexture(app->renderer, app->cards.opaque_format, SDL_TEXTUREACCESS_TARGET, w, h);
    if (texture)
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE);
    return texture;
}

/* Everything that does not move; inside clip only the parts that reach into it (NULL: all). */
static void draw_still_in(App *app, Table *t, double now, const SDL_Rect *clip)
{
    app_draw_background(app);
    for (int i = 0; i < LAYER_PARTS; i++) {
        const SDL_FRect *box = &t->layer_part[draw_order[i]].box;
        const SDL_Rect r = pixels_of(*box);
        if (!clip || (box->w > 0 && SDL_HasIntersection(&r, clip)))
            table_draw_part(app, t, draw_order[i], now);
    }
}

void still_layer_draw(App *app, Table *t, double now) { draw_still_in(app, t, now, NULL); }

/* The pixels the still layer's rectangle r covers, read back (NULL if they cannot be). */
static Uint32 *read_layer(App *app, SDL_Rect r)
{
    Uint32 *px = malloc((size_t)r.w * (size_t)r.h * sizeof *px);
    if (px && SDL_RenderReadPixels(app->renderer, &r, SDL_PIXELFORMAT_ARGB8888, px, r.w * (int)sizeof *px) != 0) {
        free(px);
        px = NULL;
    }
    return px;
}

/* Two pixels alike: each channel within 2 levels. The software renderer turns a rotated card
 * (the fanned hand) with edges one level off when clipped; a stale part differs by far more. */
static bool alike(Uint32 a, Uint32 b)
{
    for (int shift = 0; shift < 32; shift += 8) {
        const int d = (int)((a >> shift) & 0xff) - (int)((b >> shift) & 0xff);
        if (d > 2 || d < -2)
            return false;
    }
    return true;
}

/* What part p would draw, and where, without drawing it (draw_probe.h). */
static void probe_part(App *app, Table *t, int p, double now)
{
    DrawProbe probe;
    draw_probe_begin(app->renderer, &probe);
    table_draw_part(app, t, p, now);
    draw_probe_end(app->renderer);
    t->layer_part[p].hash = probe.hash;
    t->layer_part[p].box = probe.box;
}

/* The parts the layer shows as they no longer are drawn: a picture their stand-in stood for was
 * made during this repaint (by a pass for another part), so their fingerprints, taken before, tell
 * the stand-in; the next repaint mends them (the picture wanted is made: the table changes). */
static unsigned parts_behind(App *app, Table *t, double now)
{
    unsigned behind = 0;
    for (int p = 0; p < LAYER_PARTS; p++) {
        const LayerPart shown = t->layer_part[p];
        probe_part(app, t, p, now);
        behind |= (unsigned)(t->layer_part[p].hash != shown.hash) << p;
        t->layer_part[p] = shown;
    }
    return behind;
}

/* Whether pixel x, y lies in the box of one of the parts. */
static bool in_parts(const Table *t, unsigned parts, int x, int y)
{
    for (int p = 0; parts >> p; p++) {
        const SDL_Rect r = pixels_of(t->layer_part[p].box);
        if (((parts >> p) & 1) && x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h)
            return true;
    }
    return false;
}

/* A failed check's two pictures, beside the saves (when a save folder is given): what the
 * layer shows and what it should, for the one who looks into it. */
static void save_both(const App *app, const Table *t, const Uint32 *parts, const Uint32 *whole)
{
    if (!app->opt.save_dir)
        return;
    char path[4096];
    snprintf(path, sizeof path, "%s/layer-check-%ld-shown.png", app->opt.save_dir, t->layer_check_failed);
    screenshot_save_pixels(parts, t->layer_w, t->layer_h, path);
    snprintf(path, sizeof path, "%s/layer-check-%ld-whole.png", app->opt.save_dir, t->layer_check_failed);
    screenshot_save_pixels(whole, t->layer_w, t->layer_h, path);
    printf("layer check: pictures %s/layer-check-%ld-{shown,whole}.png\n", app->opt.save_dir, t->layer_check_failed);
}

/* --check-layer: the layer just repainted in parts, against the whole drawn again. */
static void check_layer(App *app, Table *t, double now, const SDL_Rect *dirty, int n)
{
    const SDL_Rect all = { 0, 0, t->layer_w, t->layer_h };
    Uint32 *parts = read_layer(app, all);
    /* the whole drawn aside (the layer stays as the game made it), from the pictures made so
     * far: none is made for it, and where one is missing a stand-in would be drawn that the
     * parts may not show, so that repaint is not compared; nor are the parts still showing a
     * stand-in for a picture made since (in this repaint), which the next repaint mends */
    SDL_Texture *aside = opaque_target(app, all.w, all.h);
    CardArt *art = &app->cards;
    const double budget = art->frame_budget_ms, spent = art->frame_spent_ms;
    const int stand_ins = art->placeholders;
    art->frame_budget_ms = 0;
    Uint32 *whole = NULL;
    if (aside) {
        SDL_SetRenderTarget(app->renderer, aside);
        still_layer_draw(app, t, now);
        whole = read_layer(app, all);
        SDL_SetRenderTarget(app->renderer, t->layer);
        SDL_DestroyTexture(aside);
    }
    const bool stood_in = art->placeholders > stand_ins;
    const unsigned behind = parts_behind(app, t, now); /* not compared: the rest is */
    art->frame_budget_ms = budget;
    art->frame_spent_ms = spent;
    art->placeholders = stand_ins;
    if (!parts || !whole) {
        fprintf(stderr, "lamouche: --check-layer: the layer cannot be read back: %s\n", SDL_GetError());
    } else if (stood_in) {
        t->layer_check_skipped++;
    } else {
        long differ = 0;
        int x0 = all.w, y0 = all.h, x1 = -1, y1 = -1;
        for (int y = 0; y < all.h; y++)
            for (int x = 0; x < all.w; x++)
                if (!alike(parts[(long)y * all.w + x], whole[(long)y * all.w + x]) && !in_parts(t, behind, x, y)) {
                    differ++;
                    x0 = x < x0 ? x : x0;
                    y0 = y < y0 ? y : y0;
                    x1 = x > x1 ? x : x1;
                    y1 = y > y1 ? y : y1;
                }
        t->layer_checked++;
        if (differ > 0) {
            t->layer_check_failed++;
            printf("layer check: a repaint of %d rectangles differs from the whole in %ld pixels, within %d,%d-%d,%d\n",
                   t->layer_rects, differ, x0, y0, x1, y1);
            for (int p = 0; p < LAYER_PARTS; p++) {
                const SDL_FRect *box = &t->layer_part[p].box;
                printf("layer check: part %d at %.0f,%.0f %.0fx%.0f%s\n", p, box->x, box->y, box->w, box->h,
                       (t->layer_changed >> p) & 1 ? " (changed)" : "");
            }
            for (int i = 0; i < n; i++)
                printf("layer check: repainted %d,%d %dx%d\n", dirty[i].x, dirty[i].y, dirty[i].w, dirty[i].h);
            save_both(app, t, parts, whole);
        }
    }
    free(parts);
    free(whole);
}

static bool add_box(SDL_Rect *out, SDL_FRect box, SDL_Rect window)
{
    const SDL_Rect r = pixels_of(box);
    return box.w > 0 && SDL_IntersectRect(&r, &window, out);
}

static long area_of(SDL_Rect r) { return (long)r.w * r.h; }

/* Rectangles that cover no more together than apart (a part's old and new place, mostly the
 * same) made one: a pass fewer, each of its pixels drawn once. Returns how many are left. */
static int merge_overlapping(SDL_Rect *rects, int n)
{
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++) {
            SDL_Rect both;
            SDL_UnionRect(&rects[i], &rects[j], &both);
            if (area_of(both) > area_of(rects[i]) + area_of(rects[j]))
                continue;
            rects[i] = both;
            rects[j] = rects[--n];
            j = i; /* the larger one may now take in others */
        }
    return n;
}

/* The order in which changed parts are repainted, in case they do not all fit in one frame:
 * what the player acts on, then the middle of the table, then the seats. */
static const int urgency[] = { LAYER_PROMPT,    LAYER_BUTTONS,   LAYER_HAND,      LAYER_CORNER,    LAYER_OVER,
                               LAYER_CENTRE,    LAYER_HEADER,    LAYER_SKIP_HINT, LAYER_SEAT0,     LAYER_SEAT0 + 1,
                               LAYER_SEAT0 + 2, LAYER_SEAT0 + 3, LAYER_SEAT0 + 4, LAYER_SEAT0 + 5, LAYER_SEAT0 + 6 };
_Static_assert(sizeof urgency / sizeof urgency[0] == LAYER_PARTS, "every part has its turn");

/* Whether a repaint or a build begun at start, which drew `done` parts or steps, has spent its
 * budget_ms (0: no limit; one part at least is drawn). With --layer-parts the count decides, not
 * the clock: the frames are cut where a slow machine's would be, at the same points in every run. */
static bool frame_spent(const App *app, double start, double budget_ms, int done)
{
    if (budget_ms <= 0 || done == 0)
        return false;
    if (app->opt.layer_parts > 0)
        return done >= app->opt.layer_parts;
    return app_ms(app) - start >= budget_ms;
}

/* Redraws the still layer (the render target): only the rectangles of the parts whose look
 * changed since the last repaint (a picture made in place of its stand-in among them), or the
 * whole when most of it changed, and under the log, the rules or the last trick. Once budget_ms
 * is spent (0: no limit), the parts not yet repainted are left for the next frame
 * (t->layer_owed); returns whether none was. */
bool still_layer_repaint(App *app, Table *t, double now, double budget_ms)
{
    const double start = app_ms(app);
    const bool known = t->layer_known && t->layer_style == app->cards.style;
    const unsigned owed = t->layer_owed;
    LayerPart was[LAYER_PARTS];
    memcpy(was, t->layer_part, sizeof was);
    for (int p = 0; p < LAYER_PARTS; p++)
        probe_part(app, t, p, now);
    t->layer_known = true;
    t->layer_style = app->cards.style;
    t->layer_rects = 0;
    t->layer_changed = 0;
    t->layer_owed = 0;
    const bool panels = t->show_log || t->show_rules || t->show_last;
    if (!known || panels || app->text.log) { /* the text log wants every string of the frame once */
        still_layer_draw(app, t, now);
        return true;
    }
    /* each changed part's rectangles: where it was (what the layer shows), and where it is now */
    const SDL_Rect window = { 0, 0, t->layer_w, t->layer_h };
    SDL_Rect rects[LAYER_PARTS][2], every[2 * LAYER_PARTS];
    int nrects[LAYER_PARTS] = { 0 }, n_every = 0;
    for (int p = 0; p < LAYER_PARTS; p++) {
        if (was[p].hash == t->layer_part[p].hash && !((owed >> p) & 1))
            continue;
        t->layer_changed |= 1u << p;
        const SDL_FRect boxes[2] = { was[p].box, t->layer_part[p].box };
        const bool moved = memcmp(&boxes[0], &boxes[1], sizeof boxes[0]) != 0;
        for (int b = moved ? 0 : 1; b < 2; b++)
            nrects[p] += add_box(&rects[p][nrects[p]], boxes[b], window);
        nrects[p] = merge_overlapping(rects[p], nrects[p]);
        for (int i = 0; i < nrects[p]; i++)
            every[n_every++] = rects[p][i];
    }
    n_every = merge_overlapping(every, n_every);
    long area = 0;
    for (int i = 0; i < n_every; i++)
        area += area_of(every[i]);
    /* nearly all of it: at once (a clipped pass redraws the background under it, and every
     * part that reaches into it); the summary's panel opening is ~60% */
    if (area * 10 > (long)window.w * window.h * 8) {
        still_layer_draw(app, t, now);
        return true;
    }
    /* part by part until the frame's time is spent: those the last repaint left first (so that
     * none keeps waiting while others change), then what the player acts on first; a
     * part left for later keeps what the layer still shows of it, and is repainted next time even
     * if it changed back (a pass here may have drawn some of its new look) */
    unsigned later = 0;
    int drawn = 0;
    for (size_t i = 0; i < 2 * LAYER_PARTS; i++) {
        const int p = urgency[i % LAYER_PARTS];
        const bool was_owed = (owed >> p) & 1;
        if (!((t->layer_changed >> p) & 1) || was_owed != (i < LAYER_PARTS))
            continue;
        if (frame_spent(app, start, budget_ms, drawn)) {
            later |= 1u << p;
            t->layer_part[p] = was[p];
            continue;
        }
        for (int r = 0; r < nrects[p]; r++) {
            ArtClip clip;
            if (!art_clip_narrow(app->renderer, rects[p][r], &clip))
                continue;
            draw_still_in(app, t, now, &rects[p][r]);
            art_clip_restore(app->renderer, &clip);
            t->layer_rects++;
        }
        drawn += nrects[p] > 0;
        if (budget_ms > 0)
            SDL_RenderFlush(app->renderer); /* the time is spent when the passes are carried out */
    }
    t->layer_changed &= ~later;
    t->layer_owed = later;
    t->layer_spread += later != 0;
    if (app->opt.check_layer && t->layer_rects > 0 && !later)
        check_layer(app, t, now, every, n_every);
    return !later;
}

/* The pixels of a texture (0 for none). */
static long pixels_in(SDL_Texture *texture)
{
    int w = 0, h = 0;
    if (!texture || SDL_QueryTexture(texture, NULL, NULL, &w, &h) != 0)
        return 0;
    return (long)w * h;
}

/* A new layer at the window's size, to be drawn whole (NULL when no render target can be made:
 * the table is then drawn straight into each frame). */
static void make_layer(App *app, Table *t)
{
    t->layer = opaque_target(app, app->pw, app->ph);
    if (t->layer) {
        const double held = 1.0 + (double)pixels_in(t->layer_old) / (double)pixels_in(t->layer);
        if (held > t->layer_held_most)
            t->layer_held_most = held;
    }
    t->layer_known = false;
    t->layer_owed = 0;
}

static void drop(SDL_Texture **texture)
{
    if (*texture)
        SDL_DestroyTexture(*texture);
    *texture = NULL;
}

/* The old layer, to stand in (stretched) while the new size's is built, at no more than half the
 * new size's width and height: that moment held both whole layers and the new size's pictures,
 * the peak of the app's memory (from 1920x1080 to 1600x900: 8.3 + 5.8 MB of layers; so, 1.4 +
 * 5.8). Softer for the few frames of the build, over a picture stretched to a size it was not
 * drawn for anyway. The layer itself when no smaller copy can be made. */
static SDL_Texture *at_most_quarter(App *app, SDL_Texture *layer)
{
    const int w = app->pw / 2, h = app->ph / 2;
    if (pixels_in(layer) <= (long)w * h || w < 1 || h < 1)
        return layer;
    SDL_Texture *small = opaque_target(app, w, h);
    if (!small)
        return layer;
    SDL_SetTextureScaleMode(small, SDL_ScaleModeLinear);
    SDL_Texture *target = SDL_GetRenderTarget(app->renderer);
    SDL_SetRenderTarget(app->renderer, small);
    SDL_SetTextureScaleMode(layer, SDL_ScaleModeLinear);
    SDL_RenderCopy(app->renderer, layer, NULL, NULL);
    SDL_SetRenderTarget(app->renderer, target);
    SDL_DestroyTexture(layer);
    return small;
}

void still_layer_resize(App *app, Table *t, bool at_once)
{
    t->layer_w = app->pw;
    t->layer_h = app->ph;
    if (!at_once && (t->layer_old || (t->layer && t->layer_known))) {
        /* the last whole layer stays in view (a build begun at another size is dropped) */
        if (t->layer_old)
            drop(&t->layer);
        else
            t->layer_old = t->layer;
        t->layer = NULL;
        t->layer_old = at_most_quarter(app, t->layer_old); /* (each time: the window may shrink again) */
        t->layer_build = 0;
        t->layer_build_version = t->version;
        t->layer_style = app->cards.style; /* a change of style meanwhile: a whole repaint after */
        return;
    }
    drop(&t->layer);
    drop(&t->layer_old);
    make_layer(app, t);
    t->layer_version = t->version - 1;
}

/* The build's steps: none in the first frame, then the background, then each part in draw_order. */
enum { BUILD_SHOWN, BUILD_BACKGROUND, BUILD_PARTS, BUILD_DONE = BUILD_PARTS + LAYER_PARTS };

bool still_layer_build(App *app, Table *t, double now, double budget_ms)
{
    if (!t->layer_old)
        return true;
    const double start = app_ms(app);
    SDL_Texture *target = SDL_GetRenderTarget(app->renderer);
    for (int done = 0; t->layer_build < BUILD_DONE; done++) {
        if (frame_spent(app, start, budget_ms, done))
            break;
        const int step = t->layer_build++;
        if (step == BUILD_SHOWN) {
            if (budget_ms > 0)
                break;
        } else if (step == BUILD_BACKGROUND) {
            make_layer(app, t);
            if (!t->layer) { /* drawn straight into each frame from now on */
                t->layer_build = BUILD_DONE;
                break;
            }
            SDL_SetRenderTarget(app->renderer, t->layer);
            app_draw_background(app);
        } else {
            /* probed as drawn: its fingerprint tells what the layer shows of it, even if the
             * table changed since the build's earlier parts (the next repaint mends those) */
            const int p = draw_order[step - BUILD_PARTS];
            probe_part(app, t, p, now);
            SDL_SetRenderTarget(app->renderer, t->layer);
            table_draw_part(app, t, p, now);
        }
        SDL_RenderFlush(app->renderer); /* the time is spent when the passes are carried out */
    }
    SDL_SetRenderTarget(app->renderer, target);
    if (t->layer_build < BUILD_DONE)
        return false;
    drop(&t->layer_old);
    t->layer_builds++;
    if (t->layer) {
        t->layer_known = true;
        t->layer_rects = 0;
        t->layer_changed = 0;
        /* what changed while it was built is repainted in the next frame */
        t->layer_version = t->layer_build_version;
    }
    return true;
}
