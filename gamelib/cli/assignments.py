"""``python -m gamelib assignments``: the nbgrader course (teacher) or the students' version."""

from __future__ import annotations

import argparse


def configure(parser: argparse.ArgumentParser) -> None:
    parser.description = (
        "The graded assignment (write minimax, write alpha-beta, write a Dodgem evaluation graded "
        "by games won, predictions), after Berkeley CS188's multi-agent project. --course writes "
        "an nbgrader course directory with the model answers and hidden tests (keep it from the "
        "students); --release writes the students' version without them.")
    parser.epilog = ("Teacher: python -m gamelib assignments --course course/ ; cd course ; "
                     "nbgrader generate_assignment adversarial-search ; (collect into "
                     "submitted/STUDENT/adversarial-search/) nbgrader autograde adversarial-search")
    parser.add_argument("--course", metavar="DIR", help="write the nbgrader course directory here")
    parser.add_argument("--release", metavar="DIR", help="write the students' version here")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from pathlib import Path

    from gamelib import assignments

    if not args.course and not args.release:
        raise ValueError("say where: --course DIR (the teacher's nbgrader course) and/or "
                         "--release DIR (the students' version)")
    written = []
    if args.course:
        written += assignments.write_course(args.course)
    if args.release:
        written += assignments.write_release(args.release)
    for path in written:
        print(f"wrote {Path(path)}")
    return 0
