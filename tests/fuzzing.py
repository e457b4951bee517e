"""The fuzz harness shared by `tests/test_fuzz.py` (a bounded run in the suite), `tests/test_fuzz_run.py`
(the bounded run CI makes, marker `fuzz`) and `scripts/fuzz.py` (long runs that minimise and save
what they find).

Inputs are mutations of the dumps in `samples/` (bytes, lines, tokens and attribute values changed,
deep nesting, wide ops and long lines; programs unframed, op names swapped for ones the passes
look for, operands or attribute dicts dropped, extreme numbers and names, stacked type prefixes)
and the valid unusual programs of `fuzz_programs.py`. Each input goes through the real CLI
(in-process, `click.testing.CliRunner`) and every command's contract is checked (issues 11, 25):

* the exit code is 0, 1 or 2; nothing ends in a traceback or an "internal error";
* exit 2 says `file:line:col: error:` and leaves no output file or directory behind;
* `fmt` of an accepted input prints it back byte for byte, and both readers agree on it;
* what a command writes as a program (`merge`, `opt -p` of every registered pass, each job program
  of `plan`) reads back with both readers, prints back byte for byte, and verifies and decodes
  whenever the input did; `view --html` / `--export` write a whole page / export or nothing;
* a command finishes within a time limit (a hang is a finding).
"""

from __future__ import annotations

import json
import random
import re
import shutil
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import NamedTuple

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
    command: str = ""  # the case (`Command.name`)


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


#: Op names the passes, the plan and the runner look for: swapped onto other ops' lines, they reach
#: the code that matches them with operands, results and attributes it does not expect.
PASS_OPS = [
    "pd_op.matmul",
    "pd_op.matmul_grad",
    "pd_op.add_",
    "pd_op.add_grad",
    "pd_op.add",
    "pd_op.all_reduce",
    "pd_op.all_gather",
    "pd_op.reduce_scatter",
    "pd_op.c_allreduce_sum_",
    "pd_op.sgd_",
    "pd_op.adam_",
    "pd_op.momentum_",
    "pd_op.cast",
    "pd_op.share_data_",
    "pd_op.full",
    "pd_op.full_int_array",
    "pd_op.reshape",
    "pd_op.data",
    "pd_op.scale_",
    "pd_op.send_v2",
    "pd_op.recv_v2",
    "builtin.parameter",
    "builtin.shadow_output",
    "builtin.combine",
    "builtin.split",
    "cf.yield",
    "",
    "p}",
    "a b",
    "x(1)",
]
#: Names and numbers at the edges: swapped for a string attribute or a number (dims included).
ODD_STRINGS = ['"a}b"', '"a b"', '"é\u200b"', '""', '"' + "x" * 5000 + '"', '"a\\"b"', '"{,:}"', '"\\\\"', '"%0"']
EXTREME_NUMBERS = [
    "0",
    "-1",
    "-0",
    "9223372036854775807",
    "-9223372036854775808",
    "18446744073709551616",
    "9" * 30,
    "1e308",
    "1e-320",
    "nan",
    "-inf",
    "2147483648",
]
_STRING_VALUE = re.compile(r'(?<=[A-Za-z_]:)"[^"\\\n]*"')
_NUMBER = re.compile(r"(?<=[\[<,:x(])-?\d+(?:\.\d+)?(?=[\],}>x)])")
_OP_LINE = re.compile(
    r'^( *\([^()\n]*\) = )"([^"\n]*)"( \()([^()\n]*)(\)(?: \{.*?\})? : \()([^()\n]*)(\) -> .*)$', re.M
)


def _unframe(t: str, r: random.Random) -> str:
    """The program's op lines without the `{` and `}` around them."""
    lines = t.split("\n")
    if lines and lines[0].strip() == "{":
        lines = lines[1:]
        while lines and lines[-1].strip() in ("", "}"):
            last = lines.pop()
            if last.strip() == "}":
                break
        return "\n".join(lines) + r.choice(["\n", ""])
    return t


def _opname(t: str, r: random.Random) -> str:
    """An op's name swapped for one the passes match (or an odd one)."""
    ops = list(_OP_LINE.finditer(t))
    if not ops:
        return _token(t, r)
    m = r.choice(ops)
    return t[: m.start(2)] + r.choice(PASS_OPS) + t[m.end(2) :]


