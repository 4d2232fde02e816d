"""``python -m gamelib site``: the course as a static website, both editions, for any browser."""

from __future__ import annotations

import argparse


def configure(parser: argparse.ArgumentParser) -> None:
    parser.description = (
        "Build the course as a static website from the executed lessons, in English (the site's "
        "root) and Vietnamese (vi/): the course map is the home page, every page links the same "
        "lesson in the other language, search works offline, steppers step and practice "
        "questions are checked in the browser with no Python, and pages once opened read "
        "offline. Needs no network. Executed notebooks are kept in --cache and reused while "
        "their notebook, gamelib's code and its data/ are unchanged; nothing but the site is "
        "written elsewhere. Ends by saying the site's size and its largest page.")
    parser.add_argument("--out", default="site", help="the folder to build into, emptied first "
                                                      "(default: site)")
    parser.add_argument("--lessons", nargs="+", metavar="NN",
                        help="only these lessons (numbers such as 00 02 12; the course map is "
                             "always built); default: every lesson")
    parser.add_argument("--languages", nargs="+", choices=["en", "vi"], default=["en", "vi"],
                        help="the editions to build (default: both)")
    parser.add_argument("--cache", help="where executed notebooks are kept (default: .site-cache "
                                        "beside --out)")
    parser.add_argument("--jobs", type=_jobs, default=2,
                        help="notebooks executed at once (default: 2)")
    parser.set_defaults(run=run)


def _jobs(text: str) -> int:
    from gamelib.cli import at_least

    return at_least(1)(text)


def run(args: argparse.Namespace) -> int:
    from gamelib.course.site import build

    report = build(args.out, lessons=args.lessons, languages=args.languages, cache=args.cache,
                   jobs=args.jobs)
    print(report.summary())
    return 0
