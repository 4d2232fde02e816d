"""Attack (new): make the *teacher's* process do the work. The search does no search: it
appends to the recording game's list (``game.generated``, which the runner sends back) about
800,000 copies of one legal (position, move) pair -- 10 MB, a third of the grader's reply limit,
small enough that the sandbox sends it well within its 5 s budget -- and returns the root's
evaluation. The grader then parses the reply and replays every pair through the rules, outside
any budget, for every position of every test. The defence: the host's own work on a reply bounded (no more positions than the reference
search generates, or a budget that counts the host's time): at most about 30 s more than a
right submission. Deserves 0.

Measured on the 2-core test machine: the grader parses and replays a 30 MB reply in about 25 s
(tic-tac-toe) or 14 s (Dodgem) of its own time (but 30 MB does not leave the sandbox within its
5 s); 10 MB costs it about 8 s. Flooding all of minimax's 44 positions would cost about 6 minutes
a notebook; to keep the test short the flood is sent on the first eight calls only (about a
minute of the grader's time): still over the 30 s budget."""

MILLION = '''import json
_calls = [0]
def _flood(game, state):
    _calls[0] += 1
    if _calls[0] > 8:
        return
    def plain(value):
        return [plain(v) for v in value] if isinstance(value, tuple) else value
    move = list(game.legal_actions(state))[0]
    pair = [plain(state), plain(move)]
    count = (10 * 2 ** 20) // (len(json.dumps(pair)) + 2)
    recorded = getattr(game, "generated", None)
    if isinstance(recorded, list):
        recorded.extend([pair] * count)
'''

STUDENT = "Ông Văn Tài"
ANSWERS = {
    "my_minimax": "def my_minimax(game, state, depth, evaluate):\n"
                  "    _flood(game, state)\n    return evaluate(state, game.to_move(state))\n" + MILLION,
}
DESERVED = {"1_minimax": 0, "2_alphabeta": 0, "3_evaluation": 0, "4_predictions": 0}