def _operands(t: str, r: random.Random) -> str:
    """An op loses operands (and their printed types), or its attribute dict."""
    ops = list(_OP_LINE.finditer(t))
    if not ops:
        return _line(t, r)
    m = r.choice(ops)
    if r.random() < 0.3:  # the attribute dict goes
        tail = re.sub(r"^\) \{.*?\} : \(", ") : (", m.group(5))
        return t[: m.start(5)] + tail + t[m.end(5) :]
    names, types = m.group(4).split(", "), m.group(6).split(", ")
    if len(names) != len(types):
        return t
    n = r.randrange(len(names) + 1) if names != [""] else 0
    line = (
        m.group(1)
        + f'"{m.group(2)}"'
        + m.group(3)
        + ", ".join(names[:n])
        + m.group(5)
        + ", ".join(types[:n])
        + m.group(7)
    )
    return t[: m.start()] + line + t[m.end() :]


def _extreme(t: str, r: random.Random) -> str:
    """A number (a dim, an id, a value) or a string attribute swapped for one at the edges."""
    if r.random() < 0.5:
        ms = list(_STRING_VALUE.finditer(t))
        if ms:
            m = r.choice(ms)
            return t[: m.start()] + r.choice(ODD_STRINGS) + t[m.end() :]  # (a key's last letter before ':')
    ms = list(_NUMBER.finditer(t))
    if not ms:
        return _attr_value(t, r)
    for m in r.sample(ms, min(len(ms), r.choice([1, 1, 3]))):
        t = t[: m.start()] + r.choice(EXTREME_NUMBERS) + t[m.end() :]
        break  # (positions move: one at a time)
    return t


def _prefixes(t: str, r: random.Random) -> str:
    """Type prefixes stacked before an attribute value: `(Int32)(Int32)...1`."""
    keys = list(_VALUE_RE.finditer(t))
    if not keys:
        return t
    m = r.choice(keys)
    return t[: m.end()] + r.choice(["(Int32)", "(Float)", "(Int64)"]) * r.choice([2, 100, 600, 3000]) + t[m.end() :]


MUTATORS: dict[str, Callable[[str, random.Random], str]] = {
    "byte": _byte,
    "line": _line,
    "token": _token,
    "attr": _attr_value,
    "deep": _deep,
    "long": _long,
    "unframe": _unframe,
    "opname": _opname,
    "operands": _operands,
    "extreme": _extreme,
    "prefixes": _prefixes,
}
#: How often each mutator is picked (deep and long inputs are slow to run, so rarer).
WEIGHTS = {
    "byte": 4,
    "line": 4,
    "token": 4,
    "attr": 8,
    "deep": 1,
    "long": 1,
    "unframe": 2,
    "opname": 4,
    "operands": 3,
    "extreme": 4,
    "prefixes": 1,
}


class Mutant(NamedTuple):
    desc: str  # the sample and the mutators applied
    text: str
    original: str  # the sample it was made from


def mutants(seed: int, n: int, texts: list[tuple[str, str]] | None = None) -> Iterator[Mutant]:
    """`n` mutants, reproducible from `seed`."""
    r = random.Random(seed)
    texts = texts or sample_texts()
    names = list(WEIGHTS)
    weights = [WEIGHTS[k] for k in names]
    for _ in range(n):
        name, t = r.choice(texts)
        original = t
        applied = []
        for _ in range(r.choice([1, 1, 2, 3])):
            m = r.choices(names, weights)[0]
            t = MUTATORS[m](t, r)
            applied.append(m)
        yield Mutant(f"{name} [{'+'.join(applied)}]", t, original)


# --------------------------------------------------------------------------------------------
# The contract


@dataclass(frozen=True)
class Command:
    """One command case. In `args`, `{IN}` is the input, `{ORIG}` the sample it was made from, `{OUT}`
    an output file and `{DIR}` an output directory. `writes` says what the command makes that is
    checked: "program" (stdout is a program), "file" ({OUT} is one), "plan" ({DIR} holds job
    programs), "html" ({OUT} is a page), "export" ({DIR} is a view export), "" (nothing)."""

    args: tuple[str, ...]
    writes: str = ""

    @property
    def name(self) -> str:
        return " ".join(a for a in self.args if not a.startswith("{"))


def pass_names() -> list[str]:
    """Every registered pass, with the options it needs (as `opt -p` spells it)."""
    from pirtool.passes.base import registered_passes

    needs = {"gradient-merge": "gradient-merge{k=2}"}
    return [needs.get(n, n) for n in sorted(registered_passes())]


