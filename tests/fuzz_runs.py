"""The runner's front door under fuzzing: `pirtool run` and `pirtool check-loss` on mutated plan
directories, feeds, parameters and options (issue 25), through the real CLI (in-process).

The base is a correct case: the bundled `after.pir` planned by `pirtool plan -k 2` into a plan
directory, its startup program, and `data.npz` (inputs and initial parameters). `run` and
`check-loss before.pir PLAN` on it exit 0. Each case mutates one thing of a copy of it:

* the plan directory: `jobs.json` (types, ids, lengths, unknown or missing job types, order,
  not JSON at all), a job program missing, emptied or mutated (`fuzzing.MUTATORS`);
* the feed: shapes (0-d, 1-d, no rows, too few rows), dtypes (ints, bools, float16/64,
  complex, strings), nan/inf values, keys missing or renamed, a file that is no npz;
* the parameters: shapes, dtypes, names, nan;
* the options: `-k` (absent, 0, below or above the plan's micro-batches), `--steps`, `-b`,
  `--fetch`, `--feed-map`, `--plan` beside a plan directory, `--save-state` where it cannot go.

The contract: exit 0, 1 or 2; never a traceback, an internal error or a Python warning on
stderr; exit 2 says `PATH:line:col: error:`, `PATH: error:` or `error:` (a message that names a
line names the job file, `DIR/backward.pir:15:3`, never the directory), and `--save-state`
is then not written; a case known to be bad input (`expect=2`) is refused; one known to keep
the numbers (`expect=0`) agrees with the base run. A plausible wrong number with exit 0 is
the worst finding, so those cases say what they expect.
"""

from __future__ import annotations

import random
import re
import shutil
import tempfile
import warnings
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import fuzzing
import numpy as np

#: The files of the base case (`pirtool example` writes them).
BASE_FILES = ["before.pir", "after.pir", "startup.before.pir", "startup.after.pir", "data.npz"]
K = 2  # the base plan's micro-batches


@dataclass(frozen=True)
class RunCase:
    """One case: `mutate(dir, r)` edits the copy of the base in `dir` and returns the extra
    options (and a description); `command` is "run" or "check-loss"; `expect` is the exit code
    the case must have ("" : any of the contract's)."""

    desc: str
    command: str
    options: tuple[str, ...]
    expect: str = ""


def base(directory: Path) -> Path:
    """Write the base case into `directory` (once) and return it."""
    if (directory / "plan" / "jobs.json").exists():
        return directory
    directory.mkdir(parents=True, exist_ok=True)
    code, _, err, _ = fuzzing.invoke(["example", "-d", str(directory), "--force", *BASE_FILES])
    assert code == 0, err
    code, _, err, _ = fuzzing.invoke(
        ["plan", str(directory / "after.pir"), "-k", str(K), "-o", str(directory / "plan")]
    )
    assert code == 0, err
    return directory


def command_args(case: RunCase, d: Path) -> list[str]:
    """The CLI arguments of `case` run in the copy `d` (options may name files in it as `{D}/...`)."""
    opts = [o.replace("{D}", str(d)) for o in case.options]
    if case.command == "run":
        args = ["run", str(d / "plan"), "-s", str(d / "startup.after.pir")]
    else:
        args = ["check-loss", str(d / "before.pir"), str(d / "plan"), "-s", str(d / "startup.before.pir")]
        args += ["--startup-after", str(d / "startup.after.pir")]
    defaults = {"-k": str(K), "--feed": str(d / "data.npz"), "--params": str(d / "data.npz")}
    for opt, value in defaults.items():
        if opt not in opts and f"no{opt}" not in opts:
            args += [opt, value]
    return args + [o for o in opts if not o.startswith("no-")]


# --------------------------------------------------------------------------------------------
# Mutations: each edits the copy `d` and returns (description, options, expected exit)

_Mutation = Callable[[Path, random.Random], tuple[str, list[str], str]]

