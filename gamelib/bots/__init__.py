"""The Othello assignment's bots (assignment 001): everything that runs a student's program.

Apart from :mod:`gamelib.arena`, which plays gamelib's own players against each other, this
package takes in code nobody here wrote and treats every byte of it as data:

- :mod:`~gamelib.bots.submissions` -- what a group hands in (a file, a folder, a ZIP), read
  into a :class:`~gamelib.bots.submissions.Submission`;
- :mod:`gamelib.sandbox` (below this package, shared with grading) -- what the machine can
  enforce (bubblewrap namespaces, a private disk, cgroups, a host user of its own, the seccomp
  filter) and the cage a bot runs in; its guard kills and removes it when the tournament dies;
- :mod:`~gamelib.bots.sandbox` and :mod:`~gamelib.bots.runner` -- one bot in its own limited
  process, asked for moves over a pipe (the bot protocol), every failure a
  :class:`~gamelib.bots.sandbox.BotFault`; :mod:`~gamelib.bots.untrusted` makes what a bot
  says safe to show and to store;
- :mod:`~gamelib.bots.tournament_day` -- the class's bots against each other: the referee,
  forfeits, one record form for every game, resumable results;
- :mod:`~gamelib.bots.server` -- the match server and client of §II.4 (JSON lines over TCP);
- :mod:`~gamelib.bots.standings` -- the standings page with every game's replay.
"""