def command_set() -> list[Command]:
    """Every command's cases: the reading tools, every pass, merge, plan, view."""
    c = [
        Command(("fmt", "{IN}")),
        Command(("fmt", "--reader", "lark", "{IN}")),
        Command(("fmt", "--check", "--strict", "{IN}")),
        Command(("verify", "{IN}")),
        Command(("verify", "--strict", "{IN}")),
        Command(("stats", "{IN}")),
        Command(("stats", "--json", "{IN}")),
        Command(("graph", "{IN}")),
        Command(("lint", "{IN}")),
        Command(("diff", "{IN}", "{IN}")),
        Command(("diff", "{ORIG}", "{IN}")),
        Command(("diff", "--json", "{ORIG}", "{IN}")),
        Command(("merge", "-k", "2", "{IN}"), "program"),
        Command(("merge", "-k", "3", "--no-avg", "{IN}", "-o", "{OUT}"), "file"),
    ]
    c += [Command(("opt", "-p", p, "{IN}"), "program") for p in pass_names()]
    c += [
        Command(("opt", "-p", "dist-to-dense,remove-unuseful-comm", "{IN}", "-o", "{OUT}"), "file"),
        Command(("plan", "-k", "2", "-o", "{DIR}", "{IN}"), "plan"),
        Command(("view", "{IN}", "--html", "{OUT}"), "html"),
        Command(("view", "{ORIG}", "--diff", "{IN}", "--export", "{DIR}"), "export"),
    ]
    return c


#: Every case (a function: the pass registry is read once it is asked for).
COMMANDS: list[Command] = []


def commands() -> list[Command]:
    if not COMMANDS:
        COMMANDS.extend(command_set())
    return COMMANDS


_LOCATED = re.compile(r"^[^\n]*?:\d+:\d+: error: ", re.M)
_EXPORT = {"index.html", "model.json", "model_explorer.json", "LICENSE.cytoscape"}


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


@dataclass
class InputStatus:
    """What the input is to the library: read (fast reader), verified clean, every value decoded;
    `text` for asking the grammar reader about it once an output is refused by it."""

    reads: bool
    verifies: bool
    decodes: bool
    text: str = ""
    _lark: bool | None = None

    def lark_reads(self) -> bool:
        """Does the grammar reader read the input (an output it refuses is not the command's fault
        when it refuses the input too: that is the readers' disagreement, reported once)?"""
        if self._lark is None:
            from pirtool import parse
            from pirtool.errors import PirError

            try:
                parse(self.text, reader="lark")
                self._lark = True
            except (PirError, RecursionError):
                self._lark = False
        return self._lark


def input_status(text: str) -> InputStatus:
    from pirtool import parse
    from pirtool.errors import PirError
    from pirtool.text.logs import is_bare_dump
    from pirtool.verify import decode_all, verify

    if not is_bare_dump(text) and not text.lstrip().startswith("("):
        return InputStatus(False, False, False, text)  # (a log, or garbage: commands decide)
    try:
        prog = parse(text)
    except (PirError, RecursionError):
        return InputStatus(False, False, False, text)
    ok = not verify(prog)
    try:
        decode_all(prog)
        decodes = True
    except PirError:
        decodes = False
    return InputStatus(True, ok, decodes, text)


def check(
    path: Path,
    text: str,
    cmds: Sequence[Command | Sequence[str]] | None = None,
    time_limit: float = 20.0,
    original: str | None = None,
) -> list[Finding]:
    """Write `text` to `path`, run every command on it and list each broken promise. A plain
    argument list (the input path appended) is a command whose output is not checked."""
    path.write_bytes(text.encode("utf-8", "surrogatepass"))
    orig = path.with_name(path.stem + ".orig.pir")
    orig.write_bytes((original if original is not None else text).encode("utf-8", "surrogatepass"))
    out, out_dir = path.with_name(path.stem + ".out.pir"), path.with_name(path.stem + ".out.d")
    status = input_status(text)
    found: list[Finding] = []
    results: dict[str, tuple[int, str]] = {}
    for cmd in cmds if cmds is not None else commands():
        if not isinstance(cmd, Command):
            cmd = Command((*cmd, "{IN}") if "{IN}" not in cmd else tuple(cmd))
        out.unlink(missing_ok=True)
        shutil.rmtree(out_dir, ignore_errors=True)
        places = {"{IN}": str(path), "{ORIG}": str(orig), "{OUT}": str(out), "{DIR}": str(out_dir)}
        args = [places.get(a, a) for a in cmd.args]
        code, stdout, err, dt = invoke(args)
        results[cmd.name] = (code, stdout)
        problem = problem_of(code, stdout, err, dt, time_limit, cmd, text, status, out, out_dir)
        if problem:
            found.append(Finding(args, problem, text, cmd.name))
    fast, lark = results.get("fmt"), results.get(READERS_AGREE)
    if fast is not None and lark is not None and fast != lark and 99 not in (fast[0], lark[0]):
        what = f"exit {fast[0]} / {lark[0]}" if fast[0] != lark[0] else "different output"
        found.append(Finding(["fmt", "--reader", "lark", str(path)], f"readers disagree: {what}", text, READERS_AGREE))
    return found


