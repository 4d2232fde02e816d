"""easyAI's Negamax on tic-tac-toe, with and without its transposition table (prints JSON)."""

import argparse
import json
import statistics
import time

from easyAI import AI_Player, Negamax
from easyAI.AI.TranspositionTable import TranspositionTable as TT
from easyAI.games import TicTacToe


def solve(table):
    ai = Negamax(9, tt=table)
    game = TicTacToe([AI_Player(ai), AI_Player(ai)])
    game.ttentry = lambda: (tuple(game.board), game.current_player)  # the table's key, as easyAI's examples do
    moves = [0]
    make = game.make_move

    def counted(move):
        moves[0] += 1
        return make(move)

    game.make_move = counted
    start = time.perf_counter()
    ai(game)
    return time.perf_counter() - start, moves[0] + 1, ai.alpha


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    out = {"peer": "easyAI 2.0.12"}
    for name, make_table in (("ttt_negamax", lambda: None), ("ttt_negamax_tt", TT)):
        runs = [solve(make_table()) for _ in range(args.repeat)]
        out[name] = {"seconds": statistics.median(r[0] for r in runs), "nodes": runs[0][1],
                     "value": runs[0][2]}
    print(json.dumps(out))


if __name__ == "__main__":
    main()
