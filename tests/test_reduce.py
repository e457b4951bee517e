"""`pirtool reduce`: candidates stay valid programs in the input's layout, the search shrinks real
failures to a handful of ops, the result does not depend on -j, the test runs with a timeout, and
-o holds the best candidate."""

from __future__ import annotations

import shlex
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

import pytest
from click.testing import CliRunner
from conftest import OLD_FORMS, ROOT

from pirtool.cli import main
from pirtool.text.parser import parse, parse_file
from pirtool.text.printer import print_program
from pirtool.tools.reduce import Candidates, NotInteresting, Reducer, Removal, ShellTest
from pirtool.verify import verify

GM = ROOT / "samples/gm"
PIRTOOL = f"{shlex.quote(sys.executable)} -m pirtool"
ENV = {"PYTHONPATH": str(ROOT)}


class FnTest:
    """A test in Python that records every candidate it is shown (sequential, in order)."""

    def __init__(self, fn: Callable[[str], bool]) -> None:
        self.fn = fn
        self.seen: list[str] = []
        self.tried = self.runs = 0

    def first_interesting(
        self, candidates: Sequence[Callable[[], str | None]], on_result: Callable[[], None] | None = None
    ) -> int | None:
        for i, make in enumerate(candidates):
            text = make()
            if text is None:
                continue
            self.seen.append(text)
            self.tried += 1
            self.runs += 1
            if self.fn(text):
                return i
        return None


def test_unchanged_candidate_prints_the_input_byte_for_byte() -> None:
    for p in (GM / "mlp_momentum_k2_avg.after.pir", GM / "cond_sgd_k2_avg.after.pir"):
        c = Candidates(parse_file(p))
        assert print_program(c.build(Removal()).program) == p.read_text()


@pytest.mark.parametrize(
    "sample", ["cond_sgd_k2_avg.after.pir", "mlp_clip_sgd_k3_avg.after.pir", "conv_momentum_k2_avg.after.pir"]
)
def test_every_candidate_is_a_valid_program(sample: str) -> None:
    prog = parse_file(GM / sample)
    t = FnTest(lambda text: '"pd_op.sgd_"' in text or '"pd_op.momentum_"' in text)
    Reducer(prog, t, verify_candidates=False).run()
    assert len(t.seen) > 10
    for text in t.seen:
        cand = parse(text)  # parses
        assert verify(cand) == [], text
        assert print_program(cand) == text  # printed as the printer prints it


def test_removed_results_become_data_inputs_and_regions_go_whole() -> None:
    prog = parse_file(GM / "cond_sgd_k2_avg.after.pir")
    c = Candidates(prog)
    ifs = [i for i, op in enumerate(c.ops) if op.name == "pd_op.if"]
    assert ifs
    built = c.build(Removal(ops=frozenset(ifs)))
    names = [op.name for op in built.program.walk()]
    assert "pd_op.if" not in names and names.count("pd_op.data") > prog.ops_named("pd_op.data").__len__()
    assert verify(built.program) == []
    inner = [i for i, p in enumerate(c.parent) if p in ifs]
    assert inner and all(i not in c.present(Removal(ops=frozenset(ifs))) for i in inner)


def test_old_era_layout_kept() -> None:
    olds = [
        p
        for p in sorted(OLD_FORMS.glob("*.pir"))
        if "builtin.tensor<" in p.read_text() or "pd_op.tensor<" in p.read_text()
    ]
    assert olds
    prog = parse_file(olds[0])
    want = next(op.name for op in prog.walk() if op.results)
    t = FnTest(lambda text: f'"{want}"' in text)
    r = Reducer(prog, t).run()
    prefix = "builtin.tensor<" if "builtin.tensor<" in olds[0].read_text() else "pd_op.tensor<"
    assert prefix in r.text and r.ops_left <= 3


def _merge_warns(text: str) -> bool:
    from pirtool.errors import PirError
    from pirtool.passes import PassContext, PassManager

    ctx = PassContext(parse(text))
    try:
        PassManager.parse("gradient-merge{k=3}").run(ctx)
    except PirError:
        return False
    return any("read the accumulated sum" in w for w in ctx.warnings)


