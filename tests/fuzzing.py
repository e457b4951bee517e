"""The fuzz harness shared by `tests/test_fuzz.py` (a bounded run in the suite) and
`scripts/fuzz.py` (long runs that minimise and save what they find).

Inputs are mutations of the dumps in `samples/`: bytes, lines, tokens and attribute values
changed, deep nesting, wide ops and long lines. Each input goes through the real CLI
(in-process, `click.testing.CliRunner`) and the contract of issue 11 is checked:

* the exit code is 0, 1 or 2; nothing ends in a traceback or an "internal error";
* exit 2 says `file:line:col: error:`;
* `fmt` of an accepted input prints it back byte for byte; the output of `merge` re-parses;
* a command finishes within a time limit (a hang is a finding).
"""

from __future__ import annotations

import random
import re
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SAMPLES = ROOT / "samples"

#: Attribute values swapped in by the attribute mutator: every kind of value, and broken ones.
BAD_VALUES = [
    "abc",
    '(Int32)"x"',
    "(Int32)inf",
    "(Float)[]",
    "(Int64)1.5",
    "[]",
    "[x]",
    "[[]]",
    "9" * 5000,
    "1e999",
    "-1e999",
    "nan",
    "-nan",
    "-1",
    "2147483648",
    "99999999999999999999",
    "{}",
    '""',
    '"s"',
    "(Array)[(Array)[1]]",
    "(Array)x",
    "true",
    "[true,1]",
    "(pd_op.IntArray)[a]",
    "(pd_op.DataType)x",
    "Place(x)",
    "(Double)[1]",
    "float32",
    "[1,[2,[3]]]",
    "{a:1}",
    "(Int32)",
]
_VALUE_RE = re.compile(r"(?<=[{,])([A-Za-z_]\w*):")
_TOKEN_RE = re.compile(r'%[\w@.]+|"[^"\n]*"|-?\d+|[A-Za-z_][\w.]*|\S')


@dataclass
class Finding:
    """One broken promise: the command, what went wrong, and the input that shows it."""

    args: list[str]
    problem: str
    text: str


def sample_texts(limit_bytes: int = 60_000) -> list[tuple[str, str]]:
    """(name, text) of the small sample dumps (big ones make every run slow)."""
    out = []
    for p in sorted(SAMPLES.rglob("*.pir")):
        if p.stat().st_size <= limit_bytes and not p.is_symlink():  # a link: a copy (scripts/_samples.py)
            out.append((str(p.relative_to(ROOT)), p.read_bytes().decode("utf-8", "replace")))
    return out


# --------------------------------------------------------------------------------------------
# Mutators: each takes the text and a Random and returns a new text.


def _byte(t: str, r: random.Random) -> str:
    i = r.randrange(len(t) + 1)
    op = r.randrange(3)
    ch = r.choice('{}()[]<>",:%^ \n\r\t\ufeff0-x')
    if op == 0:
        return t[:i] + ch + t[i:]
    if op == 1:
        return t[:i] + t[i + 1 :]
    return t[:i] + ch + t[i + 1 :]


def _line(t: str, r: random.Random) -> str:
    lines = t.split("\n")
    i = r.randrange(len(lines))
    j = r.randrange(len(lines))
    op = r.randrange(5)
    if op == 0:
        del lines[i]
    elif op == 1:
        lines.insert(i, lines[j])
    elif op == 2:
        lines[i], lines[j] = lines[j], lines[i]
    elif op == 3:
        lines[i] = lines[i] + "\r"
    else:
        lines.insert(i, "")
    return "\n".join(lines)


def _token(t: str, r: random.Random) -> str:
    toks = list(_TOKEN_RE.finditer(t))
    if not toks:
        return t
    m = r.choice(toks)
    other = r.choice(toks).group()
    new = r.choice([other, "", other + other, "-1", "0", "x", "%999", '"', "{", "}", "(", ")"])
    return t[: m.start()] + new + t[m.end() :]


