/* The game controller (pad.h). */
#include "pad.h"

#include <stdio.h>
#include <stdlib.h>

/* The one table: each button and the key it stands for, so that a controller does what the keys
 * do, wherever they do it (the table, the menus, the guide, the banner's questions). */
static const struct {
    SDL_GameControllerButton button;
    SDL_Keycode key;
} pad_keys[] = {
    { SDL_CONTROLLER_BUTTON_DPAD_UP, SDLK_UP },      { SDL_CONTROLLER_BUTTON_DPAD_DOWN, SDLK_DOWN },
    { SDL_CONTROLLER_BUTTON_DPAD_LEFT, SDLK_LEFT },  { SDL_CONTROLLER_BUTTON_DPAD_RIGHT, SDLK_RIGHT },
    { SDL_CONTROLLER_BUTTON_A, SDLK_RETURN }, /* chooses: the card or button in focus, Next */
    { SDL_CONTROLLER_BUTTON_B, SDLK_ESCAPE }, /* goes back */
    { SDL_CONTROLLER_BUTTON_X, SDLK_TAB }, /* to the decision's buttons (the d-pad moves among the cards) */
    { SDL_CONTROLLER_BUTTON_Y, SDLK_QUESTION }, /* a hint */
    { SDL_CONTROLLER_BUTTON_LEFTSHOULDER, SDLK_F2 }, /* the log */
    { SDL_CONTROLLER_BUTTON_RIGHTSHOULDER, SDLK_l }, /* the last trick */
    { SDL_CONTROLLER_BUTTON_BACK, SDLK_r }, /* the rules in short */
    { SDL_CONTROLLER_BUTTON_START, SDLK_ESCAPE }, /* the menu (the title: its settings, app.c) */
};

void pad_hints(void) { SDL_SetHint(SDL_HINT_AUTO_UPDATE_JOYSTICKS, "0"); }

bool pad_start(Pad *p)
{
    *p = (Pad){ 0 };
    if (SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) != 0) {
        fprintf(stderr, "lamouche: no game controller support (%s): the keyboard and mouse play\n", SDL_GetError());
        return false;
    }
    p->ok = true;
    /* those plugged in before the start are opened now (their coming is not news: not told) */
    for (int i = 0; i < SDL_NumJoysticks() && p->n < PAD_MAX; i++)
        if (SDL_IsGameController(i) && (p->open[p->n] = SDL_GameControllerOpen(i)) != NULL)
            p->n++;
    p->last_read = SDL_GetTicks();
    return true;
}

void pad_stop(Pad *p)
{
    for (int i = 0; i < p->n; i++)
        SDL_GameControllerClose(p->open[i]);
    p->n = 0;
    if (p->ok)
        SDL_QuitSubSystem(SDL_INIT_GAMECONTROLLER);
    p->ok = false;
}

static int find_open(const Pad *p, SDL_JoystickID id)
{
    for (int i = 0; i < p->n; i++)
        if (SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(p->open[i])) == id)
            return i;
    return -1;
}

/* The left stick as a d-pad: a press when it leaves the middle past PAD_STICK_PRESS, nothing more
 * until it comes back within the dead zone (its noise there is no input). */
static PadEvent stick(Pad *p, const SDL_ControllerAxisEvent *a, SDL_Keycode *key)
{
    const bool horizontal = a->axis == SDL_CONTROLLER_AXIS_LEFTX;
    if (!horizontal && a->axis != SDL_CONTROLLER_AXIS_LEFTY)
        return PAD_IGNORED;
    int *held = horizontal ? &p->stick_x : &p->stick_y;
    const int v = a->value;
    if (abs(v) < PAD_DEAD_ZONE) {
        *held = 0;
        return PAD_IGNORED;
    }
    const int dir = v >= PAD_STICK_PRESS ? 1 : v <= -PAD_STICK_PRESS ? -1 : 0;
    if (dir == 0 || dir == *held)
        return PAD_IGNORED;
    *held = dir;
    *key = horizontal ? (dir < 0 ? SDLK_LEFT : SDLK_RIGHT) : (dir < 0 ? SDLK_UP : SDLK_DOWN);
    return PAD_KEY;
}

