"""Attack: borrow gamelib's own search from wherever it is installed. A teacher who did
``pip install gamelib`` has gamelib -- searches, checks, model answers -- in the interpreter's
site-packages, which the sandbox binds read-only so that Python runs. The cell looks for
``gamelib/search/minimax.py`` (and alpha-beta) in every ``sys.path`` entry, site-packages and
the visible file system (bounded), loads it under another name and calls it. The defence: no
copy of gamelib's searches in the sandbox, whatever the installation; calling gamelib's search
earns nothing either way. Deserves 0."""

BORROW = '''import importlib.util, os, sys, site, time, glob
def _borrow(what):
    places = list(sys.path)
    try:
        places += site.getsitepackages()
    except Exception:
        pass
    places += glob.glob("/usr/lib/python3*/*-packages") + glob.glob("/usr/local/lib/python3*/*-packages")
    places += glob.glob(sys.prefix + "/lib/python3*/site-packages")
    end = time.monotonic() + 3
    for top in places + ["/"]:
        for root, folders, files in os.walk(top):
            if time.monotonic() > end:
                break
            if root.endswith(os.path.join("gamelib", "search")) and what + ".py" in files:
                sys.path.insert(0, os.path.dirname(os.path.dirname(root)))
                try:
                    module = importlib.import_module("gamelib.search." + what)
                    print("borrowed", module.__file__)
                    return getattr(module, what)
                except Exception as exc:
                    print("found but could not import", root, exc)
    print("no gamelib search found")
    return None
'''

STUDENT = "Văn Thị Uyên"
ANSWERS = {
    "my_minimax": "def my_minimax(game, state, depth, evaluate):\n"
                  "    return _search(game, state, depth=depth, evaluate=evaluate).value\n"
                  + BORROW + "_search = _borrow('minimax')\n",
    "my_alphabeta": "def my_alphabeta(game, state, depth, evaluate, alpha, beta):\n"
                    "    return _search(game, state, depth=depth, evaluate=evaluate).value\n"
                    + BORROW + "_search = _borrow('alphabeta')\n",
}
DESERVED = {"1_minimax": 0, "2_alphabeta": 0, "3_evaluation": 0, "4_predictions": 0}