def _attr_value(t: str, r: random.Random) -> str:
    keys = list(_VALUE_RE.finditer(t))
    if not keys:
        return _token(t, r)
    m = r.choice(keys)
    start = m.end()
    from pirtool.attrs.decode import value_end

    line_start = t.rfind("{", 0, m.start())
    end = value_end(t[line_start : t.find("\n", start) if "\n" in t[start:] else len(t)], start - line_start)
    if end < 0:
        return t
    end += line_start
    other = r.choice(keys)
    oe = value_end(t[other.start() - 1 : other.start() + 4000], other.end() - other.start() + 1)
    swapped = t[other.end() : other.start() - 1 + oe] if oe > 0 else "0"
    new = r.choice(BAD_VALUES + [swapped] * 4)
    return t[:start] + new + t[end:]


def _deep(t: str, r: random.Random) -> str:
    n = r.choice([50, 300, 600, 1200])
    kind = r.randrange(4)
    if kind == 0:  # nested array value
        keys = list(_VALUE_RE.finditer(t))
        if keys:
            m = r.choice(keys)
            return t[: m.end()] + "[" * n + "1" + "]" * n + "," + t[m.end() :]
    if kind == 1:  # nested vec type
        return t.replace("tensor<", "vec[" * n + "tensor<", 1).replace(">", ">" + "]" * n, 1)
    if kind == 2:  # nested attribute dicts
        keys = list(_VALUE_RE.finditer(t))
        if keys:
            m = r.choice(keys)
            return t[: m.end()] + "{a:" * n + "1" + "}" * n + "," + t[m.end() :]
    # nested regions: pd_op.if ops inside each other
    body = ["{"]
    for i in range(n):
        body.append(" " * 4 * (i + 1) + f'(%{i}) = "pd_op.if" (%c) {{}} -> tensor<f32> {{')
    for i in reversed(range(n)):
        body.append(" " * 4 * (i + 1) + "}")
    body.append("}")
    return "\n".join(body) + "\n"


def _long(t: str, r: random.Random) -> str:
    lines = t.split("\n")
    i = r.randrange(len(lines))
    n = r.choice([1000, 20000])
    kind = r.randrange(3)
    if kind == 0:
        lines[i] = lines[i] + " x" * n
    elif kind == 1:
        lines.insert(i, 'x "' + "a" * 10)  # an unclosed string
        lines[i + 1 : i + 1] = ["y"] * min(n, 4000)
    else:
        lines[i] = lines[i].replace("(", "(" + "%0, " * n, 1)
    return "\n".join(lines)


MUTATORS: dict[str, Callable[[str, random.Random], str]] = {
    "byte": _byte,
    "line": _line,
    "token": _token,
    "attr": _attr_value,
    "deep": _deep,
    "long": _long,
}
#: How often each mutator is picked (deep and long inputs are slow to run, so rarer).
WEIGHTS = {"byte": 4, "line": 4, "token": 4, "attr": 8, "deep": 1, "long": 1}


def mutants(seed: int, n: int, texts: list[tuple[str, str]] | None = None) -> Iterator[tuple[str, str]]:
    """`n` (description, text) mutants, reproducible from `seed`."""
    r = random.Random(seed)
    texts = texts or sample_texts()
    names = list(WEIGHTS)
    weights = [WEIGHTS[k] for k in names]
    for _ in range(n):
        name, t = r.choice(texts)
        applied = []
        for _ in range(r.choice([1, 1, 2, 3])):
            m = r.choices(names, weights)[0]
            t = MUTATORS[m](t, r)
            applied.append(m)
        yield f"{name} [{'+'.join(applied)}]", t


# --------------------------------------------------------------------------------------------
# The contract

