/* Scripted input: pushes SDL events as a player would make them. */
#include "script.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app_context.h"
#include "mouche/readfile.h"
#include "table.h"

bool script_target(App *app, const char *name, int *x, int *y)
{
    if (!strncmp(name, "notice:", 7))
        return notice_target(app, name, x, y);
    if (!strncmp(name, "newgame:", 8)) /* the title's New game panel */
        return new_panel_target(app, name + 8, x, y);
    return table_target(app, name, x, y);
}

enum { SCRIPT_LINES = 512, SCRIPT_FILE_MAX = 1024 * 1024 };

struct Script {
    char *line[SCRIPT_LINES];
    int n, pc;
    double wait_until;
    int steps;
    SDL_Joystick *pad; /* the virtual controller "pad attach" plugged in, or NULL */
};

Script *script_load(const char *path, char *why, size_t why_size)
{
    /* a regular file, bounded: /dev/zero would be read for ever, a FIFO would block */
    size_t len;
    char *text = mouche_read_file_whole(path, SCRIPT_FILE_MAX, &len, NULL, why, why_size);
    Script *s = text ? calloc(1, sizeof *s) : NULL;
    if (text && !s)
        snprintf(why, why_size, "out of memory");
    for (size_t pos = 0; s && pos < len && s->n < SCRIPT_LINES;) {
        const char *start = text + pos, *nl = memchr(start, '\n', len - pos);
        const size_t n = nl ? (size_t)(nl - start) : len - pos;
        pos += n + (nl ? 1 : 0);
        char buf[256];
        snprintf(buf, sizeof buf, "%.*s", (int)(n < sizeof buf ? n : sizeof buf - 1), start);
        buf[strcspn(buf, "\r\n#")] = 0;
        char *p = buf;
        while (*p == ' ' || *p == '\t')
            p++;
        if (*p)
            s->line[s->n++] = SDL_strdup(p);
    }
    free(text);
    return s;
}

static void pad_detach(Script *s)
{
    if (!s->pad)
        return;
    const SDL_JoystickID id = SDL_JoystickInstanceID(s->pad);
    SDL_JoystickClose(s->pad);
    s->pad = NULL;
    for (int i = 0; i < SDL_NumJoysticks(); i++)
        if (SDL_JoystickGetDeviceInstanceID(i) == id)
            SDL_JoystickDetachVirtual(i);
}

/* pad attach | pad detach | pad BUTTON | pad axis AXIS VALUE: SDL's virtual joystick, seen by
 * the app as a game controller plugged in, pressed, unplugged. The controller is read at once
 * (SDL_JoystickUpdate): a press and its release are two events, as a person's are. */
static bool pad_command(Script *s, const char *arg)
{
    if (!strcmp(arg, "attach")) {
        if (s->pad)
            return true;
        SDL_VirtualJoystickDesc d;
        SDL_zero(d);
        d.version = SDL_VIRTUAL_JOYSTICK_DESC_VERSION;
        d.type = SDL_JOYSTICK_TYPE_GAMECONTROLLER;
        d.naxes = SDL_CONTROLLER_AXIS_MAX;
        d.nbuttons = SDL_CONTROLLER_BUTTON_MAX;
        d.name = "Script controller";
        const int index = SDL_JoystickAttachVirtualEx(&d);
        s->pad = index >= 0 ? SDL_JoystickOpen(index) : NULL;
        if (!s->pad)
            fprintf(stderr, "script: no virtual controller: %s\n", SDL_GetError());
        return s->pad != NULL;
    }
    if (!strcmp(arg, "detach")) {
        pad_detach(s);
        return true;
    }
    if (!s->pad) {
        fprintf(stderr, "script: pad %s before pad attach\n", arg);
        return false;
    }
    char axis[32];
    int value;
    if (sscanf(arg, "axis %31s %d", axis, &value) == 2) {
        const SDL_GameControllerAxis a = SDL_GameControllerGetAxisFromString(axis);
        if (a == SDL_CONTROLLER_AXIS_INVALID || SDL_JoystickSetVirtualAxis(s->pad, a, (Sint16)value) != 0)
            return false;
        SDL_JoystickUpdate();
        return true;
    }
    const SDL_GameControllerButton b = SDL_GameControllerGetButtonFromString(arg);
    if (b == SDL_CONTROLLER_BUTTON_INVALID) {
        fprintf(stderr, "script: no controller button %s\n", arg);
        return false;
    }
    SDL_JoystickSetVirtualButton(s->pad, b, SDL_PRESSED);
    SDL_JoystickUpdate();
    SDL_JoystickSetVirtualButton(s->pad, b, SDL_RELEASED);
    SDL_JoystickUpdate();
    return true;
}

