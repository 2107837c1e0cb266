/* The notice banner and its questions. */
#include "notice.h"

#include <stdio.h>
#include <string.h>

#include "app_context.h"
#include "draw_probe.h"
#include "title_layout.h"

enum { NB_OK = 1, NB_KEEP, NB_GO };

static bool inside(SDL_Rect r, int x, int y) { return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h; }

/* Faults that last (every save fails again): once dismissed, told again only after they ended. */
static bool lasting(NoticeKind k)
{
    return k == NOTE_SAVE_FAILED || k == NOTE_STATS_FAILED || k == NOTE_SETTINGS_FAILED;
}

static void changed(App *app)
{
    app->notice.logged = false;
    app->dirty = true;
}

/* A UTF-8 continuation byte: not where a character starts. */
static bool continues(char c) { return ((unsigned char)c & 0xC0) == 0x80; }

const char *notice_path(const char *path, char *out, size_t size)
{
    const size_t len = strlen(path), room = size < NOTICE_PATH_MAX + 1 ? size - 1 : NOTICE_PATH_MAX;
    if (len <= room) {
        snprintf(out, size, "%s", path);
        return out;
    }
    static const char dots[] = "\u2026"; /* "…", 3 bytes */
    size_t head = (room - (sizeof dots - 1)) / 3, tail = room - (sizeof dots - 1) - head;
    while (head > 0 && continues(path[head]))
        head--;
    while (tail > 0 && continues(path[len - tail]))
        tail--;
    snprintf(out, size, "%.*s%s%s", (int)head, path, dots, path + len - tail);
    return out;
}

void notice_post(App *app, NoticeKind kind, const char *text)
{
    Notice *n = &app->notice;
    fprintf(stderr, "lamouche: %s\n", text);
    if (n->dismissed & (1u << kind) || !strcmp(n->text[kind], text))
        return;
    /* the game's save failing says it all: the statistics and settings live beside it */
    const bool others = kind == NOTE_STATS_FAILED || kind == NOTE_SETTINGS_FAILED;
    if (others && n->text[NOTE_SAVE_FAILED][0])
        return;
    if (kind == NOTE_SAVE_FAILED)
        n->text[NOTE_STATS_FAILED][0] = n->text[NOTE_SETTINGS_FAILED][0] = '\0';
    snprintf(n->text[kind], sizeof n->text[kind], "%s", text);
    changed(app);
}

void notice_withdraw(App *app, NoticeKind kind)
{
    Notice *n = &app->notice;
    n->dismissed &= ~(1u << kind);
    if (n->text[kind][0]) {
        n->text[kind][0] = '\0';
        changed(app);
    }
}

bool notice_shown(const App *app)
{
    if (app->notice.asking)
        return true;
    for (int k = 0; k < NOTE_KINDS; k++)
        if (app->notice.text[k][0])
            return true;
    return false;
}

static void dismiss(App *app)
{
    Notice *n = &app->notice;
    for (int k = 0; k < NOTE_KINDS; k++) {
        if (n->text[k][0] && lasting((NoticeKind)k))
            n->dismissed |= 1u << k;
        n->text[k][0] = '\0';
    }
    /* the player knows the game cannot be saved: the statistics' and settings' failures
     * (the same disk, the same folder) are not told on top */
    if (n->dismissed & (1u << NOTE_SAVE_FAILED))
        n->dismissed |= 1u << NOTE_STATS_FAILED | 1u << NOTE_SETTINGS_FAILED;
    changed(app);
}

void notice_ask(App *app, const NoticeQuestion *q)
{
    Notice *n = &app->notice;
    fprintf(stderr, "lamouche: %s\n", q->text);
    snprintf(n->question, sizeof n->question, "%s", q->text);
    n->keep = q->keep;
    n->go = q->go;
    n->go_key = q->go_key;
    n->answer = q->answer;
    n->keep_answer = q->keep_answer;
    n->asking = true;
    changed(app);
}

bool notice_asking(const App *app, NoticeAnswer answer) { return app->notice.asking && app->notice.answer == answer; }

