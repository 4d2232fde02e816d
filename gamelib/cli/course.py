"""``python -m gamelib course STEP FOLDER``: the graded assignment's class workflow, one step a
command (see :mod:`gamelib.grading.workflow`).  Each step is a sub-command with its own
``--help``.

>>> import argparse
>>> parser = argparse.ArgumentParser(prog="course")
>>> configure(parser)
>>> parser.parse_args(["collect", "c", "dl.zip", "--deadline", "2026-11-20 08:05"]).deadline
'2026-11-20 08:05'
"""

from __future__ import annotations

import argparse

from gamelib.core.paths import python_command

#: step -> (one line, what it does in full)
STEPS = {
    "new": ("make the teacher's course",
            "Make the teacher's course in FOLDER (outside the repository): the model answers, "
            "the hidden tests and the course's own secret."),
    "release": ("the students' version and a ZIP for the LMS",
                "Write the students' version (release/adversarial-search/) and a ZIP of it to "
                "upload to the LMS."),
    "collect": ("take an LMS download of submissions",
                "Take an LMS download of submissions (a ZIP or a folder: Moodle's participant "
                "folders, Canvas's file names) into submitted/STUDENT/, keeping the time each "
                "file was handed in (the ZIP entry's own time). A file is the student's whose "
                "folder the LMS put it in; one naming another student is refused; archives "
                "are read within limits. Prints every student with what was taken, skipped "
                "or refused, and why (also in collected.txt)."),
    "autograde": ("grade every collected submission",
                  "Grade every collected submission (the hidden tests run; the answers run in "
                  "the sandbox, the verdicts outside it)."),
    "feedback": ("feedback and one ZIP a student",
                 "Write the feedback for every student (which test failed and why) and one "
                 "ZIP each to hand back."),
    "grades": ("grades per question, and for Moodle and Canvas",
               "Write grades.csv and grades.html (points per question and per student, the "
               "time handed in, how late), grades-moodle.csv (Moodle's grading worksheet) and "
               "grades-canvas.csv (Canvas's gradebook import)."),
    "override": ("set a question's score for a student, with the reason",
                 "Set a question's score for a student after the review (a copy found, a "
                 "regrade after an appeal): kept in overrides.json and as nbgrader's manual "
                 "score, shown in the student's feedback and in every grades file, set again "
                 "after every autograde."),
    "similarity": ("answers that resemble each other or gamelib's code",
                   "Compare the answers by their structure (names, loop forms, helpers, dead "
                   "code and comments set aside) with each other's and gamelib's own code: "
                   "similarity.csv ranks the pairs at or above the threshold, "
                   "similarity.html shows their matching passages side by side."),
}


def configure(parser: argparse.ArgumentParser) -> None:
    parser.description = ("The graded assignment (write minimax, write alpha-beta, a Dodgem "
                          "evaluation graded by games won, predictions) as an nbgrader course, "
                          "one step a command; 'course STEP --help' explains each.")
    parser.epilog = ("A term: course new ~/ai-course; course release ~/ai-course (upload "
                     "release/adversarial-search.zip); course collect ~/ai-course "
                     "submissions.zip --deadline '2026-11-20 23:59'; course autograde "
                     "~/ai-course; course feedback ~/ai-course; course grades ~/ai-course; "
                     "course similarity ~/ai-course")
    steps = parser.add_subparsers(dest="step", required=True, metavar="step")
    for step, (line, words) in STEPS.items():
        sub = steps.add_parser(step, help=line, description=words)
        sub.add_argument("folder", help="the course's folder")
        if step == "new":
            sub.add_argument("--language", choices=["en", "vi"], default="en",
                             help="the language the tests and the feedback speak")
        if step == "collect":
            sub.add_argument("download", help="the LMS's download (a ZIP, a folder or a "
                                              "notebook)")
        if step == "override":
            sub.add_argument("student", help="the student's folder name (as in grades.csv)")
            sub.add_argument("question", help="the graded cell, e.g. my_minimax-tictactoe")
            sub.add_argument("score", type=float, help="the points it is worth now")
            sub.add_argument("--reason", required=True,
                             help="why (shown to the student and kept in the grades)")
        if step == "grades":
            sub.add_argument("--moodle-worksheet", metavar="FILE",
                             help="the offline grading worksheet downloaded from your Moodle "
                                  "(any language): filled in as grades-moodle-worksheet.csv, "
                                  "its headers and identifiers kept")
            sub.add_argument("--scale-to-maximum", action="store_true",
                             help="scale the totals to the worksheet's maximum grade")
            sub.add_argument("--grade-column", metavar="NAME",
                             help="the worksheet's grade column, when it cannot be found")
        if step in ("collect", "grades"):
            sub.add_argument("--deadline", metavar="'YYYY-MM-DD HH:MM'",
                             help="the deadline, in the LMS's time (kept in the course): "
                                  "submissions handed in after it are marked late")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from gamelib.grading import workflow

    if args.step == "new":
        course = workflow.new(args.folder, args.language)
        print(f"made the course in {course.folder}, open to you alone (mode 0700: it holds "
              f"the model answers and the secret, {course.folder / workflow.SECRET_FILE}; "
              "keep it so)")
        return 0
    course = workflow.Course(args.folder)
    if getattr(args, "deadline", None):
        print(f"deadline: {course.set_deadline(args.deadline):%Y-%m-%d %H:%M}")
    if args.step == "release":
        print(f"released: {course.folder / 'release'} and {course.release()}")
    elif args.step == "collect":
        students = course.collect(args.download)
        print(students.report.summary())
        print(f"(also in {course.folder / 'collected.txt'})")
    elif args.step == "autograde":
        print(course.autograde())
        print(f"grades: {python_command()} -m gamelib course grades {args.folder}")
    elif args.step == "feedback":
        made = course.feedback()
        print(f"feedback for {len(made)} students in {course.folder / 'feedback-zips'}")
    elif args.step == "grades":
        table, page = course.grades(args.moodle_worksheet, args.scale_to_maximum,
                                    args.grade_column)
        print(f"wrote {table}, {page}, {course.folder / 'grades-moodle.csv'} and "
              f"{course.folder / 'grades-canvas.csv'}")
        if course.worksheet_said:
            print(course.worksheet_said)
    elif args.step == "override":
        print(course.override(args.student, args.question, args.score, args.reason))
    else:
        report, listing = course.similarity()
        print(f"wrote {report} and {listing}")
    return 0