#: jobs.json texts: (text, expected exit); "{J}" is the base list as JSON.
_JOB_LISTS = [
    ("[]", "2"),
    ("{}", "2"),
    ("null", "2"),
    ('"forward"', "2"),
    ("[[", "2"),
    ("\x00\xff", "2"),
    ('[["forward"]]', "2"),
    ('[["forward", 0, 1]]', "2"),
    ('[["forward", -1], ["backward", -1], ["optimize", 0]]', "2"),
    ('[["forward", 0.5], ["backward", 0.5], ["optimize", 0]]', "2"),
    ('[["forward", "0"], ["backward", "0"], ["optimize", 0]]', "2"),
    ('[["forward", Infinity], ["backward", 0], ["optimize", 0]]', "2"),
    ('[["forward", NaN], ["backward", 0], ["optimize", 0]]', "2"),
    ('[["forward", 1e400], ["backward", 0], ["optimize", 0]]', "2"),
    ('[["forward", true], ["backward", true], ["optimize", 0]]', "2"),
    ('[["forward", 123456789012345678901234567890], ["backward", 0], ["optimize", 0]]', "2"),
    ('[[0, 0], ["backward", 0], ["optimize", 0]]', "2"),
    ('[[null, 0], ["backward", 0], ["optimize", 0]]', "2"),
    ('[["nope", 0], ["forward", 0], ["backward", 0], ["optimize", 0]]', "2"),
    ('[["../after", 0], ["backward", 0], ["optimize", 0]]', "2"),
    ('[["", 0], ["backward", 0], ["optimize", 0]]', "2"),
    ('[["forward", 0], ["backward", 0], ["optimize", 0]]', ""),  # one micro-batch: -k 2 disagrees
    ('[["backward", 0], ["forward", 0], ["forward", 1], ["backward", 1], ["optimize", 0]]', ""),
    ('[["forward", 0], ["backward", 0], ["forward", 0], ["backward", 0], ["optimize", 0]]', ""),
    ('[["forward", 0], ["backward", 0], ["forward", 1], ["backward", 1]]', ""),
    ('[["forward", 0], ["backward", 0], ["forward", 1], ["backward", 1], ["optimize", 0], ["optimize", 0]]', ""),
    ('[["forward", 0], ["backward", 0], ["forward", 5], ["backward", 5], ["optimize", 0]]', ""),
    (' [ ["forward",0],["backward",0] , ["forward",1],["backward",1],["optimize",0] ]\n\n', "0"),
]


def _jobs(d: Path, r: random.Random) -> tuple[str, list[str], str]:
    text, expect = r.choice(_JOB_LISTS)
    (d / "plan" / "jobs.json").write_bytes(text.encode("utf-8", "surrogateescape"))
    return f"jobs.json {text[:60]!r}", [], expect


def _job_file(d: Path, r: random.Random) -> tuple[str, list[str], str]:
    job = r.choice(["forward", "backward", "optimize"])
    p = d / "plan" / f"{job}.pir"
    what = r.choice(["missing", "empty", "directory", "mutated", "mutated", "mutated", "mutated"])
    if what == "missing":
        p.unlink()
        return f"{job}.pir missing", [], "2"
    if what == "directory":
        p.unlink()
        p.mkdir()
        return f"{job}.pir a directory", [], "2"
    if what == "empty":
        p.write_text("")
        return f"{job}.pir empty", [], ""
    text = p.read_text()
    names = list(fuzzing.WEIGHTS)
    applied = r.choices(names, [fuzzing.WEIGHTS[k] for k in names], k=r.choice([1, 1, 2]))
    for m in applied:
        text = fuzzing.MUTATORS[m](text, r)
    p.write_bytes(text.encode("utf-8", "surrogatepass"))
    return f"{job}.pir [{'+'.join(applied)}]", [], ""


def _arrays(d: Path) -> dict[str, np.ndarray]:
    with np.load(d / "data.npz") as z:
        return {k: z[k] for k in z.files}


def _save(path: Path, arrays: dict[str, np.ndarray]) -> None:
    with open(path, "wb") as f:
        np.savez(f, **arrays)


def _odd_array(a: np.ndarray, r: random.Random) -> tuple[str, np.ndarray, str]:
    """`a` changed in shape, dtype or values: (what, array, expected exit)."""
    kinds: list[tuple[str, Callable[[], np.ndarray], str]] = [
        ("0-d", lambda: np.array(a.flat[0]), "2"),
        ("1-d", lambda: a.reshape(-1), "2"),
        ("3-d", lambda: a[..., None], "2"),
        ("no rows", lambda: a[:0], "2"),
        ("one row", lambda: a[:1], ""),
        ("odd rows", lambda: a[:-1], ""),
        ("transposed", lambda: a.T.copy(), "2" if a.T.shape != a.shape else ""),  # (a square one fits)
        ("int64", lambda: a.astype(np.int64), ""),
        ("bool", lambda: a > 0, ""),
        ("float16", lambda: a.astype(np.float16), ""),
        ("float64", lambda: a.astype(np.float64), ""),
        ("complex64", lambda: a.astype(np.complex64) + 1j, "2"),
        ("strings", lambda: a.astype(str), "2"),
        ("bytes", lambda: a.astype(bytes), "2"),
        ("nan", lambda: np.where(np.arange(a.size).reshape(a.shape) == 0, np.nan, a).astype(a.dtype), ""),
        ("inf", lambda: np.full_like(a, np.inf), ""),
        ("huge", lambda: np.full_like(a, 3e38), ""),
    ]
    what, make, expect = r.choice(kinds)
    return what, make(), expect


