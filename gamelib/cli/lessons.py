"""``python -m gamelib lessons``: keep the Vietnamese edition in step with the English one; make
or update a student's own copy of the lessons (``--copy``)."""

from __future__ import annotations

import argparse


def configure(parser: argparse.ArgumentParser) -> None:
    parser.description = (
        "notebooks/vi/ is generated from the English notebooks (the code) and "
        "notebooks/translations/*.vi.json (the Vietnamese text). With no option: list what keeps "
        "the editions apart (exit 1 if anything does).")
    parser.add_argument("--build", action="store_true", help="write notebooks/vi/ from the sources")
    parser.add_argument("--todo", metavar="PREFIX", help="print the English text still to "
                        "translate in the lessons whose name starts with PREFIX")
    parser.add_argument("--copy", nargs="?", const="", metavar="FOLDER",
                        help="make your own copy of the lessons (both editions) in FOLDER "
                             "(default: my-lessons/), or bring it up to date: the course's new "
                             "and changed cells come in, every cell you wrote or changed stays "
                             "(./run.sh lab does this each time it starts)")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from gamelib.course import lessons

    if args.copy is not None:
        from gamelib.course import workspace

        target = args.copy or workspace.WORKSPACE
        print(f"{target}: {workspace.sync(target=target)}")
        return 0
    if args.todo is not None:
        print(lessons.todo(args.todo) or "nothing to translate")
        return 0
    if args.build:
        for path in lessons.build():
            print(f"wrote {path.relative_to(lessons.REPO_ROOT)}")
    found = lessons.problems()
    for problem in found:
        print(problem)
    if not found:
        print("the English and Vietnamese lessons agree")
    return 1 if found else 0
