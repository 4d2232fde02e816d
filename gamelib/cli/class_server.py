"""``python -m gamelib class-server``: a class on one server -- JupyterHub serving each student
their own copy of the lessons (see :mod:`gamelib.course.class_server`).

>>> import argparse
>>> parser = argparse.ArgumentParser(prog="class-server")
>>> configure(parser)
>>> args = parser.parse_args(["start", "class.roster", "hub", "--port", "8080"])
>>> args.ip, args.port, args.auth, args.cull_minutes, args.cull_seconds
('127.0.0.1', 8080, 'pam', 60, None)
"""

from __future__ import annotations

import argparse
import os
import stat
from pathlib import Path
from typing import Any

from gamelib.cli import at_least, port
from gamelib.core.paths import python_command
from gamelib.course.class_server import TOKEN_VARIABLE, UID_GROUP

#: the class's exchange on the cluster: deploy/kubernetes/values.yaml mounts it there, and
#: deploy/kubernetes/nbgrader_config.py names the course so
CLUSTER_EXCHANGE, CLUSTER_COURSE = "/srv/nbgrader/exchange", "adversarial-search-course"


def configure(parser: argparse.ArgumentParser) -> None:
    parser.description = (
        "A class on one server: JupyterHub (run as root) serves every student of a roster "
        "JupyterLab on their own copy of the lessons, in their language, as a system user of "
        "their own with a password written for you.")
    steps = parser.add_subparsers(dest="step", required=True, metavar="step")
    start = steps.add_parser(
        "start", help="make the students' users and start the hub",
        description="Make the roster's students system users (group gamelib-class, home 0700; "
                    "passwords in FOLDER/passwords.txt, mode 0600), write the hub's settings "
                    "into FOLDER and start JupyterHub; Ctrl-C stops it and every student's "
                    "server.")
    start.add_argument("roster", help="one student a line: a login name (a-z, 0-9, _ and -) "
                                      "and, optionally, en or vi")
    start.add_argument("folder", help="the hub's folder: settings, passwords, database")
    start.add_argument("--language", choices=["en", "vi"], default="en",
                       help="the lessons' language of students the roster gives none")
    start.add_argument("--ip", default="127.0.0.1",
                       help="the address to serve (default 127.0.0.1, this machine only; "
                            "0.0.0.0 opens it to the class network)")
    start.add_argument("--port", type=port, default=8000, help="the port (default 8000)")
    start.add_argument("--ssl-cert", help="HTTPS: the certificate (PEM)")
    start.add_argument("--ssl-key", help="HTTPS: its key (PEM)")
    start.add_argument("--auth", choices=["pam", "lti"], default="pam",
                       help="pam: the passwords the command sets (default); lti: the LMS by "
                            "LTI 1.3 (needs jupyterhub-ltiauthenticator; README)")
    idle = start.add_mutually_exclusive_group()
    idle.add_argument("--cull-minutes", type=at_least(1), default=60,
                      help="stop a student's server idle this many minutes (default 60)")
    idle.add_argument("--cull-seconds", type=at_least(1),
                      help="the same in seconds, to watch the idle culler at work (the hub "
                           "then hears of activity every quarter of it, at least every second)")
    start.add_argument("--exchange", metavar="ROOT",
                       help="the root of the class's assignment exchange (default "
                            "/srv/nbgrader/exchange, nbgrader's own; kept in FOLDER/class.json)")
    for step, line, words in (
            ("release", "release the course's assignment to the class",
             "Release the course's assignment (course release) into the class's exchange, "
             "where each student fetches it in Lab (Assignments tab) or with nbgrader "
             "fetch_assignment in Lab's terminal."),
            ("collect", "collect every student's newest submission into the course",
             "Collect every student's newest submission from the exchange into the course's "
             "submitted/LOGIN/: a submission is the student's who owns its folder (a folder "
             "naming somebody else is refused), its time the exchange's clock; links are not "
             "followed, files over the limits refused. Prints every student with what was "
             "taken, skipped or refused (also in collected.txt). Then: course autograde COURSE."),
            ("feedback", "write the feedback and hand it back into each student's home",
             "Write the course's feedback (course feedback) and put each student's own pages "
             "into their ~/feedback/ASSIGNMENT/ (0600, written as the student).")):
        sub = steps.add_parser(step, help=line, description=words)
        sub.add_argument("folder", help="the hub's folder")
        sub.add_argument("course", help="the course's folder (python -m gamelib course new)")
    hub = steps.add_parser(
        "collect-hub", help="collect on a cluster (Zero to JupyterHub): students by the hub's uids",
        description="Collect every student's newest submission from the class's exchange on a "
                    "Kubernetes cluster (deploy/kubernetes/) into the course's submitted/LOGIN/, "
                    "as collect does on one machine, the owner of a submission's folder naming "
                    "its student: each student's pod runs as uid 10000 + the hub's user id, "
                    f"which the hub publishes in its group {UID_GROUP}'s properties. Run as root "
                    "where the exchange's volume is mounted; the hub's API token is read from "
                    f"${TOKEN_VARIABLE} (scopes list:users, read:users, read:groups), never "
                    "from the command line.")
    hub.add_argument("hub", help="the hub's address, e.g. http://hub:8081 inside the cluster")
    hub.add_argument("course", help="the course's folder (python -m gamelib course new)")
    hub.add_argument("--exchange", default=CLUSTER_EXCHANGE, metavar="ROOT",
                     help=f"where the exchange's volume is mounted (default {CLUSTER_EXCHANGE})")
    hub.add_argument("--course-id", default=CLUSTER_COURSE,
                     help=f"the course id in the exchange (default {CLUSTER_COURSE}, as "
                          "deploy/kubernetes/nbgrader_config.py)")
    remove = steps.add_parser(
        "remove-users", help="remove the users the command made, with their homes",
        description="Remove the users `start` made for this folder's class (and only those "
                    "still in the group gamelib-class), with their homes. The hub must be "
                    "stopped.")
    remove.add_argument("folder", help="the hub's folder")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from gamelib.course import class_server

    if args.step == "release":
        print(release_assignment(args.folder, args.course))
        return 0
    if args.step == "collect":
        collected = collect_assignment(args.folder, args.course)
        print(collected.report.summary())
        print(f"then: {python_command()} -m gamelib course autograde {args.course}")
        return 0
    if args.step == "collect-hub":
        collected = collect_from_hub(args.hub, args.course, args.exchange, args.course_id)
        print(collected.report.summary())
        print(f"then: {python_command()} -m gamelib course autograde {args.course}")
        return 0
    if args.step == "feedback":
        handed, failed = return_feedback(args.folder, args.course)
        print(f"feedback handed back to {len(handed)} students, into ~/feedback/ of each: "
              + ", ".join(sorted(handed)))
        for login, why in sorted(failed.items()):
            print(f"  NOT HANDED BACK to {login}: {why}")
        return 1 if failed else 0
    if args.step == "remove-users":
        removed = class_server.remove_users(args.folder)
        print(f"removed {len(removed)} users" + (f": {', '.join(removed)}" if removed else ""))
        if removed.handed_over:
            print(f"{removed.handed_over} files and folders they owned in the exchange "
                  f"({removed.exchange}: their hand-ins) now belong to root, closed to others "
                  "(a user made later with one of their uids owns none of them)")
        return 0
    class_server.start(args.roster, args.folder, language=args.language, ip=args.ip,
                       port=args.port, ssl_cert=args.ssl_cert, ssl_key=args.ssl_key,
                       auth=args.auth, exchange=args.exchange,
                       cull_seconds=args.cull_seconds or 60 * args.cull_minutes)
    return 0  # not reached: start becomes the hub