def test_reduces_a_merge_warning_from_a_real_program() -> None:
    """A real failure: gradient merge warns that clipping reads the accumulated sum (in process here;
    docs/commands/reduce.md shows the same with `pirtool merge` as the shell test)."""
    src = GM / "mlp_clip_sgd_k3_avg.before.pir"
    t = FnTest(_merge_warns)
    r = Reducer(parse_file(src), t).run()
    small = parse(r.text)
    assert r.ops_left <= 12 < sum(1 for _ in parse_file(src).walk())
    names = {op.name for op in small.walk()}
    assert "pd_op.sgd_" in names and "pd_op.squared_l2_norm" in names
    assert verify(small) == [] and _merge_warns(r.text)


def test_deterministic_for_any_jobs(tmp_path: Path) -> None:
    src = GM / "mlp_momentum_k2_avg.after.pir"
    texts = []
    for j in (1, 2, 4):
        t = ShellTest("grep -q 'pd_op.scale_' {} && grep -q '\"pd_op.momentum_\"' {}", jobs=j, timeout=30)
        try:
            texts.append(Reducer(parse_file(src), t).run().text)
        finally:
            t.close()
    assert texts[0] == texts[1] == texts[2]
    assert '"pd_op.momentum_"' in texts[0] and "pd_op.scale_" in texts[0]


def test_keep_ops_and_best_updates(tmp_path: Path) -> None:
    src = GM / "mlp_momentum_k2_avg.after.pir"
    bests: list[str] = []
    t = FnTest(lambda text: "pd_op.set_value_with_tensor_" in text)
    r = Reducer(parse_file(src), t, on_best=bests.append, keep=lambda name: name == "pd_op.momentum_").run()
    ops = [op.name for op in parse(r.text).walk()]
    assert ops.count("pd_op.momentum_") == 2 and "pd_op.set_value_with_tensor_" in ops
    sizes = [sum(1 for op in parse(b).walk() if "reduce_input_" not in str(op.attr("name"))) for b in bests]
    assert sizes == sorted(sizes, reverse=True) and bests[-1] == r.text


def test_timeout_counts_as_not_interesting() -> None:
    t = ShellTest("sleep 10", jobs=1, timeout=0.3)
    try:
        with pytest.raises(NotInteresting):
            Reducer(parse_file(GM / "mlp_sgd_k2_avg.after.pir"), t).run()
    finally:
        t.close()


def test_cli_errors_and_output(tmp_path: Path) -> None:
    src = GM / "mlp_sgd_k2_avg.after.pir"
    r = CliRunner().invoke(main, ["reduce", str(src), "--test", "false"])
    assert r.exit_code == 2 and "does not pass on the input itself" in r.stderr
    bad = tmp_path / "bad.pir"
    bad.write_text('{\n    (%0) = "pd_op.full" ( {}\n}\n')
    r = CliRunner().invoke(main, ["reduce", str(bad), "--test", "grep -q full {}"])  # does not parse: by lines
    assert r.exit_code == 0 and "does not parse" in r.stderr and "reducing its lines" in r.stderr
    assert r.stdout.strip() == '(%0) = "pd_op.full" ( {}'
    assert CliRunner().invoke(main, ["reduce", str(tmp_path / "missing.pir"), "--test", "true"]).exit_code == 2
    out = tmp_path / "o.pir"
    r = CliRunner().invoke(main, ["reduce", str(src), "--test", "grep -q sgd_", "-o", str(out), "-j", "1"])
    assert r.exit_code == 0 and r.stdout == ""
    assert "ops, " in r.stderr and "candidates tried" in r.stderr
    # the parameter sgd_ updates stays (a source still read is never replaced by an input)
    assert [op.name for op in parse_file(out).walk() if op.name != "pd_op.data"] == ["builtin.parameter", "pd_op.sgd_"]
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".pirtool-")]


