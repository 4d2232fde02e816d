#!/usr/bin/env bash
# gamelib's two entry points for a fresh machine:
#   ./run.sh lab [args]     set up .venv, then open the lessons in JupyterLab (args go to it)
#   ./run.sh test [args]    set up .venv, then run the whole test suite (args go to pytest)
set -euo pipefail
cd "$(dirname "$0")"
VENV="${GAMELIB_VENV:-.venv}"

setup() {
    if [ ! -x "$VENV/bin/python" ]; then
        python3 -m venv "$VENV"
    fi
    "$VENV/bin/python" -m pip install -q --disable-pip-version-check -r requirements.txt
    "$VENV/bin/python" -m pip install -q --disable-pip-version-check --no-deps -e .
}

case "${1:-}" in
    lab)
        shift
        setup
        extra=()
        if [ "$(id -u)" = 0 ]; then extra+=(--allow-root); fi  # containers often run as root
        exec "$VENV/bin/jupyter" lab "${extra[@]}" "$@" notebooks/00_index.ipynb
        ;;
    test)
        shift
        setup
        exec "$VENV/bin/python" -m pytest "$@"
        ;;
    *)
        echo "usage: ./run.sh lab [jupyter lab arguments] | ./run.sh test [pytest arguments]" >&2
        exit 2
        ;;
esac