# -- the assignment through the class's exchange: the course (grading) and the class (course)
# meet here, a layer above both

def _class_course(folder: str | Path, course: str | Path) -> tuple[Path, Any]:
    """The class's folder and the teacher's course, refused unless run as root."""
    from gamelib.course.class_server import SETTINGS
    from gamelib.grading.workflow import Course

    folder = Path(folder).absolute()
    if not (folder / SETTINGS).is_file():
        raise FileNotFoundError(f"{folder}: not a class's folder (no {SETTINGS}: class-server "
                                "start ROSTER FOLDER makes it)")
    if os.geteuid() != 0:
        raise RuntimeError("the class's exchange is read and written as root (each student's "
                           "submission is read as data, each feedback written as its "
                           "student): run it with sudo")
    the_course = Course(course)
    refuse_open_course(the_course.folder)
    return folder, the_course


def refuse_open_course(course: Path) -> None:
    """Refuse a course folder other users can reach into: the class's students are users of
    this machine, and it holds the model answers, the secret and their classmates' work."""
    from gamelib.grading.workflow import open_to_others

    why = open_to_others(course)
    if why:
        raise PermissionError(
            f"{why}: the students are users of this machine and could read the model answers "
            f"(source/), the hidden tests' secret and each other's hand-ins there; close it "
            f"first: chmod 700 {course} (course new makes it so); nothing was done")


def release_assignment(folder: str | Path, course: str | Path) -> str:
    """The course's students' version (``course release``) into the class's exchange, where
    every student fetches it; what was done, in words."""
    from gamelib.course.class_server import exchange_of, set_up
    from gamelib.grading.assignment import ASSIGNMENT, NOTEBOOKS
    from gamelib.grading.exchange import release

    folder, the_course = _class_course(folder, course)
    the_course.release()
    _give_back(the_course.folder)
    exchange = exchange_of(folder)
    set_up(exchange)
    copied = release(exchange.outbound, the_course.folder / "release" / ASSIGNMENT,
                     tuple(NOTEBOOKS))
    return (f"released {ASSIGNMENT} ({len(copied)} notebooks) to {exchange.outbound}; each "
            f"student fetches it in Lab (Assignments tab, course {exchange.course}) or in Lab's "
            f"terminal: nbgrader fetch_assignment {ASSIGNMENT}")