/* What the banner says: the question, or every notice, one paragraph each. */
static void banner_text(const Notice *n, char *out, size_t size)
{
    out[0] = '\0';
    if (n->asking) {
        snprintf(out, size, "%s", n->question);
        return;
    }
    int told = 0;
    for (int k = 0; k < NOTE_KINDS; k++)
        told += n->text[k][0] != '\0';
    const bool bullets = told > 1; /* several things to tell: one bullet each */
    for (int k = 0; k < NOTE_KINDS; k++) {
        if (!n->text[k][0])
            continue;
        size_t used = strlen(out);
        snprintf(out + used, size - used, "%s%s%s", used ? "\n" : "", bullets ? "• " : "", n->text[k]);
    }
}

void notice_draw(App *app)
{
    Canvas cv = app_canvas(app);
    cv.mouse_x = app->mouse_x; /* its buttons answer the pointer, a question's too */
    cv.mouse_y = app->mouse_y;
    Notice *n = &app->notice;
    if (!notice_shown(app)) {
        if (n->box.w) { /* it was in the last frame */
            n->box = (SDL_Rect){ 0, 0, 0, 0 };
            printf("notice gone\n");
            fflush(stdout);
        }
        return;
    }
    char text[NOTE_KINDS * (NOTICE_TEXT_MAX + 4)];
    banner_text(n, text, sizeof text);
    ui_row_clear(&n->buttons);
    n->buttons.focus = -1;
    if (n->asking) {
        ui_row_add(&n->buttons, NB_KEEP, tr(app, n->keep), SDLK_ESCAPE, true);
        ui_row_add(&n->buttons, NB_GO, tr(app, n->go), n->go_key, true);
    } else {
        ui_row_add(&n->buttons, NB_OK, tr(app, S_N_OK), 0, true);
    }
    /* the top of the window: the player's cards and buttons are below its room */
    const SDL_Rect room = title_notice_room(app->pw, app->ph);
    const int pad = app_px(app, 0.02f), btn_h = app_px(app, 0.05f);
    const int w = room.w, x = room.x, y = room.y, max_h = room.h;
    int px = app_px(app, 0.026f), tw = 0, th = 0;
    const SDL_Color ink = { 44, 26, 12, 255 };
    SDL_Texture *tex = NULL;
    for (; px >= 9; px--) {
        tex = text_get(&app->text, FONT_SANS, px, text, ink, w - 2 * pad, &tw, &th);
        if (th + btn_h + 3 * pad <= max_h)
            break;
    }
    const int h = th + btn_h + 3 * pad > max_h ? max_h : th + btn_h + 3 * pad;
    n->box = (SDL_Rect){ x, y, w, h };
    SDL_FRect outer = { (float)x, (float)y, (float)w, (float)h };
    art_fill_round_shadow(app->renderer, outer, 4, 6, (float)pad * 0.5f, (SDL_Color){ 0, 0, 0, 110 });
    art_fill_round_rect(app->renderer, outer, (float)pad * 0.5f, (SDL_Color){ 150, 40, 28, 255 });
    SDL_FRect inner = { outer.x + 4, outer.y + 4, outer.w - 8, outer.h - 8 };
    art_fill_round_rect(app->renderer, inner, (float)pad * 0.4f, (SDL_Color){ 252, 244, 224, 255 });
    if (tex && !draw_probe_on(app->renderer)) {
        SDL_Rect dst = { x + pad, y + pad, tw, th };
        ArtClip clip; /* a text taller than the box: its end under the buttons is not drawn */
        if (art_clip_narrow(app->renderer, (SDL_Rect){ x, y, w, h - btn_h - pad }, &clip)) {
            SDL_RenderCopy(app->renderer, tex, NULL, &dst);
            art_clip_restore(app->renderer, &clip);
        }
    }
    SDL_Rect area = { x + pad, y + h - pad - btn_h, w - 2 * pad, btn_h };
    ui_row_layout_h(&cv, &n->buttons, area, btn_h, pad);
    /* right-aligned: the eye reads the text first */
    int shift = area.x + area.w - (n->buttons.b[n->buttons.n - 1].r.x + n->buttons.b[n->buttons.n - 1].r.w);
    for (int i = 0; i < n->buttons.n; i++)
        n->buttons.b[i].r.x += shift;
    ui_row_draw(&cv, &n->buttons, btn_h * 42 / 100);
    if (!n->logged && !draw_probe_on(app->renderer)) {
        n->logged = true;
        /* the frame's log (tests): where the banner is and what it says */
        printf("notice shown: %d %d %d %d%s\n", x, y, w, h, n->asking ? " question" : "");
        printf("notice text: %s\n", text);
        fflush(stdout);
    }
}

