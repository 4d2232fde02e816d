"""``python -m gamelib course STEP FOLDER``: the graded assignment's class workflow, one step a
command (see :mod:`gamelib.grading.workflow`)."""

from __future__ import annotations

import argparse

STEPS = {
    "new": "make the teacher's course in FOLDER (outside the repository): the model answers, "
           "the hidden tests and the course's own secret",
    "release": "the students' version: release/adversarial-search/ and a ZIP for the LMS",
    "collect": "take an LMS download of submissions (a ZIP or a folder, files named by "
               "student) into submitted/STUDENT/",
    "autograde": "grade every collected submission (the hidden tests run)",
    "feedback": "feedback for every student (which test failed and why) and one ZIP each to "
                "hand back",
    "grades": "grades.csv and grades.html: points per question and per student, with the time "
              "handed in",
    "similarity": "similarity.html and .csv: answers that resemble each other or gamelib's "
                  "own code",
}


def configure(parser: argparse.ArgumentParser) -> None:
    parser.description = ("The graded assignment (write minimax, write alpha-beta, a Dodgem "
                          "evaluation graded by games won, predictions) as an nbgrader course, "
                          "one step a command: " + "; ".join(
                              f"{step}: {words}" for step, words in STEPS.items()) + ".")
    parser.epilog = ("A term: course new ~/ai-course; course release ~/ai-course (upload "
                     "release/adversarial-search.zip); course collect ~/ai-course "
                     "submissions.zip; course autograde ~/ai-course; course feedback "
                     "~/ai-course; course grades ~/ai-course; course similarity ~/ai-course")
    parser.add_argument("step", choices=list(STEPS))
    parser.add_argument("folder", help="the course's folder")
    parser.add_argument("download", nargs="?",
                        help="collect: the LMS's download (a ZIP, a folder or a notebook)")
    parser.add_argument("--language", choices=["en", "vi"], default="en",
                        help="new: the language the tests and the feedback speak")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from gamelib.grading import workflow

    if args.step == "new":
        course = workflow.new(args.folder, args.language)
        print(f"made the course in {course.folder} (its secret: "
              f"{course.folder / workflow.SECRET_FILE}; keep the folder to yourself)")
        return 0
    if (args.download is not None) != (args.step == "collect"):
        raise ValueError("collect takes the LMS download after the folder; no other step takes "
                         "one" if args.step != "collect" else
                         "collect needs the LMS download: course collect FOLDER DOWNLOAD.zip")
    course = workflow.Course(args.folder)
    if args.step == "release":
        print(f"released: {course.folder / 'release'} and {course.release()}")
    elif args.step == "collect":
        students = course.collect(args.download)
        print(f"collected {len(students)} students: {', '.join(students)}")
    elif args.step == "autograde":
        print(course.autograde())
        print(f"grades: python -m gamelib course grades {args.folder}")
    elif args.step == "feedback":
        made = course.feedback()
        print(f"feedback for {len(made)} students in {course.folder / 'feedback-zips'}")
    elif args.step == "grades":
        table, page = course.grades()
        print(f"wrote {table} and {page}")
    else:
        report, listing = course.similarity()
        print(f"wrote {report} and {listing}")
    return 0
