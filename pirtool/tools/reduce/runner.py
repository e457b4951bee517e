"""reduce: the interestingness test, run on candidate files in parallel with a timeout.

`ShellTest(command, jobs, timeout)` runs `command` through the shell with `{}` replaced by a
candidate's file (appended when the command has no `{}`); exit status 0 means "still
interesting". `first_interesting(candidates)` runs up to `jobs` of them at once and returns the
index of the *first* interesting one in the given order, waiting for every earlier one to finish
and stopping the later ones: the answer does not depend on which process finishes first, so a
reduction is deterministic for the same input and test. A test that outlives the timeout is
killed with its process group and counts as not interesting. Results are remembered by the
candidate's text.

May import the standard library only.
"""

from __future__ import annotations

import hashlib
import os
import shlex
import signal
import subprocess
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass


@dataclass
class _Run:
    index: int
    proc: subprocess.Popen[bytes]
    started: float
    path: str
    key: bytes


class ShellTest:
    """Runs the user's test command on candidate texts (see the module docstring)."""

    def __init__(self, command: str, jobs: int = 1, timeout: float | None = None, suffix: str = ".pir", workdir: str | None = None) -> None:
        self.command = command
        self.jobs = max(1, jobs)
        self.timeout = timeout
        self.suffix = suffix
        self._tmp = tempfile.TemporaryDirectory(prefix="pirtool-reduce-", dir=workdir)
        self.dir = self._tmp.name
        self.results: dict[bytes, bool] = {}
        self.runs = 0  # test processes started
        self.tried = 0  # candidates judged (cached answers included)
        self._n = 0

    def close(self) -> None:
        self._tmp.cleanup()

    def _cmd(self, path: str) -> str:
        q = shlex.quote(path)
        return self.command.replace("{}", q) if "{}" in self.command else f"{self.command} {q}"

    def _start(self, index: int, text: str, key: bytes) -> _Run:
        self._n += 1
        path = os.path.join(self.dir, f"candidate_{self._n}{self.suffix}")
        with open(path, "w", encoding="utf-8", newline="") as f:
            f.write(text)
        proc = subprocess.Popen(self._cmd(path), shell=True, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL, start_new_session=True)
        self.runs += 1
        return _Run(index, proc, time.monotonic(), path, key)

    @staticmethod
    def _kill(run: _Run) -> None:
        if run.proc.poll() is None:
            try:
                os.killpg(run.proc.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            run.proc.wait()
        try:
            os.unlink(run.path)
        except FileNotFoundError:
            pass

    def _finished(self, run: _Run) -> bool | None:
        """True/False once the run is over (killed at the timeout: False); None while it runs."""
        rc = run.proc.poll()
        if rc is None:
            if self.timeout is not None and time.monotonic() - run.started > self.timeout:
                self._kill(run)
                return False
            return None
        try:
            os.unlink(run.path)
        except FileNotFoundError:
            pass
        return rc == 0

    def interesting(self, text: str) -> bool:
        i = self.first_interesting([lambda: text])
        return i == 0

    def first_interesting(self, candidates: Sequence[Callable[[], str | None]], on_result: Callable[[], None] | None = None) -> int | None:
        """Index of the first candidate whose test passes, None if none does. A candidate is a
        function giving its text (or None: skip it); texts are made only when a slot is free."""
        answers: dict[int, bool] = {}
        running: list[_Run] = []
        nxt = 0
        try:
            while True:
                # the lowest undecided index decides as soon as its answer is known
                low = 0
                while low in answers and not answers[low]:
                    low += 1
                if low in answers and answers[low]:
                    return low
                if low >= len(candidates):
                    return None
                while nxt < len(candidates) and len(running) < self.jobs:
                    text = candidates[nxt]()
                    if text is None:
                        answers[nxt] = False
                    else:
                        key = hashlib.blake2b(text.encode("utf-8"), digest_size=16).digest()
                        if key in self.results:
                            answers[nxt] = self.results[key]
                            self.tried += 1
                            if on_result:
                                on_result()
                        else:
                            running.append(self._start(nxt, text, key))
                    nxt += 1
                    if nxt - 1 == low and (nxt - 1) in answers:
                        break  # decided without running: re-check from the top
                if low in answers:
                    continue
                done = False
                for run in list(running):
                    res = self._finished(run)
                    if res is not None:
                        running.remove(run)
                        answers[run.index] = res
                        self.results[run.key] = res
                        self.tried += 1
                        done = True
                        if on_result:
                            on_result()
                if not done:
                    time.sleep(0.002)
        finally:
            for run in running:
                self._kill(run)
