"""Record what every command family prints for every sample, to prove a change keeps behaviour.

    python scripts/regress.py record OUT.json          # stdout, stderr and exit code of each run
    python scripts/regress.py compare A.json B.json    # exit 1 and list the runs that differ

Runs the CLI in-process (click's test runner), so the ~10,000 runs take minutes, not an hour.
Inputs: every `.pir` under `samples/` and `../shared/samples`, the logs, and the gradient-merge
cases (before/after pairs for `diff`, npz-backed cases for `run` and `check-loss`). The model
is the 2,060-run regression of the merge speed work; restructurings must leave it identical.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path.cwd()  # run from the repository root; the pirtool imported is whichever is on sys.path
SHARED = ROOT.parent / "shared" / "samples"
BIG = 1_000_000  # bytes: above this a file gets the cheap command families only
#: sample folders left out: samples/pp's 760 rank programs would make a run take an hour (they
#: have their own round-trip test, tests/test_pp_samples.py)
SKIP = {"pp"}

PER_FILE = [
    ["fmt"],
    ["fmt", "--renumber"],
    ["fmt", "--check"],
    ["extract", "--list"],
    ["merge", "-k", "3"],
    ["merge", "-k", "2", "--no-avg", "--stat"],
    ["merge", "-k", "4", "--paddle-compat"],
    ["merge", "-k", "2", "--sync-each-step"],
    ["opt", "-p", "gradient-merge{k=2,scale_before_clip=true},remove-master-grad-cast", "--print-ir-after-all"],
    ["opt", "-p", "remove-master-grad-cast{force=true}"],
    ["verify"],
    ["stats"],
    ["stats", "--json"],
    ["graph"],
    ["graph", "--focus", "L3", "--depth", "1"],
    ["run", "--check"],
]
SMALL_ONLY = [["fmt", "--reader", "lark"]]


def _inputs() -> list[Path]:
    files: list[Path] = []
    seen: set[str] = set()
    for base in (ROOT / "samples", SHARED):
        for p in sorted(base.rglob("*")):
            if p.suffix not in (".pir", ".log") or not p.is_file():
                continue
            if base.name == "samples" and p.relative_to(base).parts[0] in SKIP:
                continue
            h = hashlib.sha1(p.read_bytes()).hexdigest()
            if h not in seen:
                seen.add(h)
                files.append(p)
    return files


def _rel(p: Path) -> str:
    try:
        return str(p.relative_to(ROOT))
    except ValueError:
        return os.path.relpath(p, ROOT)


def _runs() -> list[list[str]]:
    runs: list[list[str]] = []
    for f in _inputs():
        rel = _rel(f)
        for args in PER_FILE + (SMALL_ONLY if f.stat().st_size < BIG else []):
            if f.suffix == ".log" and args[0] == "extract":
                runs.append([args[0], rel, *args[1:]])
                runs.append([args[0], rel, "--index", "0"])
            elif f.suffix == ".log":
                runs.append([args[0], rel, "--index", "1", *args[1:]])
            else:
                runs.append([args[0], rel, *args[1:]])
    gm = ROOT / "samples" / "gm"
    for before in sorted(gm.glob("*.before.pir")):
        case = before.name[: -len(".before.pir")]
        after = gm / f"{case}.after.pir"
        b, a = _rel(before), _rel(after)
        runs += [
            ["diff", b, a],
            ["diff", b, a, "--stat"],
            ["diff", b, a, "--json"],
            ["diff", b, a, "--ignore-attr", "op_dist_attr", "-U", "0"],
        ]
        npz = gm / f"{case}.npz"
        ref = gm / f"{case}.ref.json"
        if npz.exists() and ref.exists():
            cfg = json.loads(ref.read_text())
            k = str(cfg["config"]["k"])
            z = _rel(npz)
            sb, sa = _rel(gm / f"{case}.startup.before.pir"), _rel(gm / f"{case}.startup.after.pir")
            runs += [
                ["run", a, "-s", sa, "-k", k, "--feed", z, "--params", z, "--steps", "2", "--json"],
                ["run", b, "-s", sb, "--feed", z, "--params", z, "--steps", "2"],
                [
                    "check-loss",
                    b,
                    a,
                    "-k",
                    k,
                    "-s",
                    sb,
                    "--startup-after",
                    sa,
                    "--feed",
                    z,
                    "--params",
                    z,
                    "--steps",
                    "2",
                    "--json",
                ],
                ["check-loss", b, a, "-k", k, "-s", sb, "--feed", z, "--params", z, "--steps", "1"],
            ]
            plan = [_rel(gm / f"{case}.plan_{j}.pir") for j in ("forward", "backward", "optimize")]
            runs.append(
                [
                    "run",
                    plan[0],
                    "--plan",
                    plan[1],
                    plan[2],
                    "-s",
                    sa,
                    "-k",
                    k,
                    "--feed",
                    z,
                    "--params",
                    z,
                    "--steps",
                    "1",
                ]
            )
    # several ranks in one process
    dp = sorted((ROOT / "samples" / "gm").glob("dp2_*.before.pir"))[:1]
    for d in dp:
        runs.append(
            [
                "run",
                _rel(d),
                _rel(d),
                "-s",
                _rel(d.with_name(d.name.replace(".before.", ".startup.before."))),
                "--steps",
                "1",
                "--seed",
                "3",
            ]
        )
    return runs


def record(out: str) -> int:
    sys.path.insert(0, str(ROOT))  # this checkout's pirtool, not an installed one
    from click.testing import CliRunner

    import pirtool
    from pirtool.cli import main

    print(f"pirtool from {pirtool.__file__}", file=sys.stderr)

    runs = _runs()
    res: dict[str, dict[str, object]] = {}
    runner = CliRunner()
    tmp = tempfile.mkdtemp()
    for i, args in enumerate(runs):
        r = runner.invoke(main, args, catch_exceptions=True)
        stdout = r.stdout_bytes.decode("utf-8", "replace")
        stderr = r.stderr_bytes.decode("utf-8", "replace") if r.stderr_bytes is not None else ""
        exc = None if r.exception is None or isinstance(r.exception, SystemExit) else repr(r.exception)
        res[" ".join(args)] = {
            "code": r.exit_code,
            "stdout": hashlib.sha1(stdout.encode()).hexdigest() if len(stdout) > 4000 else stdout,
            "stderr": stderr.replace(tmp, "<tmp>"),
            "exception": exc,
        }
        if i % 250 == 0:
            print(f"{i}/{len(runs)}", file=sys.stderr)
    Path(out).write_text(json.dumps(res, indent=0, sort_keys=True))
    print(f"{len(runs)} runs recorded in {out}", file=sys.stderr)
    return 0


def compare(a: str, b: str) -> int:
    """Exit 1 when a run of A is missing from B or gives other output; runs only in B (new
    samples) are counted, not failed."""
    ra, rb = json.loads(Path(a).read_text()), json.loads(Path(b).read_text())
    bad = 0
    for key in sorted(ra):
        x, y = ra[key], rb.get(key)
        if x != y:
            bad += 1
            print(f"DIFF {key}" if y is not None else f"MISSING {key}")
            if y is not None:
                for f in ("code", "stdout", "stderr", "exception"):
                    if x[f] != y[f]:
                        print(f"  {f}: {str(x[f])[:300]!r}\n   -> {str(y[f])[:300]!r}")
    new = len(set(rb) - set(ra))
    print(f"{len(ra)} vs {len(rb)} runs, {bad} differ or are missing, {new} new")
    return 1 if bad else 0


if __name__ == "__main__":
    cmd = sys.argv[1] if len(sys.argv) > 1 else ""
    if cmd == "record" and len(sys.argv) == 3:
        sys.exit(record(sys.argv[2]))
    if cmd == "compare" and len(sys.argv) == 4:
        sys.exit(compare(sys.argv[2], sys.argv[3]))
    print(__doc__, file=sys.stderr)
    sys.exit(2)