void notice_prepare(App *app)
{
    DrawProbe probe;
    draw_probe_begin(app->renderer, &probe);
    notice_draw(app);
    draw_probe_end(app->renderer);
}

void notice_no_sound(App *app)
{
    if (app->settings.no_sound_told) { /* said at an earlier start: the settings' sound row says it now */
        fprintf(stderr, "lamouche: %s\n", tr(app, S_N_NO_SOUND));
        return;
    }
    notice_post(app, NOTE_NO_SOUND, tr(app, S_N_NO_SOUND));
    app->settings.no_sound_told = true;
    app_apply_settings(app); /* remembered */
}

bool notice_event(App *app, const SDL_Event *e)
{
    Notice *n = &app->notice;
    if (!notice_shown(app) || n->box.w == 0)
        return false;
    /* the silent sound and a controller come or gone need nothing of the player: they go at the
     * first key (or controller button) or click elsewhere */
    if ((e->type == SDL_KEYDOWN || e->type == SDL_MOUSEBUTTONDOWN) &&
        (n->text[NOTE_NO_SOUND][0] || n->text[NOTE_PAD][0]) &&
        !(e->type == SDL_MOUSEBUTTONDOWN && inside(n->box, app->mouse_x, app->mouse_y))) {
        notice_withdraw(app, NOTE_NO_SOUND);
        notice_withdraw(app, NOTE_PAD);
        /* a key pressed to put the banner away does only that (Enter on the title would start a
         * game, Escape quit); a click elsewhere was aimed at what it clicked */
        if (e->type == SDL_KEYDOWN)
            return true;
        if (!notice_shown(app))
            return false;
    }
    const bool modal = n->asking;
    int id = -1;
    if (e->type == SDL_MOUSEBUTTONDOWN || e->type == SDL_MOUSEBUTTONUP) {
        if (!modal && !inside(n->box, app->mouse_x, app->mouse_y))
            return false;
        if (e->type == SDL_MOUSEBUTTONDOWN && e->button.button == SDL_BUTTON_LEFT)
            id = ui_row_hit(&n->buttons, app->mouse_x, app->mouse_y);
    } else if (e->type == SDL_KEYDOWN) {
        if (!modal)
            return false;
        id = ui_row_key(&n->buttons, e->key.keysym.sym, false);
    } else if (e->type == SDL_MOUSEMOTION) {
        if (inside(n->box, app->mouse_x, app->mouse_y))
            app->dirty = true; /* the buttons' hover */
        return false;
    } else {
        return false;
    }
    switch (id) {
    case NB_OK:
        audio_play(&app->audio, SND_CLICK);
        dismiss(app);
        break;
    case NB_KEEP:
        audio_play(&app->audio, SND_CLICK);
        n->asking = false;
        changed(app);
        if (n->keep_answer)
            n->keep_answer(app);
        break;
    case NB_GO:
        n->asking = false;
        changed(app);
        n->answer(app);
        break;
    default: break;
    }
    return true;
}

bool notice_target(const App *app, const char *name, int *x, int *y)
{
    const Notice *n = &app->notice;
    static const struct {
        const char *name;
        int id;
    } ids[] = { { "notice:ok", NB_OK }, { "notice:keep", NB_KEEP }, { "notice:go", NB_GO } };
    for (size_t i = 0; i < sizeof ids / sizeof ids[0]; i++) {
        const Button *b = strcmp(name, ids[i].name) ? NULL : ui_row_find(&n->buttons, ids[i].id);
        if (b && notice_shown(app)) {
            *x = b->r.x + b->r.w / 2;
            *y = b->r.y + b->r.h / 2;
            return true;
        }
    }
    return false;
}