def test_a_log_that_does_not_parse_is_reduced_by_lines(tmp_path: Path) -> None:
    """A parse error inside a real log (Paddle's pass-manager printout with one attribute
    broken): the program does not parse, so its lines are reduced, to the few that still give
    that error at that place."""
    from pirtool.errors import PirError
    from pirtool.text.parser import parse as parse_text
    from pirtool.tools.reduce import LineReducer

    log = (ROOT / "samples/logs/passmanager_ir_printing.stdout.log").read_text()
    lines = log.splitlines(keepends=True)
    k = next(i for i, ln in enumerate(lines) if '"pd_op.matmul"' in ln)
    lines[k] = lines[k].replace("transpose_x:false", "transpose_x:@@", 1)
    broken = "".join(lines)

    from pirtool.text.logs import find_programs

    def still_fails(text: str) -> bool:
        for found in find_programs(text) or []:
            try:
                parse_text(found.text)
            except PirError as e:
                if "unexpected character '@'" in e.reason:
                    return True
        return False

    result = LineReducer(broken, FnTest(still_fails)).run()
    assert result.ops_total == len(lines) and result.ops_left <= 6
    assert "transpose_x:@@" in result.text and still_fails(result.text)
    # and through the command line, with a shell test
    src = tmp_path / "train.log"
    src.write_text(broken)
    out = tmp_path / "small.log"
    test = f"{PIRTOOL} fmt --check {{}} 2>&1 | grep -q \"unexpected character '@'\""
    r = CliRunner(env=ENV).invoke(main, ["reduce", str(src), "--test", test, "-o", str(out), "-j", "2", "-q"])
    assert r.exit_code == 0, r.output
    assert "reducing its lines" not in r.output and "transpose_x:@@" in out.read_text()
    assert len(out.read_text().splitlines()) <= 6


# -- check-loss failures: the pair BEFORE/AFTER ---------------------------------------------------------

MOM = GM / "mlp_momentum_k2_avg"
#: the essence of Paddle 3.3.1's Momentum merge bug, as check-loss's divergence report words it
AVERAGE_LOST = "linear_1.w_0: 2 x BEFORE's gradient operand = the un-averaged accumulator"


def _check_loss(tmp: Path, before: str, after: str, startup_after: bool) -> str:
    b, a = tmp / "b.pir", tmp / "a.pir"
    b.write_text(before)
    a.write_text(after)
    args = [
        "check-loss",
        str(b),
        str(a),
        "-k",
        "2",
        "-s",
        f"{MOM}.startup.before.pir",
        "--params",
        f"{MOM}.npz",
        "--feed",
        f"{MOM}.npz",
    ]
    if startup_after:
        args += ["--startup-after", f"{MOM}.startup.after.pir"]
    r = CliRunner().invoke(main, args)
    return r.stdout if r.exit_code == 1 else ""


def _names(text: str) -> list[str]:
    return [op.name for op in parse(text).walk()]


def test_reduces_a_check_loss_failure_where_the_test_merges(tmp_path: Path) -> None:
    """The common workflow: reduce BEFORE; the test derives AFTER from the candidate (pirtool's merge
    with Paddle's averaging bug) and runs check-loss. Candidates must stay runnable with the original
    startup, parameters and feed: parameters and data ops are kept under their names, lost values
    become constants (`inputs="full"`), and a pair without a loss compares its parameters."""
    from pirtool.passes import PassContext, PassManager

    def still_fails(text: str) -> bool:
        ctx = PassContext(parse(text))
        try:
            PassManager.parse("gradient-merge{k=2,paddle_compat=true}").run(ctx)
        except Exception:
            return False
        return AVERAGE_LOST in _check_loss(tmp_path, text, print_program(ctx.main), False)

    src = parse_file(f"{MOM}.before.pir")
    r = Reducer(src, FnTest(still_fails), inputs="full").run()
    names = _names(r.text)
    assert r.ops_total == 25 and r.ops_left <= 8, names
    assert names.count("pd_op.momentum_") == 1 and "pd_op.matmul_grad" in names  # merge needs a backward producer
    small = parse(r.text)
    assert [op.attr("parameter_name") for op in small.walk() if op.name == "builtin.parameter"] == ["linear_1.w_0"]
    assert not [op for op in small.walk() if op.name == "pd_op.data" and "reduce_input" in str(op.attr("name"))]
    assert still_fails(r.text)