void script_free(Script *s)
{
    if (!s)
        return;
    pad_detach(s);
    for (int i = 0; i < s->n; i++)
        SDL_free(s->line[i]);
    free(s);
}

static int find_label(const Script *s, const char *name)
{
    for (int i = 0; i < s->n; i++)
        if (strncmp(s->line[i], "label ", 6) == 0 && strcmp(s->line[i] + 6, name) == 0)
            return i;
    return -1;
}

/* The pointer moved to px,py; a click there, unless only_move. */
static void push_click(App *app, int px, int py, bool only_move)
{
    int x = (int)((float)px / app->px_per_point), y = (int)((float)py / app->px_per_point);
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_MOUSEMOTION;
    e.motion.windowID = SDL_GetWindowID(app->window);
    e.motion.x = x;
    e.motion.y = y;
    SDL_PushEvent(&e);
    if (only_move)
        return;
    SDL_zero(e);
    e.type = SDL_MOUSEBUTTONDOWN;
    e.button.windowID = SDL_GetWindowID(app->window);
    e.button.button = SDL_BUTTON_LEFT;
    e.button.state = SDL_PRESSED;
    e.button.clicks = 1;
    e.button.x = x;
    e.button.y = y;
    SDL_PushEvent(&e);
    e.type = SDL_MOUSEBUTTONUP;
    e.button.state = SDL_RELEASED;
    SDL_PushEvent(&e);
}

/* How a key goes: pressed and released, pressed and held (no release), one of the key-downs the
 * system sends while a key is held (repeat set), or released. */
typedef enum { KEY_TAP, KEY_HOLD, KEY_REPEAT, KEY_RELEASE } KeyMotion;

static void push_key(App *app, SDL_Keycode k, Uint16 mod, KeyMotion how)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = how == KEY_RELEASE ? SDL_KEYUP : SDL_KEYDOWN;
    e.key.windowID = SDL_GetWindowID(app->window);
    e.key.state = how == KEY_RELEASE ? SDL_RELEASED : SDL_PRESSED;
    e.key.repeat = how == KEY_REPEAT;
    e.key.keysym.sym = k;
    e.key.keysym.scancode = SDL_GetScancodeFromKey(k);
    e.key.keysym.mod = mod;
    SDL_PushEvent(&e);
    if (how != KEY_TAP)
        return;
    e.type = SDL_KEYUP;
    e.key.state = SDL_RELEASED;
    SDL_PushEvent(&e);
}

double script_next_wake(const Script *s, double now) { return s->wait_until > now ? s->wait_until : 0; }

/* The key named as "s", "ctrl+z", "shift+Tab", "alt+e", "altgr+e" (the modifiers held, then the key's SDL name),
 * pressed and released, held, repeated or released; false if there is no such key. */
static bool press(App *app, const char *name, KeyMotion how)
{
    const char *key = name;
    Uint16 mod = 0;
    for (bool more = true; more;) {
        more = false;
        if (strncmp(key, "ctrl+", 5) == 0) {
            mod |= KMOD_LCTRL;
            key += 5;
            more = true;
        } else if (strncmp(key, "shift+", 6) == 0) {
            mod |= KMOD_LSHIFT;
            key += 6;
            more = true;
        } else if (strncmp(key, "alt+", 4) == 0) {
            mod |= KMOD_LALT;
            key += 4;
            more = true;
        } else if (strncmp(key, "altgr+", 6) == 0) { /* AltGr as X11 may give it: Mode (Right Alt is alt's) */
            mod |= KMOD_MODE;
            key += 6;
            more = true;
        }
    }
    SDL_Keycode k = SDL_GetKeyFromName(key);
    if (k == SDLK_UNKNOWN) {
        fprintf(stderr, "script: unknown key %s\n", name);
        return false;
    }
    static const char *const verb[] = { "key", "hold", "repeat", "release" };
    printf("script: %s %s (%s)\n", verb[how], name, table_phase_name(app));
    push_key(app, k, mod, how);
    return true;
}

