# The template game's part of the engine (engine/CMakeLists.txt includes this file: its one line).
target_sources(mouche_engine PRIVATE ${CMAKE_CURRENT_LIST_DIR}/template_game.c ${CMAKE_CURRENT_LIST_DIR}/template_cardgame.c)
target_include_directories(mouche_engine PUBLIC ${CMAKE_CURRENT_LIST_DIR}/include)
