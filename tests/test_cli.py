"""The command line, run as a user runs it."""

import json
import subprocess
import sys


def run(*args):
    return subprocess.run([sys.executable, "-m", "gamelib", *args], capture_output=True,
                          text=True, timeout=60)


def test_lecture_table_json_for_both_roots():
    white = json.loads(run("lecture", "fig4_8", "--root", "max", "--json").stdout)
    assert white[0] == {"node": "1", "value": 10,
                        "windows": [["-inf", "inf"], [-3, "inf"], [10, "inf"]], "cut": []}
    assert white[3] == {"node": "4", "value": 8, "windows": [[10, "inf"], [10, 8]],
                        "cut": ["11", "12"]}
    assert white[10] == {"node": "11", "value": 17, "windows": [], "cut": []}
    black = json.loads(run("lecture", "fig4_8", "--root", "min", "--json").stdout)
    assert black[0]["value"] == 8 and black[2]["cut"] == ["9"]
    assert black[8] == {"node": "9", "value": None, "windows": [], "cut": []}
    assert [row["node"] for row in black] == [str(i) for i in range(1, 21)]


def test_lecture_table_text():
    out = run("lecture", "fig4_8", "--root", "min").stdout
    assert "▲ 4   8" in out and "11, 12" in out and out.strip().endswith("1 = 8")


def test_lecture_minimax_values_json():
    values = json.loads(run("lecture", "fig4_3", "--json").stdout)
    assert values["a"] == 2 and values["i"] == 3 and values["d"] == 2 and len(values) == 15


def test_unknown_tree_lists_the_known_ones():
    done = run("lecture", "fig9_9")
    assert done.returncode == 2
    assert "invalid choice: 'fig9_9'" in done.stderr and "'fig4_8'" in done.stderr


def test_solve_dodgem_and_tictactoe():
    dodgem = json.loads(run("solve", "dodgem", "--size", "3", "--rule", "vout", "--json").stdout)
    assert dodgem["winner"] == "Black" and dodgem["positions"] == 1963
    assert dodgem["winning_first_moves"] == ["a3-b3"]
    text = run("solve", "tictactoe").stdout
    assert "positions reachable: 5,478" in text and "value: draw" in text
    assert run("solve", "dodgem", "--size", "9").returncode == 2


import pytest  # noqa: E402


@pytest.mark.parametrize("args, says", [
    (["arena", "tictactoe", "random", "greedy", "--options", "notjson"], "--options is not JSON"),
    (["arena", "tictactoe", "random", "greedy", "--options", "[1]"], "must be a JSON object"),
    (["arena", "tictactoe", "random", "greedy", "--options", '{"bogus": 1}'],
     "unknown option 'bogus' for tictactoe"),
    (["arena", "dodgem", "random", "greedy", "--options", '{"size": 99}'], "from 3 to 15"),
    (["arena", "tictactoe", "random", "greedy", "--games", "-1"], "at least 1"),
    (["arena", "tictactoe", "random", "greedy", "--jobs", "0"], "at least 1"),
    (["arena", "tictactoe", "random", "greedy", "--max-plies", "-1"], "at least 1"),
    (["arena", "tictactoe", "random", "greedy", "--opening-plies", "-5"], "at least 0"),
    (["arena", "othello", "random", "engine:nan"], "seconds from 0.01 to 3600, got 'nan'"),
    (["arena", "othello", "random", "iterative:-1"], "seconds from 0.01 to 3600"),
    (["arena", "dodgem", "random", "alphabeta:0"], "whole number from 1 to 30"),
    (["othello-server", "--port", "70000"], "from 0 to 65535"),
    (["othello-server", "--port", "-1"], "from 0 to 65535"),
    (["othello-server", "--port", "0", "--time-per-move", "nan"], "time_per_move must be"),
    (["othello-server", "--port", "0", "--time-per-move", "0"], "time_per_move must be"),
    (["solve", "dodgem", "--size", "5"], "depth-limited search"),
    (["solve", "dodgem", "--size", "3.5"], "--size takes a whole number (such as 4), not '3.5'"),
    (["perft", "oanquan", "1", "--quan-stops", "maybe"], "--quan-stops is true or false"),
])
def test_mistakes_on_the_command_line_say_what_is_allowed(args, says):
    result = run(*args)
    assert result.returncode == 2, result.stderr
    assert says in result.stderr and "Traceback" not in result.stderr