def test_reduces_a_pair_jointly(tmp_path: Path) -> None:
    """BEFORE and Paddle's own AFTER, no generator: both are reduced together, an op matched in
    both goes from both, and what the pair needs stays consistent (a parameter of one is one of the
    other)."""
    seen: list[tuple[str, str]] = []

    def still_fails(texts: tuple[str, str]) -> bool:
        seen.append(texts)
        return AVERAGE_LOST in _check_loss(tmp_path, texts[0], texts[1], True)

    before, after = parse_file(f"{MOM}.before.pir"), parse_file(f"{MOM}.after.pir")
    r = Reducer(before, FnTest(still_fails), with_prog=after, inputs="full").run()
    b_names, a_names = _names(r.texts[0]), _names(r.texts[1])
    assert r.ops_total == 25 + 85 and r.ops_left <= 14, (b_names, a_names)
    assert b_names.count("pd_op.momentum_") == a_names.count("pd_op.momentum_") == 1
    assert "pd_op.add_" in a_names  # the accumulation that makes AFTER's gradient the sum
    for texts in seen:  # every candidate pair: the same parameters on both sides
        params = [
            sorted(str(op.attr("parameter_name")) for op in parse(t).walk() if op.name == "builtin.parameter")
            for t in texts
        ]
        assert params[0] == params[1], texts
    assert still_fails(r.texts)


def test_joint_units_match_ops_of_both_programs() -> None:
    from pirtool.tools.reduce.joint import match_units

    ca, cb = Candidates(parse_file(f"{MOM}.before.pir")), Candidates(parse_file(f"{MOM}.after.pir"))
    units = match_units(ca, cb)
    both = [(next(iter(a)), next(iter(b))) for a, b in units if a and b]
    assert len(both) == 25  # every op of BEFORE has its counterpart in AFTER
    assert all(ca.ops[i].name == cb.ops[j].name for i, j in both)
    only_b = sorted({cb.ops[next(iter(b))].name for a, b in units if b and not a})
    assert only_b == [
        "pd_op.add_",
        "pd_op.full",
        "pd_op.full_int_array",
        "pd_op.scale_",
        "pd_op.set_value_with_tensor_",
    ]
    assert sum(len(a) + len(b) for a, b in units) == 25 + 85


def test_sources_stay_while_read() -> None:
    c = Candidates(parse_file(f"{MOM}.before.pir"))
    params = {i for i, op in enumerate(c.ops) if op.name == "builtin.parameter"}
    users = {j for i in params for j in c.readers[i]}
    built = c.build(Removal(ops=frozenset(params)))  # still read: they stay
    assert [op.name for op in built.program.walk()].count("builtin.parameter") == 2
    assert c.effective(Removal(ops=frozenset(params))) == Removal()
    gone = c.effective(Removal(ops=frozenset(params | users)))  # unread: they go
    assert params <= gone.ops
    full = Candidates(parse_file(f"{MOM}.before.pir"), inputs="full")
    mm = [i for i, op in enumerate(full.ops) if op.name == "pd_op.matmul"]
    names = [op.name for op in full.build(Removal(ops=frozenset(mm))).program.walk()]
    assert "pd_op.matmul" not in names and names.count("pd_op.full") == 1 + 2  # the seed and 2 constants


def test_cli_with_writes_both_programs(tmp_path: Path) -> None:
    out, wout = tmp_path / "b.pir", tmp_path / "a.pir"
    test = "grep -q momentum_ {} && grep -q set_value_with_tensor_ {with}"
    args = [
        "reduce",
        f"{MOM}.before.pir",
        "--with",
        f"{MOM}.after.pir",
        "--test",
        test,
        "-o",
        str(out),
        "--with-output",
        str(wout),
        "-j",
        "2",
        "-q",
    ]
    r = CliRunner().invoke(main, args)
    assert r.exit_code == 0, r.output
    b, a = _names(out.read_text()), _names(wout.read_text())
    # momentum_ is matched in both: it stays in AFTER too, though the test only greps BEFORE for it
    assert b.count("pd_op.momentum_") == a.count("pd_op.momentum_") == 1
    assert "pd_op.set_value_with_tensor_" in a and len(b) <= 5
    r = CliRunner().invoke(main, args[:6] + ["-o", str(out)])
    assert r.exit_code == 2 and "--with-output" in r.output
    r = CliRunner().invoke(
        main,
        ["reduce", f"{MOM}.before.pir", "--with", f"{MOM}.after.pir", "--test", "true", "--with-output", str(wout)],
    )
    assert r.exit_code == 2 and "{with}" in r.output