def collect_assignment(folder: str | Path, course: str | Path) -> Any:
    """Every student's newest submission in the exchange into the course (``submitted/``): the
    submission is the student's who owns its folder; see :mod:`gamelib.grading.exchange`.
    Returns what :meth:`gamelib.grading.workflow.Course.take` returns (``.report``: all)."""
    from gamelib.course.class_server import class_students, exchange_of

    folder, the_course = _class_course(folder, course)
    return _collect_into(the_course, exchange_of(folder).inbound, class_students(folder))


def collect_from_hub(hub: str, course: str | Path, exchange_root: str | Path = CLUSTER_EXCHANGE,
                     course_id: str = CLUSTER_COURSE) -> Any:
    """:func:`collect_assignment` for a class on a cluster: the students are the hub's (uid ->
    login: :func:`gamelib.course.class_server.hub_students`, with the token in
    ``$JUPYTERHUB_API_TOKEN``), the exchange ``exchange_root/course_id`` on the shared volume.
    Refused, saying why: not root, no token, an exchange folder that is a link or a student's."""
    from gamelib.course.class_server import Exchange, hub_api_url, hub_students
    from gamelib.grading.workflow import Course

    address = hub_api_url(hub)  # a wrong address is said before anything else
    if os.geteuid() != 0:
        raise RuntimeError("the class's exchange is read as root (each student's submission "
                           "is read as data, whoever owns it): run it as root where the "
                           "exchange's volume is mounted")
    token = os.environ.get(TOKEN_VARIABLE, "").strip()
    if not token:
        raise RuntimeError(f"no API token: put the hub's token for the collect in "
                           f"${TOKEN_VARIABLE} (never on the command line, where every user of "
                           "the machine can read it)")
    exchange = Exchange(Path(exchange_root), course_id)
    students = hub_students(address, token)
    for folder in (exchange.root, exchange.folder, exchange.inbound):
        try:
            info = os.lstat(folder)
        except FileNotFoundError:
            raise FileNotFoundError(f"{folder}: no such folder (is the exchange's volume "
                                    "mounted there, and the assignment released?)") from None
        if not stat.S_ISDIR(info.st_mode):
            raise RuntimeError(f"{folder} is not a folder (a link is not followed)")
        if info.st_uid in students:
            raise RuntimeError(f"{folder} belongs to {students[info.st_uid]} (uid {info.st_uid}),"
                               " a student, who could move the others' submissions away: the "
                               "exchange's folders must be the teacher's (or root's)")
    the_course = Course(course)
    refuse_open_course(the_course.folder)
    return _collect_into(the_course, exchange.inbound, students)


def _collect_into(the_course: Any, inbound: Path, students: dict[int, str]) -> Any:
    """Every student's newest submission in ``inbound`` (uid -> login: ``students``) into
    the course, as the one-machine and the cluster's collect both do."""
    from gamelib.grading.assignment import ASSIGNMENT, NOTEBOOKS
    from gamelib.grading.exchange import read_inbound

    report = read_inbound(inbound, students, ASSIGNMENT, tuple(NOTEBOOKS))
    collected = the_course.take(report)
    _give_back(the_course.folder)
    return collected


def _give_back(course: Path) -> None:
    """What root wrote in the teacher's course (nbgrader's release and gradebook, the
    submissions, the feedback) given back to the course folder's owner, so that the teacher's
    own ``course`` steps can write there (links are not followed)."""
    owner = os.lstat(course)
    if owner.st_uid == 0:
        return
    for top, folders, files in os.walk(course, followlinks=False):
        for name in [*folders, *files]:
            path = os.path.join(top, name)
            if os.lstat(path).st_uid == 0:
                os.chown(path, owner.st_uid, owner.st_gid, follow_symlinks=False)


def return_feedback(folder: str | Path,
                    course: str | Path) -> tuple[dict[str, list[str]], dict[str, str]]:
    """The course's feedback (``course feedback``) back to each student of the class, into
    their own ``~/feedback/ASSIGNMENT/`` (written as them, 0600): (login -> pages, login ->
    why it could not be handed back)."""
    from gamelib.course.class_server import class_students
    from gamelib.grading import exchange
    from gamelib.grading.assignment import ASSIGNMENT, NOTEBOOKS

    folder, the_course = _class_course(folder, course)
    the_course.feedback()
    _give_back(the_course.folder)
    return exchange.return_feedback(the_course.folder / "feedback",
                                    sorted(class_students(folder).values()), ASSIGNMENT,
                                    tuple(NOTEBOOKS))
