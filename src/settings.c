/* User settings, stored as key=value lines. */
#include "settings.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mouche/ai.h"
#include "paths.h"

static const double speeds[] = { 0.0, 0.5, 1.0, 1.5, 2.0, 3.0 };

int settings_speed_count(void) { return (int)(sizeof speeds / sizeof speeds[0]); }
double settings_speed_at(int index)
{
    if (index < 0 || index >= settings_speed_count())
        return 1.0;
    return speeds[index];
}
double settings_speed(const Settings *s) { return settings_speed_at(s->speed_index); }

const char *settings_card_style_dir(int style)
{
    static const char *const dirs[CARD_STYLE_COUNT] = { "en", "fr", "en-4c", "fr-4c" };
    return dirs[(style >= 0 && style < CARD_STYLE_COUNT) ? style : 0];
}

void settings_default(Settings *s)
{
    memset(s, 0, sizeof *s);
    s->players = 4;
    s->hands = 12;
    s->rules = mouche_rules_default();
    for (int i = 0; i < 6; i++)
        s->ai_level[i] = 2;
    s->speed_index = 2;
    s->volume = 70;
    s->lang = i18n_system_lang();
    s->card_style = s->lang == LANG_FR ? 1 : 0;
    s->game = GAME_MOUCHE;
    s->bete_players = 5;
    s->bete_deals = 12;
    s->bete_rules = bete_rules_default();
    for (int i = 0; i < 7; i++)
        s->bete_ai_level[i] = 2;
}

static int clampi(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }

bool settings_load(Settings *s, const char *path)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return false;
    char line[1024];
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\r\n")] = 0;
        char *eq = strchr(line, '=');
        if (!eq || line[0] == '#')
            continue;
        *eq = 0;
        const char *k = line, *v = eq + 1;
        int n = atoi(v);
        if (!strcmp(k, "players")) s->players = clampi(n, 3, 6);
        else if (!strcmp(k, "hands")) s->hands = clampi(n, 0, 999);
        else if (!strcmp(k, "rules")) {
            MoucheRules r = s->rules;
            char why[128];
            if (mouche_rules_parse(&r, v, why, sizeof why) && mouche_rules_validate(&r, why, sizeof why))
                s->rules = r;
        } else if (!strcmp(k, "ai")) {
            for (int i = 0; i < 6 && v[i] >= '0' && v[i] <= '9'; i++)
                s->ai_level[i] = clampi(v[i] - '0', 0, 3);
        } else if (!strcmp(k, "speed")) s->speed_index = clampi(n, 0, settings_speed_count() - 1);
        else if (!strcmp(k, "volume")) s->volume = clampi(n, 0, 100);
        else if (!strcmp(k, "mute")) s->mute = n != 0;
        else if (!strcmp(k, "lang")) s->lang = strcmp(v, "fr") == 0 ? LANG_FR : LANG_EN;
        else if (!strcmp(k, "fullscreen")) s->fullscreen = n != 0;
        else if (!strcmp(k, "cards")) s->card_style = clampi(n, 0, CARD_STYLE_COUNT - 1);
        else if (!strcmp(k, "game")) s->game = strcmp(v, "bete") == 0 ? GAME_BETE : GAME_MOUCHE;
        else if (!strcmp(k, "bete_players")) s->bete_players = clampi(n, BETE_MIN_PLAYERS, BETE_MAX_PLAYERS);
        else if (!strcmp(k, "bete_deals")) s->bete_deals = clampi(n, 0, 999);
        else if (!strcmp(k, "bete_rules")) {
            BeteRules r = s->bete_rules;
            char why[128];
            if (bete_rules_parse(&r, v, why, sizeof why) && bete_rules_validate(&r, why, sizeof why))
                s->bete_rules = r;
        } else if (!strcmp(k, "bete_ai")) {
            for (int i = 0; i < 7 && v[i] >= '0' && v[i] <= '9'; i++)
                s->bete_ai_level[i] = clampi(v[i] - '0', 0, 3);
        }
    }
    fclose(f);
    return true;
}

bool settings_save(const Settings *s, const char *path)
{
    char rules[512], brules[256], ai[7], bai[8], text[1536];
    mouche_rules_format(&s->rules, rules, sizeof rules);
    bete_rules_format(&s->bete_rules, brules, sizeof brules);
    for (int i = 0; i < 6; i++)
        ai[i] = (char)('0' + s->ai_level[i]);
    ai[6] = '\0';
    for (int i = 0; i < 7; i++)
        bai[i] = (char)('0' + s->bete_ai_level[i]);
    bai[7] = '\0';
    const int n = snprintf(text, sizeof text,
                           "# La Mouche settings\nplayers=%d\nhands=%d\nrules=%s\nai=%s\nspeed=%d\nvolume=%d\n"
                           "mute=%d\nlang=%s\nfullscreen=%d\ncards=%d\ngame=%s\nbete_players=%d\nbete_deals=%d\n"
                           "bete_rules=%s\nbete_ai=%s\n",
                           s->players, s->hands, rules, ai, s->speed_index, s->volume, s->mute ? 1 : 0,
                           s->lang == LANG_FR ? "fr" : "en", s->fullscreen ? 1 : 0, s->card_style,
                           s->game == GAME_BETE ? "bete" : "mouche", s->bete_players, s->bete_deals, brules, bai);
    return n > 0 && (size_t)n < sizeof text && paths_write_atomic(path, text);
}
