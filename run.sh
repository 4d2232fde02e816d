#!/usr/bin/env bash
# gamelib's entry points for a fresh machine:
#   ./run.sh lab [args]     set up .venv, then open the lessons in JupyterLab (args go to it)
#   ./run.sh test [args]    set up .venv, then run the whole test suite (args go to pytest)
#   ./run.sh setup          set up .venv and the class server's proxy, nothing else
set -euo pipefail
cd "$(dirname "$0")"
VENV="${GAMELIB_VENV:-.venv}"

# Set up .venv once; later runs skip pip unless requirements.txt or pyproject.toml changed, so
# `./run.sh lab` starts in a second, and offline, once set up.
setup() {
    local stamp="$VENV/.gamelib-setup" wanted
    wanted=$(cat requirements.txt pyproject.toml | cksum)
    if [ -x "$VENV/bin/python" ] && [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$wanted" ]; then
        warm_othello_kernel
        return 0
    fi
    # set up by hand (README: "By hand")? Then everything asked for is there already: no pip
    if [ -x "$VENV/bin/python" ] && "$VENV/bin/python" - <<'PY' 2>/dev/null
import importlib.metadata as metadata, pathlib, sys
from packaging.requirements import Requirement
for line in pathlib.Path("requirements.txt").read_text().splitlines():
    line = line.split("#")[0].strip()
    if line:
        wanted = Requirement(line)
        if not wanted.specifier.contains(metadata.version(wanted.name), prereleases=True):
            sys.exit(1)
import gamelib  # this checkout's, installed in place
sys.exit(pathlib.Path(gamelib.__file__).resolve().parents[1] != pathlib.Path.cwd().resolve())
PY
    then
        finish_setup "$wanted"
        return 0
    fi
    if [ ! -x "$VENV/bin/python" ]; then
        echo "run.sh: setting up $VENV for the first time (JupyterLab, widgets, JupyterHub," \
             "nbgrader, tests: about five minutes and 1.1 GB)" >&2
        python3 -m venv "$VENV"
    else
        echo "run.sh: requirements changed: updating $VENV" >&2
    fi
    # pip byte-compiles what it installs one file at a time (about 25 s of the set-up here);
    # compileall does the same on every core afterwards (about 14 s on two). Compiled it must be:
    # where PYTHONDONTWRITEBYTECODE is set, nothing compiles it later, every process compiles
    # its imports again. (A file compileall cannot compile, pip skips too: its status is no news.)
    "$VENV/bin/python" -m pip install -q --no-compile --disable-pip-version-check -r requirements.txt
    "$VENV/bin/python" -m compileall -q -j 0 "$("$VENV/bin/python" -c \
        'import sysconfig; print(sysconfig.get_paths()["purelib"])')" >/dev/null 2>&1 || true
    # no build isolation: setuptools comes from requirements.txt, so nothing is fetched here
    "$VENV/bin/python" -m pip install -q --disable-pip-version-check --no-deps \
        --no-build-isolation -e .
    finish_setup "$wanted"
}

finish_setup() {
    # nbgrader (the teacher's grading, from the command line) stays out of the students' Lab:
    # no menus, panels or server extensions there (README: how a teacher turns them on)
    # (one Jupyter process for all the Lab extensions, one for all the server ones: each start
    # of `jupyter` costs a second or two)
    "$VENV/bin/jupyter" labextension disable --level=sys_prefix @jupyter/nbgrader \
        "@jupyterlab/apputils-extension:announcements" >/dev/null 2>&1 || true
    "$VENV/bin/jupyter" server extension disable --sys-prefix \
        nbgrader.server_extensions.{formgrader,validate_assignment,assignment_list,course_list} \
        >/dev/null 2>&1 || true
    # jsonschema imports rfc3987-syntax (jupyter-events asks for it), which builds about 35
    # Lark parsers as it loads: 2 s of CPU at the start of every Jupyter, Voila, nbconvert and
    # nbgrader process (python-jsonschema/jsonschema#1428). Nothing here checks the one format
    # it serves (an IRI); without it jsonschema leaves that format unchecked and starts at once.
    "$VENV/bin/python" -m pip uninstall -y -q --disable-pip-version-check rfc3987-syntax \
        >/dev/null 2>&1 || true
    echo "$1" > "$VENV/.gamelib-setup"
    warm_othello_kernel
}

# JupyterLab asks every new user "get notified about official Jupyter news?" in a pop-up (and
# then fetches the news from the web): not for students. JupyterLab's own documented switch,
# for the environment (./run.sh lab and the class server's students alike); finish_setup turns
# it off with nbgrader's, this for a .venv set up before it did
quiet_news() {
    if ! grep -qs 'apputils-extension:announcements' "$VENV/etc/jupyter/labconfig/page_config.json"; then
        "$VENV/bin/jupyter" labextension disable --level=sys_prefix \
            "@jupyterlab/apputils-extension:announcements" >/dev/null 2>&1 || true
    fi
}

# numba compiles the Othello engine's kernel on first use (about 10 s on two cores) and caches
# it beside its source: compile it here, once, so no student's first board waits for it. And
# gamelib's own modules, byte-compiled (in a fraction of a second once done): where
# PYTHONDONTWRITEBYTECODE is set, every kernel, sandbox and command would compile them again.
warm_othello_kernel() {
    "$VENV/bin/python" -m compileall -q gamelib >/dev/null 2>&1 || true
    if ! ls gamelib/engines/othello_kernel/__pycache__/*.nbi >/dev/null 2>&1; then
        "$VENV/bin/python" -c "import importlib.util as u
if u.find_spec('numba'): from gamelib.engines.othello_kernel import warm_up; warm_up()" \
            >/dev/null 2>&1 || true
    fi
}

# axe-core, the WCAG checker the browser tests run, from the npm registry (no browser download)
ensure_axe() {
    if [ ! -f "$VENV/axe/node_modules/axe-core/axe.min.js" ] && command -v npm >/dev/null 2>&1; then
        npm install --silent --no-audit --no-fund --prefix "$VENV/axe" axe-core@4 >/dev/null 2>&1 \
            || echo "run.sh: could not install axe-core: the accessibility checks are skipped" >&2
    fi
}

# configurable-http-proxy, the proxy JupyterHub puts in front of the students' servers (python -m
# gamelib class-server), from the npm registry like axe-core; without npm the class server says so
ensure_proxy() {
    if [ ! -x "$VENV/chp/node_modules/.bin/configurable-http-proxy" ] && command -v npm >/dev/null 2>&1; then
        npm install --silent --no-audit --no-fund --prefix "$VENV/chp" configurable-http-proxy@5 \
            >/dev/null 2>&1 \
            || echo "run.sh: could not install configurable-http-proxy: the class server's test is skipped" >&2
    fi
}

# Debian packages: bubblewrap, the sandbox tournaments run students' bots in, and Chromium, the
# browser the browser tests drive (never a browser download). Install what is missing when
# apt-get can; otherwise say so -- bots then run without a sandbox, browser tests are skipped.
ensure_debian_packages() {
    local wanted=""
    if ! command -v bwrap >/dev/null 2>&1; then wanted="bubblewrap"; fi
    if [ "${1:-}" = with-chromium ] && [ ! -x /usr/bin/chromium ] \
            && ! command -v chromium >/dev/null 2>&1; then
        wanted="$wanted chromium"
    fi
    if [ -z "$wanted" ]; then return 0; fi
    local sudo=""
    if ! command -v apt-get >/dev/null 2>&1; then
        sudo="none"
    elif [ "$(id -u)" != 0 ]; then
        if sudo -n true 2>/dev/null; then sudo="sudo"; else sudo="none"; fi
    fi
    if [ "$sudo" = none ]; then
        echo "run.sh: missing:$wanted -- install with your package manager (Debian/Ubuntu:" \
             "sudo apt-get install$wanted); until then tournaments run bots without a sandbox" \
             "and the browser tests are skipped" >&2
        return 0
    fi
    echo "run.sh: installing$wanted (apt-get; Chromium takes about a minute)" >&2
    $sudo apt-get update -qq
    # shellcheck disable=SC2086  # one package name a word
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq $wanted >/dev/null
}

case "${1:-}" in
    lab)
        shift
        setup
        quiet_news  # (a .venv set up before the switch: once)
        ensure_debian_packages
        extra=()
        if [ "$(id -u)" = 0 ]; then extra+=(--allow-root); fi  # containers often run as root
        # the student works in their own copy, my-lessons/ (git ignores it): made the first
        # time, then brought up to date at every start -- the course's new and changed cells
        # come in, every cell the student wrote stays, and `git pull` never meets their answers
        "$VENV/bin/python" -m gamelib lessons --copy
        # the lessons are ours: trusted, so Lab and Voila show them without a trust warning
        "$VENV/bin/jupyter" trust my-lessons/*.ipynb my-lessons/vi/*.ipynb >/dev/null 2>&1 || true
        # rooted at the repository (README, data/, examples/ visible), the course map open
        exec "$VENV/bin/jupyter" lab "${extra[@]}" --ServerApp.root_dir="$PWD" \
            --LabApp.default_url=/lab/tree/my-lessons/00_index.ipynb "$@"
        ;;
    test)
        shift
        setup
        ensure_debian_packages with-chromium
        ensure_axe
        ensure_proxy
        exec "$VENV/bin/python" -m pytest "$@"
        ;;
    setup)  # the set-up step alone (the two commands above run it first), and the class server's proxy
        setup
        ensure_proxy
        echo "run.sh: $VENV is ready"
        ;;
    *)
        echo "usage: ./run.sh lab [jupyter lab arguments] | ./run.sh test [pytest arguments]" \
             "| ./run.sh setup" >&2
        exit 2
        ;;
esac
