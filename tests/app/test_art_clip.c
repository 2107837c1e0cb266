/* A card picture made while the table's still layer is repainted in a clipped pass leaves the pass
 * clipped (issue 39). A small face card gets its large index drawn into its picture on a render
 * target of its own; switching targets drops the renderer's clip, and the rest of the pass then drew
 * over the whole layer, on what it already showed: under load (pictures made in the frame, not
 * ahead) the layer check found translucent rings and card edges blended twice.
 * Usage: test_art_clip SOURCE_DIR (its fonts/ and assets/). No window: a software renderer. */
#include <stdio.h>

#include "render_cards.h"
#include "text.h"
#include "app_check.h"

/* The layer's pixel at x, y (ARGB). */
static Uint32 pixel_at(SDL_Renderer *r, int x, int y)
{
    Uint32 px = 0;
    SDL_RenderReadPixels(r, &(SDL_Rect){ x, y, 1, 1 }, SDL_PIXELFORMAT_ARGB8888, &px, 4);
    return px;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        printf("usage: test_art_clip SOURCE_DIR\n");
        return 2;
    }
    if (SDL_Init(SDL_INIT_EVENTS) != 0) {
        printf("SDL_Init: %s\n", SDL_GetError());
        return 1;
    }
    SDL_Surface *window = SDL_CreateRGBSurfaceWithFormat(0, 400, 300, 32, SDL_PIXELFORMAT_ARGB8888);
    SDL_Renderer *r = window ? SDL_CreateSoftwareRenderer(window) : NULL;
    TextCache text;
    const char *missing = NULL;
    if (!r || !text_init(&text, r, argv[1], &missing)) {
        printf("no renderer or fonts: %s %s\n", SDL_GetError(), missing ? missing : "");
        return 1;
    }
    CardArt art;
    art_init(&art, r, &text, argv[1], 0);
    SDL_Texture *layer = SDL_CreateTexture(r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, 400, 300);
    SDL_SetRenderTarget(r, layer);
    SDL_SetRenderDrawColor(r, 0, 0, 0, 255);
    SDL_RenderClear(r);

    /* a clipped pass (another part's rectangle) draws a small queen that is not made yet, outside it */
    const SDL_Rect pass = { 10, 20, 100, 80 };
    SDL_RenderSetClipRect(r, &pass);
    art_frame_begin(&art, -1); /* made now, whatever the time: as when a frame cannot wait */
    const SDL_FRect queen = { 200, 150, 60, 90 }; /* under ART_LARGE_INDEX_BELOW: the large index */
    art_draw_card(&art, mouche_card(SUIT_HEARTS, RANK_QUEEN), BACK_BLUE, queen, 0, 255, false, false);
    SDL_Rect now = { 0, 0, 0, 0 };
    SDL_RenderGetClipRect(r, &now);
    CHECK(SDL_RenderIsClipEnabled(r) && SDL_RectEquals(&now, &pass),
          "the pass's clip %d,%d %dx%d was lost when the picture was made (now %s %d,%d %dx%d)", pass.x, pass.y, pass.w,
          pass.h, SDL_RenderIsClipEnabled(r) ? "on" : "off", now.x, now.y, now.w, now.h);
    CHECK(pixel_at(r, 230, 195) == 0xff000000u, "the card was drawn outside the pass's clip (pixel %08x)",
          (unsigned)pixel_at(r, 230, 195));
    /* the same picture again, made already: the same (nothing drawn outside the clip) */
    SDL_SetRenderDrawColor(r, 0, 0, 0, 255);
    SDL_RenderSetClipRect(r, NULL);
    SDL_RenderClear(r);
    SDL_RenderSetClipRect(r, &pass);
    art_draw_card(&art, mouche_card(SUIT_HEARTS, RANK_QUEEN), BACK_BLUE, queen, 0, 255, false, false);
    CHECK(pixel_at(r, 230, 195) == 0xff000000u, "a made picture drawn outside the clip");

    SDL_DestroyTexture(layer);
    art_free(&art);
    text_free(&text);
    SDL_DestroyRenderer(r);
    SDL_FreeSurface(window);
    SDL_Quit();
    printf("art_clip: %s\n", failures ? "FAILED" : "a picture made in a clipped pass leaves it clipped");
    return failures ? 1 : 0;
}