def _feed(d: Path, r: random.Random) -> tuple[str, list[str], str]:
    arrays = _arrays(d)
    feeds = [k for k in arrays if "/" not in k]
    key = r.choice(feeds)
    what = r.choice(["array", "array", "array", "missing", "renamed", "extra", "not npz", "empty npz"])
    feed = d / "feed.npz"
    opts = ["--feed", str(feed)]
    expect = ""
    if what == "array":
        what, arrays[key], expect = _odd_array(arrays[key], r)
    elif what == "missing":
        del arrays[key]
        expect = "2"
    elif what == "renamed":
        arrays[key + "_x"] = arrays.pop(key)
        expect = "2"
    elif what == "extra":
        arrays["unused"] = np.zeros(3)
    if what == "not npz":
        feed.write_text("x = 1\n")
        expect = "2"
    elif what == "empty npz":
        _save(feed, {})
        expect = "2"
    else:
        _save(feed, {k: v for k, v in arrays.items() if "/" not in k})
    return f"feed {key}: {what}", opts, expect


def _params(d: Path, r: random.Random) -> tuple[str, list[str], str]:
    arrays = _arrays(d)
    params = [k for k in arrays if k.startswith("init/")]
    key = r.choice(params)
    what = r.choice(["array", "array", "missing", "renamed", "unknown", "scalar name"])
    expect = ""
    out = {k: v for k, v in arrays.items() if k.startswith("init/")}
    if what == "array":
        what, out[key], expect = _odd_array(out[key], r)
        if what in ("one row", "odd rows", "no rows"):
            expect = "2"  # (a parameter's shape is its own: no rows to pick)
    elif what == "missing":
        del out[key]
    elif what == "renamed":  # (names the program lacks are not its: a params npz holds more, data.npz does)
        out[key + "_x"] = out.pop(key)
    elif what == "unknown":
        out["init/no_such_param"] = np.zeros((2, 2), np.float32)
    else:
        out["init/"] = np.zeros(1, np.float32)
    _save(d / "params.npz", out)
    return f"params {key}: {what}", ["--params", str(d / "params.npz")], expect


#: Options: (options, expected exit). "no--k" leaves -k out (the plan states it).
_OPTIONS: list[tuple[list[str], str]] = [
    (["no--k"], "0"),
    (["-k", "0"], "2"),
    (["-k", "-1"], "2"),
    (["-k", "1"], "2"),
    (["-k", "3"], "2"),
    (["-k", "4"], "2"),
    (["-k", "99999999999999999999"], "2"),
    (["--steps", "1"], "0"),
    (["--steps", "1000"], ""),
    (["-b", "0"], "2"),
    (["-b", "1"], ""),
    (["-b", "1000"], "2"),
    (["--fetch", "no_such_value"], "2"),
    (["--fetch", ""], "2"),
    (["--feed-map", "x"], "2"),
    (["--feed-map", "x=no_such_data"], "2"),
    (["--feed-map", "=,"], "2"),
    (["--plan", "{D}/plan/backward.pir", "{D}/plan/optimize.pir"], "2"),
    (["--save-state", "{D}/no/such/dir/state.npz"], "2"),
    (["--save-state", "{D}/plan"], "2"),
    (["--seed", "-1"], ""),
    (["--json"], "0"),
]


def _options(d: Path, r: random.Random) -> tuple[str, list[str], str]:
    opts, expect = r.choice(_OPTIONS)
    return f"options {' '.join(opts)}", list(opts), expect


MUTATIONS: dict[str, _Mutation] = {
    "jobs": _jobs,
    "job file": _job_file,
    "feed": _feed,
    "params": _params,
    "options": _options,
}
WEIGHTS = {"jobs": 3, "job file": 3, "feed": 3, "params": 2, "options": 3}


# --------------------------------------------------------------------------------------------
# The contract

#: How exit 2 may start: `PATH:L:C: error:`, `PATH: error:`, `error:`, or click's usage error.
_REFUSAL = re.compile(r"^(?:(?P<path>[^\n]*?)(?::(?P<line>\d+)(?::\d+)?)?: )?error: |^Error: |^Usage: ", re.M)


