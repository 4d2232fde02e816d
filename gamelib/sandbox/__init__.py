"""The one sandbox for code nobody here wrote: a tournament's bots and a graded student's answers.

- :mod:`~gamelib.sandbox.isolation` -- what the machine can enforce (bubblewrap namespaces, a
  private disk, cgroups (v1 or v2) for memory, processes and CPU, a freezer, and where none
  limits memory and processes, one process a bot), a host user of its own for
  each sandbox when started by root (:class:`~gamelib.sandbox.isolation.HostUser`), the cage a
  sandbox runs in, and the launch that puts a command inside;
- :mod:`~gamelib.sandbox.seccomp` -- the system calls refused inside;
- :mod:`~gamelib.sandbox.channel` -- the line a sandboxed process answers with, within a deadline
  and a size, what it prints kept aside;
- :mod:`~gamelib.sandbox.guard` -- kills and removes every cage and folder when the process
  that made them dies, ``kill -9`` included.

Its clients say what runs inside and what crosses back: :mod:`gamelib.bots.sandbox` (a bot, one
move at a time) and :mod:`gamelib.grading.sandboxed` (a student's answers, one position at a
time). Nothing here knows about games.
"""
