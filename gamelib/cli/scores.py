"""``python -m gamelib scores FOLDER``: a class's practice scores in one table."""

from __future__ import annotations

import argparse


def configure(parser: argparse.ArgumentParser) -> None:
    parser.description = (
        "Gather the students' gamelib-scores.json files (each lessons folder has one; collect them "
        "into FOLDER, in sub-folders or renamed, e.g. nguyen-van-a-gamelib-scores.json) into a "
        "student × lesson table: right first answers of asked questions, the last update, and "
        "files edited by hand (their checksum no longer matches: tamper-evident, not secret), "
        "marked and kept out of every total. "
        "Writes FOLDER/scores.csv and FOLDER/scores.html.")
    parser.add_argument("folder", help="the folder the students' files were gathered into")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from gamelib.exercises.scores import class_table, class_totals, write_class_table

    table, page = write_class_table(args.folder)
    heads, rows = class_table(args.folder)
    edited = [row["student"] for row in rows if row["edited by hand"]]
    totals = class_totals(rows)
    print(f"{len(rows)} students: wrote {table} and {page}")
    print(f"right first answers: {totals['right']} of {totals['asked']} asked, over "
          f"{totals['counted']} files" + (f" ({totals['left out']} edited by hand left out)"
                                          if totals["left out"] else ""))
    if edited:
        print(f"edited by hand (marked, not counted): {', '.join(edited)}")
    return 0