@pytest.mark.parametrize("given, says", [
    ("[" * 100_000, "nested too deeply"),
    ('{"victory_cell": "a1 c7 d5 g4 f3", "cell": "x", "you": "BLACK", "time_limit": "nan"}',
     "time_limit must be a number of seconds"),
    ('{"victory_cell": "a1 c7 d5 g4 f3", "cell": "x", "you": "BLACK", "time_limit": null}',
     "time_limit must be a number of seconds"),
    ('{"victory_cell": "a1 c7 d5 g4 f3", "cell": "x", "you": "BLACK", "time_limit": [1]}',
     "time_limit must be a number of seconds"),
])
def test_the_bot_refuses_bad_input_without_a_traceback(given, says):
    result = subprocess.run([sys.executable, "-m", "gamelib", "othello-bot"], input=given,
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 2 and says in result.stderr and "Traceback" not in result.stderr


def test_a_closed_pipe_is_no_error():
    result = subprocess.run(f"{sys.executable} -m gamelib lecture fig4_8 | head -1", shell=True,
                            capture_output=True, text=True, timeout=60)
    assert result.stdout.startswith("Node") and "Traceback" not in result.stderr


def test_pool_workers_end_when_the_arena_is_killed():
    """kill -9 of the arena must not leave its worker processes running."""
    import os
    import signal
    import time

    arena = subprocess.Popen([sys.executable, "-m", "gamelib", "arena", "othello", "engine:0.5",
                              "engine:0.4", "--games", "40", "--jobs", "2"],
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    children: set[int] = set()
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and len(children) < 2:
        time.sleep(0.3)
        children = {int(p) for p in subprocess.run(["pgrep", "-P", str(arena.pid)], capture_output=True,
                                                   text=True).stdout.split()}
    assert children, "the arena started no workers"
    os.kill(arena.pid, signal.SIGKILL)
    arena.wait()
    deadline = time.monotonic() + 10
    alive = set(children)
    while alive and time.monotonic() < deadline:
        time.sleep(0.3)
        alive = {pid for pid in alive if _running(pid)}
    assert not alive, f"workers {sorted(alive)} outlived the arena"


def _running(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().split()[2] != "Z"
    except FileNotFoundError:
        return False


def test_the_client_explains_a_broken_bot_and_a_missing_server(tmp_path):
    import socket

    broken = tmp_path / "broken.py"
    broken.write_text("def bot(victory_cell, cell, you)\n    return 'NULL'\n")
    raising = tmp_path / "raising.py"
    raising.write_text("raise RuntimeError('no model file')\n")
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = str(sock.getsockname()[1])  # nothing listens there once closed
    for args, says in ((["--bot-module", f"{broken}:bot"], "syntax error on line 1"),
                       (["--bot-module", f"{raising}:bot"], "RuntimeError: no model file"),
                       (["--bot", "weak"], f"cannot reach a server at 127.0.0.1:{port}")):
        result = run("othello-client", "--port", port, *args)
        assert result.returncode == 2 and says in result.stderr, result.stderr
        assert "Traceback" not in result.stderr


# -- Othello positions the way people have them (issue 25) ----------------------------------------
# 12 empty squares, a1 empty (the board begins with "-"), black to move: reached by random play
EARLY_DASH = "-OOO---O-OOXO--OOOOOXOXOOOXOOXXOOXOOOXXOOOXOXOOOO-XXXXOO--XO-O-O"


def _exact(board, to_move):
    from gamelib.engines import othello_kernel as kernel
    from gamelib.games.othello import parse_position, square_name

    black, white = parse_position(board)
    me, opp = (black, white) if to_move == "black" else (white, black)
    value, square, _ = kernel.solve(me, opp)
    return square_name(square), value


@pytest.mark.parametrize("how", [["BOARD"], ["--position", "BOARD"], ["--position=BOARD"]])
def test_a_board_beginning_with_a_dash_is_a_board_not_an_option(how):
    args = [word.replace("BOARD", EARLY_DASH) for word in how]
    done = run("solve", "othello", *args, "--to-move", "black", "--json")
    assert done.returncode == 0, done.stderr
    row = json.loads(done.stdout)
    assert (row["move"], row["score"]) == _exact(EARLY_DASH, "black") and row["empties"] == 12


def test_an_obf_line_with_and_without_answers():
    move, score = _exact(EARLY_DASH, "black")
    right = run("solve", "othello", "--obf", f"{EARLY_DASH} X; {move.upper()}:{score:+d}; A1:-40;")
    assert right.returncode == 0 and f"known: {move} {score:+d} -- right" in right.stdout
    wrong = run("solve", "othello", "--obf", f"{EARLY_DASH} X; H2:{score + 2:+d};")
    assert wrong.returncode == 1 and "WRONG" in wrong.stdout
    bare = json.loads(run("solve", "othello", "--obf", f"{EARLY_DASH} X", "--json").stdout)
    assert bare["known"] is None and bare["right"] is None and bare["move"] == move


def test_an_obf_file_is_solved_as_a_table(tmp_path):
    move, score = _exact(EARLY_DASH, "black")
    white_move, white_score = _exact(EARLY_DASH, "white")
    obf = tmp_path / "mine.obf"
    obf.write_text("# two positions\n"
                   f"{EARLY_DASH} X; {move.upper()}:{score:+d};\n"
                   f"{EARLY_DASH} O; {white_move.upper()}:{white_score:+d};\n"
                   f"{EARLY_DASH} X;\n")
    done = run("solve", "othello", "--file", str(obf), "--from", "2", "--count", "1", "--json")
    rows = json.loads(done.stdout)
    assert done.returncode == 0 and len(rows) == 1
    assert rows[0]["index"] == 2 and rows[0]["line"] == 3 and rows[0]["right"] is True
    table = run("solve", "othello", "--file", str(obf)).stdout.splitlines()
    assert "known best" in table[0] and len(table) == 4 and "right" in table[1].split()


@pytest.mark.parametrize("args, says", [
    (["--obf", EARLY_DASH + " B"], "side to move as X (black) or O (white)"),
    (["--obf", EARLY_DASH[:60] + " X"], "an OBF line is 64 squares"),
    (["--obf", EARLY_DASH + " X; A2=+3"], "MOVE:SCORE such as A2:+38"),
    (["--obf", EARLY_DASH.replace("X", "B") + " X"], "allowed are X (black), O (white) and - (empty)"),
    ([EARLY_DASH], "a board needs --to-move"),
    ([EARLY_DASH, "--obf", EARLY_DASH + " X"], "othello needs one position"),
    (["--file", "no-such.obf"], "no such file"),
])
def test_malformed_othello_positions_get_one_line_saying_what_is_allowed(args, says):
    done = run("solve", "othello", *args)
    assert done.returncode == 2 and says in done.stderr and "Traceback" not in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1


def test_a_malformed_line_in_a_file_is_named(tmp_path):
    obf = tmp_path / "bad.obf"
    obf.write_text(f"{EARLY_DASH} X;\nnot a position\n")
    done = run("solve", "othello", "--file", str(obf))
    assert done.returncode == 2 and "bad.obf line 2" in done.stderr


def test_perft_counts_with_the_kernel_and_with_plain_python():
    fast = json.loads(run("perft", "othello", "9", "--rule", "standard", "--json").stdout)
    assert fast["leaves"] == 3_005_288 and "kernel" in fast["counted_by"]
    plain = json.loads(run("perft", "othello", "5", "--plain", "--json").stdout)
    assert plain["leaves"] == 1_396 and "plain Python" in plain["counted_by"]


def test_only_the_command_run_is_configured():
    """`--help` and `lecture` must not import the Othello engine (numba) or the tournament."""
    probe = ("import sys; from gamelib.cli import main; main(['lecture', 'fig4_8', '--json']); "
             "print(sorted(m for m in sys.modules if m.startswith(('numba', 'gamelib.engines.', "
             "'gamelib.arena', 'gamelib.bots', 'matplotlib', 'ipywidgets'))))")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().splitlines()[-1] == "[]"
    help_text = run("--help").stdout
    assert all(command in help_text for command in ("lecture", "solve", "perft", "tournament"))
    assert "--rule" in run("perft", "--help").stdout


def test_the_help_names_the_games_each_command_takes_from_the_kits():
    """``solve`` and ``perft`` name the games whose kits offer them, read from the kits."""
    from gamelib.kits import all_kits

    shown = " ".join(run("--help").stdout.split())
    for switch in ("solve", "perft"):
        offered = ", ".join(each.name for each in all_kits() if switch in each.offers())
        assert offered and f"({offered})" in shown, switch
    assert "tic-tac-toe, Dodgem" not in shown


def test_printed_hints_name_the_interpreter_the_teacher_can_paste(tmp_path, monkeypatch):
    """`then: python -m gamelib course autograde ...` failed for a teacher whose `python` is the
    system's ("No module named 'babel'"): a hint names this interpreter as it can be typed."""
    import sys

    from gamelib.core import paths

    venv = tmp_path / ".venv" / "bin"
    venv.mkdir(parents=True)
    (venv / "python").write_text("")
    (venv / "python").chmod(0o755)
    monkeypatch.setattr(sys, "executable", str(venv / "python"))
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("PATH", "/usr/bin:/bin")  # sudo's, or a shell without the venv
    assert paths.python_command() == ".venv/bin/python"
    (tmp_path / "elsewhere").mkdir()
    monkeypatch.chdir(tmp_path / "elsewhere")
    assert paths.python_command() == str(venv / "python")
    monkeypatch.setenv("PATH", f"{venv}:/usr/bin")  # the venv activated: its python first
    assert paths.python_command() == "python"