def run_problem(code: int, out: str, err: str, case: RunCase, d: Path, baseline: str | None) -> str | None:
    """What is wrong with one run of `case` (in the copy `d`), or None. `baseline`: the base
    run's stdout, which a case that keeps the numbers (`expect` "0") must print too."""
    if code not in (0, 1, 2):
        return f"exit {code}: {err.strip()[-300:]}"
    if "Traceback" in err or "internal error" in err:
        return "crash: " + err.strip().splitlines()[-1][:300]
    if re.search(r"\w+Warning\b", err):
        return "a Python warning: " + next(line for line in err.splitlines() if "Warning" in line)[:300]
    if code == 0 and re.search(r"\b(nan|inf)\b", out):
        return (
            "exit 0 with a nan/inf loss: "
            + next(ln for ln in out.splitlines() if re.search(r"\b(nan|inf)\b", ln))[:200]
        )
    if case.expect and str(code) != case.expect:
        return f"exit {code}, expected {case.expect}: " + (err.strip().splitlines() or [""])[-1][:200]
    if code == 2:
        m = _REFUSAL.search(err)
        if not m:
            return "unlocated: " + err.strip()[:300]
        if m.group("line") and m.group("path") and Path(m.group("path")).is_dir():
            return f"located at a directory, not its job file: {m.group(0)}"
        state = [o for o in case.options if o.startswith("{D}") and o.endswith("state.npz")]
        if state and Path(state[0].replace("{D}", str(d))).exists():
            return "exit 2 but --save-state was written"
    if case.expect == "0" and baseline is not None and "--json" not in case.options and "--steps" not in case.options:
        if out != baseline:
            return "a case that keeps the numbers printed different numbers"
    return None


def cases(seed: int, n: int) -> Iterator[tuple[RunCase, Callable[[Path], None]]]:
    """`n` cases, reproducible from `seed`: each with the function that mutates a copy."""
    r = random.Random(seed)
    names = list(WEIGHTS)
    for _ in range(n):
        name = r.choices(names, [WEIGHTS[k] for k in names])[0]
        command = r.choice(["run", "run", "check-loss"])
        case_seed = r.randrange(2**32)
        if name == "options" and command == "check-loss":
            command = "run"  # (check-loss has fewer options: those it lacks are usage errors, not cases)
        # (the mutation is drawn on a scratch copy to learn its description; applied again on the real one)
        yield _case(name, command, case_seed)


def _case(name: str, command: str, case_seed: int) -> tuple[RunCase, Callable[[Path], None]]:
    with tempfile.TemporaryDirectory() as t:
        scratch = Path(t)
        _copy(_BASE_DIR(), scratch)
        desc, opts, expect = MUTATIONS[name](scratch, random.Random(case_seed))
    case = RunCase(desc, command, tuple(o.replace(str(scratch), "{D}") for o in opts), expect)

    def mutate(d: Path) -> None:
        MUTATIONS[name](d, random.Random(case_seed))

    return case, mutate


_BASE: list[Path] = []


def _BASE_DIR() -> Path:  # noqa: N802 (a lazily made constant)
    if not _BASE:
        _BASE.append(base(Path(tempfile.mkdtemp(prefix="pirtool-fuzz-base-"))))
    return _BASE[0]


def _copy(src: Path, dst: Path) -> None:
    for p in src.iterdir():
        if p.is_dir():
            shutil.copytree(p, dst / p.name)
        else:
            shutil.copy(p, dst / p.name)


_BASELINES: dict[str, str] = {}


def baseline(command: str) -> str:
    """The base case's stdout for `command` (it must exit 0)."""
    if command not in _BASELINES:
        with tempfile.TemporaryDirectory() as t:
            d = Path(t)
            _copy(_BASE_DIR(), d)
            code, out, err, _ = fuzzing.invoke(command_args(RunCase("base", command, ()), d))
            assert code == 0, f"the base case of {command} fails: {err}"
            _BASELINES[command] = out
    return _BASELINES[command]


@dataclass
class RunFinding:
    case: RunCase
    problem: str
    args: list[str]


def check_case(case: RunCase, mutate: Callable[[Path], None]) -> RunFinding | None:
    """Run one case on a fresh copy of the base and check the contract."""
    with tempfile.TemporaryDirectory() as t:
        d = Path(t)
        _copy(_BASE_DIR(), d)
        mutate(d)
        args = command_args(case, d)
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            code, out, err, _ = fuzzing.invoke(args)
        err += "".join(f"{w.category.__name__}: {w.message}\n" for w in caught)
        problem = run_problem(code, out, err, case, d, baseline(case.command) if case.expect == "0" else None)
        if problem:
            return RunFinding(case, problem, [a.replace(str(d), "DIR") for a in args])
    return None


def kind_of(f: RunFinding) -> str:
    """A finding's class: the command, the mutation family and the problem without specifics."""
    p = re.sub(r"/tmp/\S+", "PATH", f.problem)
    p = re.sub(r"(?<!exit )(?<!expected )\d+", "N", p)
    what = re.sub(r" \[.*\]$", "", f.case.desc)  # (a job file's mutators are not its class)
    return f"{f.case.command} {what}: {p[:120]}"
