"""Derive Othello perft counts under both rules with the plain reference implementation in
tests/othello_reference.py (no bitboards, nothing shared with gamelib), and write perft.json.

    .venv/bin/python data/othello/derive_perft.py      # about 10 minutes on one core

Under standard rules perft(d) counts pass moves and games over early as the published tables
do; under the course's rule (assignment 001 §I.2, rule 7) the game ends when the player to
move cannot move.  The two first differ at depth 9: the 8-ply lines that reach a position
whose mover cannot move are one leaf each under standard rules and none under the course's.
"""

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))

from tests import othello_reference as ref  # noqa: E402

DEPTH = 9

if __name__ == "__main__":
    board = ref.start()
    result = {"source": "tests/othello_reference.py via data/othello/derive_perft.py",
              "course": [], "standard": []}
    for rule in ("course", "standard"):
        for depth in range(1, DEPTH + 1):
            result[rule].append(ref.perft(board, "B", depth, rule))
            print(rule, depth, result[rule][-1], flush=True)
    result["stuck_after_8"] = [" ".join(line) for line in ref.stuck_lines(board, "B", 8)]
    (HERE / "perft.json").write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")
