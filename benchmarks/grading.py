"""What grading in the sandbox costs a submission: each notebook of the assignment graded with
gamelib's model answers, in the sandbox and with the sandbox turned off (the answers then run in
a plain process of their own), interleaved; medians of ``--repeat`` runs.

    python benchmarks/grading.py [--repeat 5] [--json FILE]

The verdicts are computed in this process either way; what differs is how the answers' process
starts (bubblewrap, cgroups, a host user of its own) and each request's round trip.
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import time

import nbformat

from gamelib.grading.assignment import course_notebooks
from gamelib.grading.sandboxed import grade_notebook
from gamelib.sandbox.isolation import describe, isolation

SECRET = "benchmark-course-secret"


def seconds(name: str, notebook: dict, confinement: object) -> float:
    copy = nbformat.from_dict(json.loads(json.dumps(notebook)))
    started = time.perf_counter()
    problems = grade_notebook(copy, name, SECRET, confinement=confinement)
    took = time.perf_counter() - started
    if problems:
        raise RuntimeError(f"{name}: {problems}")
    return took


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--json")
    args = parser.parse_args()
    ways = {"sandbox": isolation("auto"), "no sandbox": isolation("off")}
    notebooks = course_notebooks("en")
    times: dict[str, dict[str, list[float]]] = {way: {n: [] for n in notebooks} for way in ways}
    for name, notebook in notebooks.items():  # warm the caches (the reference bars, imports)
        seconds(name, notebook, ways["no sandbox"])
    for _ in range(args.repeat):
        for name, notebook in notebooks.items():
            for way, confinement in ways.items():
                times[way][name].append(seconds(name, notebook, confinement))
    report = {"machine": f"{platform.machine()}, {platform.python_implementation()} "
                         f"{platform.python_version()}, {platform.system()}",
              "sandbox": describe(ways["sandbox"]),
              "median seconds": {way: {n: round(statistics.median(t), 3) for n, t in by.items()}
                                 for way, by in times.items()}}
    print(json.dumps(report, indent=1, ensure_ascii=False))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as out:
            json.dump(report, out, indent=1, ensure_ascii=False)


if __name__ == "__main__":
    main()
