# The template game's backend (src/CMakeLists.txt includes this file: its one line).
target_sources(lamouche PRIVATE ${CMAKE_CURRENT_LIST_DIR}/template_game.c ${CMAKE_CURRENT_LIST_DIR}/template_draw.c
                               ${CMAKE_CURRENT_LIST_DIR}/template_shown.c)
target_include_directories(lamouche PRIVATE ${CMAKE_CURRENT_LIST_DIR})
