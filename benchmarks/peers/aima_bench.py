"""aima-python (aima3) on tic-tac-toe: alphabeta_search and minimax_decision (prints JSON)."""

import argparse
import json
import statistics
import time

from aima3.games import TicTacToe, alphabeta_search, minimax_decision


def run(search, repeat):
    game = TicTacToe()
    calls = [0]
    result = game.result

    def counted(state, move):
        calls[0] += 1
        return result(state, move)

    game.result = counted
    times = []
    for _ in range(repeat):
        calls[0] = 0
        start = time.perf_counter()
        search(game.initial, game)
        times.append(time.perf_counter() - start)
    return {"seconds": statistics.median(times), "nodes": calls[0] + 1}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--alphabeta-only", action="store_true")
    args = parser.parse_args()
    out = {"peer": "aima3 1.0.11", "ttt_alphabeta": run(alphabeta_search, args.repeat)}
    if not args.alphabeta_only:
        out["ttt_minimax"] = run(minimax_decision, 1)
    print(json.dumps(out))


if __name__ == "__main__":
    main()
