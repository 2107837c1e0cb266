/* mouche-sim --game bete: La Bête headless (random-legal play, transcript, bench). */
#ifndef MOUCHE_BETE_SIM_H
#define MOUCHE_BETE_SIM_H

int bete_sim_main(int argc, char **argv);

#endif
