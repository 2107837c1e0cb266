/* Tweens and easing. */
#include "anim.h"

float anim_clamp01(float t) { return t < 0 ? 0 : t > 1 ? 1 : t; }

float ease_out_cubic(float t)
{
    t = anim_clamp01(t) - 1;
    return t * t * t + 1;
}

float ease_in_out_cubic(float t)
{
    t = anim_clamp01(t);
    if (t < 0.5f)
        return 4 * t * t * t;
    float f = 2 * t - 2;
    return 0.5f * f * f * f + 1;
}

float ease_out_back(float t)
{
    t = anim_clamp01(t);
    const float c1 = 1.70158f, c3 = c1 + 1;
    float u = t - 1;
    return 1 + c3 * u * u * u + c1 * u * u;
}

float anim_lerp(float a, float b, float t) { return a + (b - a) * t; }

SDL_FRect anim_rect_lerp(SDL_FRect a, SDL_FRect b, float t)
{
    return (SDL_FRect){ anim_lerp(a.x, b.x, t), anim_lerp(a.y, b.y, t), anim_lerp(a.w, b.w, t),
                        anim_lerp(a.h, b.h, t) };
}

float anim_sub(float t, float t0, float t1)
{
    if (t1 <= t0)
        return t >= t1 ? 1.f : 0.f;
    return anim_clamp01((t - t0) / (t1 - t0));
}
