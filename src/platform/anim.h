/* Tweens and easing. */
#ifndef LAMOUCHE_ANIM_H
#define LAMOUCHE_ANIM_H

#include <SDL.h>

float anim_clamp01(float t);
float ease_out_cubic(float t);
float ease_in_out_cubic(float t);
float ease_out_back(float t);
float anim_lerp(float a, float b, float t);
SDL_FRect anim_rect_lerp(SDL_FRect a, SDL_FRect b, float t);
/* Local progress of a sub-interval [t0,t1] of a step at progress t, clamped. */
float anim_sub(float t, float t0, float t1);

#endif