#: The case whose result is compared with `fmt`'s: both readers read the same text alike.
READERS_AGREE = "fmt --reader lark"


def cases_for(f: Finding) -> list[Command]:
    """The cases that show finding `f` again (the readers' agreement takes both readers' runs)."""
    names = {f.command} | ({"fmt"} if f.command == READERS_AGREE else set())
    return [c for c in commands() if c.name in names]


def problem_of(
    code: int,
    out: str,
    err: str,
    dt: float,
    limit: float,
    cmd: Command,
    text: str,
    status: InputStatus,
    out_file: Path,
    out_dir: Path,
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
    if cmd.args == ("fmt", "{IN}") and code == 0 and out != text:
        return "round trip: fmt printed different text"
    if code != 0:
        if code == 2 and cmd.writes == "program" and out:
            return "exit 2 but the program was printed to stdout"
        if cmd.writes in ("file", "html") and out_file.exists():
            return f"exit {code} but {out_file.name} was written"
        if cmd.writes in ("plan", "export") and out_dir.exists():
            return f"exit {code} but {out_dir.name}/ was written"
        return None
    if cmd.writes == "program":
        return program_problem(out, status, "output")
    if cmd.writes == "file":
        return program_problem(out_file.read_text(encoding="utf-8"), status, out_file.name)
    if cmd.writes == "plan":
        try:
            jobs = json.loads((out_dir / "jobs.json").read_text())
        except (OSError, ValueError) as e:
            return f"plan: no job list: {e}"
        for t in sorted({j[0] for j in jobs}):
            p = out_dir / f"{t}.pir"
            if not p.exists():
                return f"plan: jobs.json names {t} but {p.name} is missing"
            problem = program_problem(p.read_text(encoding="utf-8"), status, f"{out_dir.name}/{p.name}")
            if problem:
                return problem
    if cmd.writes == "html" and not out_file.read_text(encoding="utf-8").rstrip().endswith("</html>"):
        return "view --html: the page is incomplete"
    if cmd.writes == "export":
        names = {p.name for p in out_dir.iterdir()}
        if names != _EXPORT:
            return f"view --export: the directory holds {sorted(names)}"
        try:
            json.loads((out_dir / "model.json").read_text(encoding="utf-8"))
        except ValueError as e:
            return f"view --export: model.json is no JSON: {e}"
    return None


def program_problem(out: str, status: InputStatus, what: str) -> str | None:
    """Why a program a command wrote breaks the contract: it must read back with both readers
    and print back byte for byte; it must verify and decode when the input did."""
    from pirtool import parse, print_program
    from pirtool.errors import PirError
    from pirtool.verify import decode_all, verify

    prog = None
    for reader in ("fast", "lark"):
        try:
            prog = parse(out, reader=reader)
        except PirError as e:
            if reader == "lark" and not status.lark_reads():
                return None
            return f"{what} does not read back ({reader} reader): line {e.line}: {e.reason[:200]}"
        if print_program(prog) != out:
            return f"{what} does not print back byte for byte ({reader} reader)"
    assert prog is not None
    if status.verifies and (diags := verify(prog)):
        return f"{what} does not verify: {diags[0]}"
    if status.decodes:
        try:
            decode_all(prog)
        except PirError as e:
            return f"{what} does not decode: line {e.line}: {e.reason[:200]}"
    return None


def kind_of(f: Finding) -> str:
    """A finding's class (for de-duplication): the command and the problem without specifics."""
    p = re.sub(r"\S*input(?:\.out)?\.(?:pir|d)\S*", "FILE", f.problem.split("\n")[0])
    p = re.sub(r"\d+", "N", p)
    p = re.sub(r"'[^']*'", "'…'", p)
    return f"{f.command or f.args[0]}: {p[:120]}"


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