bool script_step(Script *s, App *app, double now)
{
    if (now < s->wait_until)
        return true;
    for (int budget = 0; budget < 64; budget++) {
        if (s->pc >= s->n)
            return false;
        if (++s->steps > 200000) {
            fprintf(stderr, "script: too many steps\n");
            return false;
        }
        const char *l = s->line[s->pc];
        if (strncmp(l, "label ", 6) == 0) {
            s->pc++;
        } else if (strncmp(l, "goto ", 5) == 0) {
            int to = find_label(s, l + 5);
            if (to < 0) {
                fprintf(stderr, "script: no label %s\n", l + 5);
                return false;
            }
            s->pc = to;
        } else if (strcmp(l, "await notice") == 0) {
            if (!notice_shown(app)) /* until the notice banner has something to tell */
                return true;
            s->pc++;
            s->wait_until = now + 300; /* drawn, and read */
            return true;
        } else if (strcmp(l, "await") == 0) {
            if (strcmp(table_phase_name(app), "none") == 0)
                return true;
            s->pc++;
            s->wait_until = now + 120; /* a person's glance */
            return true;
        } else if (strncmp(l, "ifdeal ", 7) == 0 || strncmp(l, "if ", 3) == 0) {
            /* if PHASE LABEL / ifdeal N LABEL: a jump when the table is there */
            const bool by_deal = l[2] == 'd';
            char what[32], label[64];
            if (sscanf(l + (by_deal ? 7 : 3), "%31s %63s", what, label) != 2) {
                fprintf(stderr, "script: bad line: %s\n", l);
                return false;
            }
            const bool met = by_deal ? app->table && app->table->mid.shown.deal_no >= atoi(what)
                                     : strcmp(table_phase_name(app), what) == 0;
            if (met) {
                int to = find_label(s, label);
                if (to < 0)
                    return false;
                s->pc = to;
            } else {
                s->pc++;
            }
        } else if (strncmp(l, "key ", 4) == 0 || strncmp(l, "keys ", 5) == 0) {
            /* "keys A B": each pressed in turn in this one pass, all in the queue before the next frame */
            char names[128];
            snprintf(names, sizeof names, "%s", l + (l[3] == ' ' ? 4 : 5));
            for (char *name = names; *name;) {
                char *end = name + strcspn(name, " ");
                const bool last = *end == '\0';
                *end = '\0';
                if (*name && !press(app, name, KEY_TAP))
                    return false;
                name = last ? end : end + 1;
            }
            s->pc++;
            s->wait_until = now + 60;
            return true;
        } else if (strncmp(l, "hold ", 5) == 0 || strncmp(l, "repeat ", 7) == 0 || strncmp(l, "release ", 8) == 0) {
            const KeyMotion how = l[0] == 'h' ? KEY_HOLD : l[2] == 'p' ? KEY_REPEAT : KEY_RELEASE;
            if (!press(app, strchr(l, ' ') + 1, how))
                return false;
            s->pc++;
            s->wait_until = now + 60;
            return true;
        } else if (strncmp(l, "click ", 6) == 0 || strncmp(l, "tryclick ", 9) == 0 || strncmp(l, "move ", 5) == 0) {
            int x, y;
            const bool try_only = l[0] == 't', only_move = l[0] == 'm';
            const char *target = l + (try_only ? 9 : only_move ? 5 : 6);
            if (strncmp(target, "xy:", 3) == 0) {
                if (sscanf(target + 3, "%d,%d", &x, &y) != 2)
                    return false;
            } else if (strcmp(target, "pointer") == 0) { /* where the pointer is: a click with no move */
                x = app->mouse_x;
                y = app->mouse_y;
            } else if (!script_target(app, target, &x, &y)) {
                if (try_only) {
                    s->pc++;
                    continue;
                }
                fprintf(stderr, "script: no target %s now (%s)\n", target, table_phase_name(app));
                return false;
            }
            printf("script: %s %s at %d,%d (%s)\n", only_move ? "move" : "click", target, x, y, table_phase_name(app));
            push_click(app, x, y, only_move);
            s->pc++;
            s->wait_until = now + 60;
            return true;
        } else if (strncmp(l, "pad ", 4) == 0) {
            printf("script: pad %s (%s)\n", l + 4, table_phase_name(app));
            if (!pad_command(s, l + 4))
                return false;
            s->pc++;
            s->wait_until = now + 60;
            return true;
        } else if (strncmp(l, "wait ", 5) == 0) {
            s->wait_until = now + atof(l + 5);
            s->pc++;
            return true;
        } else if (strncmp(l, "shot ", 5) == 0) {
            snprintf(app->shot_path, sizeof app->shot_path, "%s/%s.png",
                     app->opt.screenshot_dir ? app->opt.screenshot_dir : ".", l + 5);
            app->dirty = true;
            s->pc++;
            s->wait_until = now + 50;
            return true;
        } else if (strcmp(l, "quit") == 0) {
            fflush(stdout);
            return false;
        } else {
            fprintf(stderr, "script: unknown command: %s\n", l);
            return false;
        }
    }
    s->wait_until = now + 1; /* a long run of jumps: go on at the next pass */
    return true;
}
