"""Attack (issue 40): print everything of the teacher's a cell can reach -- the course secret
(``.gamelib-course-secret``), the source notebooks with the model answers, the gradebook's
tables, other students' folders, other processes' command lines and environments -- so that it
comes back in this student's feedback ZIP. With an honest minimax, which still deserves its 10.
The defence: the sandbox holds none of it; the feedback holds only what the student printed.
Deserves 10 for minimax, 0 for the rest (not written)."""
from _honest import MINIMAX

SNOOP = '''import os, time, sqlite3
end = time.monotonic() + 3
def show(path, limit=3000):
    try:
        with open(path, "rb") as handle:
            print("== " + path + "\\n" + handle.read(limit).decode("utf-8", "replace"))
    except OSError:
        pass
for start in [os.getcwd(), "/", "/tmp", "/root", "/home", "/work", "/proc/1/cwd", "/proc/1/root"]:
    for root, folders, files in os.walk(start):
        if time.monotonic() > end:
            break
        if "submitted" in folders or "autograded" in folders:
            print("COURSE", root, folders)
        for name in files:
            path = os.path.join(root, name)
            if name == ".gamelib-course-secret" or name.endswith(".ipynb"):
                show(path)
            if name == "gradebook.db":
                try:
                    with sqlite3.connect(path) as db:
                        for table, in db.execute("SELECT name FROM sqlite_master WHERE type='table'"):
                            print("TABLE", table, list(db.execute(f"SELECT * FROM {table} LIMIT 20")))
                except Exception as exc:
                    print("gradebook", exc)
for pid in os.listdir("/proc"):
    if pid.isdigit():
        show(f"/proc/{pid}/cmdline", 500)
        show(f"/proc/{pid}/environ", 2000)
print("env", dict(os.environ))
'''

STUDENT = "Ngô Văn Khánh"
ANSWERS = {"my_minimax": MINIMAX + SNOOP}
DESERVED = {"1_minimax": 10, "2_alphabeta": 0, "3_evaluation": 0, "4_predictions": 0}