PadEvent pad_event(Pad *p, const SDL_Event *e, SDL_Keycode *key, char *name, size_t name_size)
{
    switch (e->type) {
    case SDL_CONTROLLERDEVICEADDED: {
        if (p->n >= PAD_MAX || find_open(p, SDL_JoystickGetDeviceInstanceID(e->cdevice.which)) >= 0)
            return PAD_IGNORED;
        SDL_GameController *c = SDL_GameControllerOpen(e->cdevice.which);
        if (!c) {
            fprintf(stderr, "lamouche: a game controller cannot be opened: %s\n", SDL_GetError());
            return PAD_IGNORED;
        }
        p->open[p->n++] = c;
        const char *n = SDL_GameControllerName(c);
        snprintf(name, name_size, "%s", n ? n : "?");
        return PAD_ADDED;
    }
    case SDL_CONTROLLERDEVICEREMOVED: {
        const int i = find_open(p, e->cdevice.which);
        if (i < 0)
            return PAD_IGNORED;
        const char *n = SDL_GameControllerName(p->open[i]);
        snprintf(name, name_size, "%s", n ? n : "?");
        SDL_GameControllerClose(p->open[i]);
        p->open[i] = p->open[--p->n];
        p->stick_x = p->stick_y = 0;
        return PAD_REMOVED;
    }
    case SDL_CONTROLLERBUTTONDOWN:
        for (size_t i = 0; i < sizeof pad_keys / sizeof pad_keys[0]; i++)
            if (pad_keys[i].button == e->cbutton.button) {
                *key = pad_keys[i].key;
                return PAD_KEY;
            }
        return PAD_IGNORED;
    case SDL_CONTROLLERAXISMOTION: return stick(p, &e->caxis, key);
    default: return PAD_IGNORED;
    }
}

int pad_wait_event(Pad *p, SDL_Event *e, int timeout_ms)
{
    for (;;) {
        const Uint32 every = p->n > 0 ? PAD_READ_MS : PAD_LOOK_MS;
        if (p->ok && SDL_GetTicks() - p->last_read >= every) {
            SDL_JoystickUpdate(); /* the controllers' presses, comings and goings, as events */
            p->last_read = SDL_GetTicks();
        }
        if (SDL_PollEvent(e))
            return 1;
        if (timeout_ms == 0)
            return 0;
        const int until_read = p->ok ? (int)(every - (SDL_GetTicks() - p->last_read)) : -1;
        const int wait = timeout_ms < 0                              ? until_read
                         : until_read < 0 || timeout_ms < until_read ? timeout_ms
                                                                     : until_read;
        const Uint32 t0 = SDL_GetTicks();
        if (wait < 0 ? SDL_WaitEvent(e) : SDL_WaitEventTimeout(e, wait > 0 ? wait : 1))
            return 1;
        if (timeout_ms > 0) {
            timeout_ms -= (int)(SDL_GetTicks() - t0);
            if (timeout_ms <= 0)
                timeout_ms = 0;
        }
    }
}

StrId pad_twin(StrId keys)
{
    static const StrId twins[][2] = {
        { S_FOOT_RULES, S_FOOT_RULES_PAD }, { S_FOOT_LAST_TRICK, S_FOOT_LAST_TRICK_PAD },
        { S_FOOT_LOG, S_FOOT_LOG_PAD },     { S_LOG_CLOSE, S_LOG_CLOSE_PAD },
        { S_QR_CLOSE, S_QR_CLOSE_PAD },     { S_SKIP_HINT, S_SKIP_PAD },
        { S_GAME_KEY, S_GAME_PAD },         { S_NEXT_KEYS, S_NEXT_PAD },
    };
    for (size_t i = 0; i < sizeof twins / sizeof twins[0]; i++)
        if (twins[i][0] == keys)
            return twins[i][1];
    return keys;
}
