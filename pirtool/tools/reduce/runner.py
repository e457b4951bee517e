"""reduce: the interestingness test, run on candidate files in parallel with a timeout.

`ShellTest(command, jobs, timeout)` runs `command` through the shell with `{}` replaced by a
candidate's file (appended when the command has no `{}`); exit status 0 means "still
interesting". A joint candidate (a tuple of texts: the program and the one reduced with it) is
written to one file each, the second named by `{with}` in the command. `first_interesting(candidates)` runs up to `jobs` of them at once and returns the
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
    paths: list[str]
    key: bytes


#: the placeholders of a joint candidate's files, in order
PLACEHOLDERS = ("{}", "{with}")


class ShellTest:
    """Runs the user's test command on candidate texts (see the module docstring)."""

    def __init__(
        self,
        command: str,
        jobs: int = 1,
        timeout: float | None = None,
        suffix: str = ".pir",
        workdir: str | None = None,
        suffixes: Sequence[str] = (),
    ) -> None:
        self.command = command
        #: the file suffix of each text of a joint candidate after the first (`suffix`)
        self.suffixes = [suffix, *suffixes]
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

    def _cmd(self, paths: list[str]) -> str:
        cmd = self.command
        for ph, path in zip(PLACEHOLDERS[1:], paths[1:], strict=False):
            cmd = cmd.replace(ph, shlex.quote(path))
        q = shlex.quote(paths[0])
        return cmd.replace("{}", q) if "{}" in cmd else f"{cmd} {q}"

    def _start(self, index: int, texts: tuple[str, ...], key: bytes) -> _Run:
        self._n += 1
        paths = []
        for j, text in enumerate(texts):
            suffix = self.suffixes[j] if j < len(self.suffixes) else self.suffix
            path = os.path.join(self.dir, f"candidate_{self._n}{'' if j == 0 else f'.with{j}'}{suffix}")
            with open(path, "w", encoding="utf-8", newline="") as f:
                f.write(text)
            paths.append(path)
        proc = subprocess.Popen(
            self._cmd(paths),
            shell=True,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,
        )
        self.runs += 1
        return _Run(index, proc, time.monotonic(), paths, key)

    @staticmethod
    def _kill(run: _Run) -> None:
        if run.proc.poll() is None:
            try:
                os.killpg(run.proc.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            run.proc.wait()
        _unlink(run.paths)

    def _finished(self, run: _Run) -> bool | None:
        """True/False once the run is over (killed at the timeout: False); None while it runs."""
        rc = run.proc.poll()
        if rc is None:
            if self.timeout is not None and time.monotonic() - run.started > self.timeout:
                self._kill(run)
                return False
            return None
        _unlink(run.paths)
        return rc == 0

    def interesting(self, text: str | tuple[str, ...]) -> bool:
        i = self.first_interesting([lambda: text])
        return i == 0

    def first_interesting(
        self,
        candidates: Sequence[Callable[[], str | tuple[str, ...] | None]],
        on_result: Callable[[], None] | None = None,
    ) -> int | None:
        """Index of the first candidate whose test passes, None if none does. A candidate is a
        function giving its text, or its texts for a joint one (or None: skip it); texts are made
        only when a slot is free."""
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
                        texts = (text,) if isinstance(text, str) else tuple(text)
                        h = hashlib.blake2b(digest_size=16)
                        for t in texts:
                            h.update(t.encode("utf-8"))
                            h.update(b"\0")  # no text has a NUL: the boundary between files
                        key = h.digest()
                        if key in self.results:
                            answers[nxt] = self.results[key]
                            self.tried += 1
                            if on_result:
                                on_result()
                        else:
                            running.append(self._start(nxt, texts, key))
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


def _unlink(paths: list[str]) -> None:
    for path in paths:
        try:
            os.unlink(path)
        except FileNotFoundError:
            pass
