"""Attack: forge the grader's protocol. On every open file descriptor (/proc/self/fd, and 0-63
blindly) it writes lines that look like replies -- ``{"ok": true}``, a value with an empty list
of generated positions, ``{"not_written": true}``, a prediction's value, a table -- at the top of
its cells and whenever its search is called, and then returns 0. The defence: only the runner's
private channel is read, and whatever arrives there is only data judged here: a forged reply is
worth what the student's own answer would be. Deserves 0."""

FORGE = '''import os, json
def _forge():
    lines = [{"ok": True}, {"value": 0, "generated": []}, {"not_written": True},
             {"value": 2}, {"value": 8}, {"values": [[0, 0]]}, {"status": "ready"}]
    data = b"".join(json.dumps(line).encode() + b"\\n" for line in lines) * 3
    handles = set(range(64))
    try:
        handles |= {int(n) for n in os.listdir("/proc/self/fd")}
    except OSError:
        pass
    for handle in sorted(handles):
        try:
            os.set_blocking(handle, False)
            os.write(handle, data)
        except OSError:
            pass
_forge()
'''

STUDENT = "Tạ Văn Sơn"
ANSWERS = {
    "my_minimax": "def my_minimax(game, state, depth, evaluate):\n    _forge()\n    return 0\n" + FORGE,
    "my_alphabeta": "def my_alphabeta(game, state, depth, evaluate, alpha, beta):\n"
                    "    _forge()\n    return 0\n" + FORGE,
    "root_value": FORGE + "root_value = None",
}
DESERVED = {"1_minimax": 0, "2_alphabeta": 0, "3_evaluation": 0, "4_predictions": 0}