_LOCATED = re.compile(r"^[^\n]*?:\d+:\d+: error: ", re.M)
COMMANDS: list[list[str]] = [
    ["fmt"],
    ["fmt", "--check"],
    ["verify"],
    ["verify", "--strict"],
    ["stats"],
    ["stats", "--json"],
    ["graph"],
    ["diff", "{A}", "{A}"],
    ["merge", "-k", "2"],
    ["fmt", "--reader", "lark"],
]


def invoke(args: list[str]) -> tuple[int, str, str, float]:
    """Run the CLI in-process: (exit code, stdout, stderr, seconds)."""
    from click.testing import CliRunner

    from pirtool.cli import main

    t0 = time.perf_counter()
    res = CliRunner().invoke(main, args, catch_exceptions=True)
    dt = time.perf_counter() - t0
    code = res.exit_code
    err = res.stderr
    if res.exception is not None and not isinstance(res.exception, SystemExit):
        import traceback

        err += "Traceback: " + "".join(traceback.format_exception(res.exception))[-2000:]
        code = 99
    # (Result.stdout turns CRLF into LF: the bytes are what was printed)
    return code, res.stdout_bytes.decode("utf-8", "replace"), err, dt


def check(path: Path, text: str, commands: list[list[str]] | None = None, time_limit: float = 20.0) -> list[Finding]:
    """Write `text` to `path`, run every command on it and list each broken promise."""
    path.write_bytes(text.encode("utf-8", "surrogatepass"))
    found: list[Finding] = []
    for cmd in commands or COMMANDS:
        args = [a.replace("{A}", str(path)) for a in cmd]
        if "{A}" not in cmd:
            args.append(str(path))
        code, out, err, dt = invoke(args)
        problem = problem_of(code, out, err, dt, time_limit, cmd, text, path)
        if problem:
            found.append(Finding(args, problem, text))
    return found


def problem_of(
    code: int, out: str, err: str, dt: float, limit: float, cmd: list[str], text: str, path: Path
) -> str | None:
    """What is wrong with one run, or None."""
    if code not in (0, 1, 2):
        return f"exit {code}: {err.strip()[-300:]}"
    if "Traceback" in err or "internal error" in err:
        return "crash: " + err.strip().splitlines()[0][:300]
    if code == 2 and not _LOCATED.search(err):
        return "unlocated: " + err.strip()[:300]
    if dt > limit:
        return f"slow: {dt:.1f}s"
    if code == 0 and cmd == ["fmt"] and out != text:
        return "round trip: fmt printed different text"
    if code == 0 and cmd[0] == "merge":
        path2 = path.with_suffix(".out.pir")
        path2.write_text(out, encoding="utf-8", newline="")
        c2, _, e2, _ = invoke(["fmt", str(path2)])
        if c2 != 0:
            return "merge output does not re-parse: " + e2.strip()[:300]
    return None


def kind_of(f: Finding) -> str:
    """A finding's class (for de-duplication): the command and the problem without specifics."""
    p = re.sub(r"\S*input\.pir", "FILE", f.problem.split("\n")[0])
    p = re.sub(r"\d+", "N", p)
    p = re.sub(r"'[^']*'", "'…'", p)
    return f"{f.args[0]} {p[:120]}"


def minimise(text: str, still_fails: Callable[[str], bool], budget: float = 30.0) -> str:
    """Delta-debug `text` by lines, then by characters, keeping `still_fails` true."""
    t0 = time.perf_counter()
    for unit in ("\n", ""):
        parts = text.split("\n") if unit else list(text)
        n = 2
        while len(parts) >= 2 and time.perf_counter() - t0 < budget:
            chunk = max(1, len(parts) // n)
            reduced = False
            for i in range(0, len(parts), chunk):
                cand = parts[:i] + parts[i + chunk :]
                if cand and still_fails(unit.join(cand)):
                    parts = cand
                    n = max(n - 1, 2)
                    reduced = True
                    break
            if not reduced:
                if chunk == 1:
                    break
                n = min(n * 2, len(parts))
        text = unit.join(parts)
    return text
