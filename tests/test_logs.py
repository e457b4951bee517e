"""Tests for pirtool.text.logs: finding PIR programs inside logs (no Paddle needed)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from pirtool.text.logs import FoundProgram, find_programs, is_bare_dump, select

ROOT = Path(__file__).resolve().parents[1]
SAMPLES = ROOT / "samples"
LOGS = sorted((SAMPLES / "logs").glob("*.log"))
REAL = sorted((SAMPLES / "real").glob("*.pir"))
DATA = Path(__file__).resolve().parent / "data" / "logs"
PASSMANAGER = SAMPLES / "logs" / "passmanager_ir_printing.stdout.log"
EXECUTOR = SAMPLES / "logs" / "executor_FLAGS_print_ir.stdout.log"
SEED_PR = DATA / "seed_pr_66641.txt"


def read(path: Path) -> str:
    # no newline translation: CRLF must stay visible
    return path.read_bytes().decode("utf-8")


@pytest.fixture(scope="module")
def mlp() -> str:
    return read(SAMPLES / "real" / "mlp_sgd_main.pir")


@pytest.fixture(scope="module")
def startup() -> str:
    return read(SAMPLES / "real" / "mlp_sgd_startup.pir")


def check_invariants(log: str, programs: list[FoundProgram]) -> None:
    """What must hold for any log: texts are standalone dumps whose body lines are
    the log's lines at the reported numbers (minus the opener's indentation)."""
    log_lines = log.split("\n")
    previous_end = 0
    for k, p in enumerate(programs):
        assert p.index == k
        assert p.text.startswith(("{\n", "{\r\n")), p.label
        assert p.text.endswith(("}\n", "}\r\n")), p.label
        assert p.body_offset == p.start_line + 1
        assert previous_end < p.start_line < p.end_line
        previous_end = p.end_line
        opener = log_lines[p.start_line - 1].rstrip("\r")
        closer = log_lines[p.end_line - 1].rstrip("\r \t")
        assert "{" in opener
        indent = opener[: len(opener) - len(opener.lstrip(" \t"))]
        assert closer == indent + "}"
        text_lines = p.text.split("\n")
        assert text_lines[-1] == ""
        text_lines = text_lines[:-1]
        assert len(text_lines) == p.end_line - p.start_line + 1
        for i, line in enumerate(text_lines[1:-1], start=2):
            log_line = log_lines[p.start_line + i - 2]
            if indent and log_line.startswith(indent):
                log_line = log_line[len(indent) :]
            assert line == log_line, (p.label, i)
        if not indent:
            # untouched bytes: the body is a verbatim slice of the log
            assert "\n".join(log_lines[p.body_offset - 1 : p.end_line - 1]) in log


# --------------------------------------------------------------- real logs


@pytest.mark.parametrize("path", LOGS, ids=[p.name for p in LOGS])
def test_every_sample_log_invariants(path: Path) -> None:
    log = read(path)
    programs = find_programs(log)
    assert programs, f"no program found in {path.name}"
    check_invariants(log, programs)
    assert not is_bare_dump(log) or len(programs) == 1


def test_passmanager_log() -> None:
    log = read(PASSMANAGER)
    programs = find_programs(log)
    assert [p.label for p in programs] == [
        "IRPrinting on builtin.module before dead_code_elimination_pass pass",
        "IRPrinting on builtin.module after dead_code_elimination_pass pass",
        "IRPrinting on builtin.module before common_subexpression_elimination_pass pass",
        "IRPrinting on builtin.module after common_subexpression_elimination_pass pass",
    ]
    assert [(p.start_line, p.end_line) for p in programs] == [(4, 75), (81, 151), (157, 227), (233, 291)]
    check_invariants(log, programs)
    assert not is_bare_dump(log)


def test_executor_log() -> None:
    log = read(EXECUTOR)
    programs = find_programs(log)
    assert [p.label for p in programs] == [
        "IR before lowering",
        "IR after lowering",
        "IR before lowering",
        "IR after lowering",
    ]
    assert [(p.start_line, p.end_line) for p in programs] == [(1, 50), (52, 101), (103, 175), (177, 249)]
    check_invariants(log, programs)
    # the program starts on the prefix line; the text starts with a bare "{"
    assert log.split("\n")[0] == "IR before lowering = {"
    assert programs[1].text.split("\n")[1] == log.split("\n")[52]
    assert programs[1].text.split("\n")[1].startswith('    (%0) = "full_int_array(phi_kernel)" ')
    assert '"adam_(phi_kernel)"' in programs[3].text
    assert "(phi_kernel)" not in programs[0].text + programs[2].text


def test_seed_pull_request_text() -> None:
    log = read(SEED_PR)
    programs = find_programs(log)
    assert [p.label for p in programs] == [
        "before auto_parallel_gradient_merge_pass",
        "after auto_parallel_gradient_merge_pass",
    ]
    assert [(p.start_line, p.end_line) for p in programs] == [(23, 36), (37, 54)]
    check_invariants(log, programs)
    seed = SAMPLES / "seed"
    assert programs[0].text == read(seed / "mlp_pp_rank0_sgd.before_gm.e2.pir")
    assert programs[1].text == read(seed / "mlp_pp_rank0_sgd.after_gm.e2.pir")
    assert programs[1].text.split("\n")[1] == "    ^kw:%kwarg_linear_0.w_0.dist@GRAD@MERGE"


# ------------------------------------------------ every real program, embedded


@pytest.mark.parametrize("path", REAL, ids=[p.name for p in REAL])
def test_real_programs_embedded(path: Path) -> None:
    prog = read(path)
    log = (
        "W1129 20:06:35.100000  6297 init.cc:1] noise { not a program\n"
        "===-------------------------------------------------------------------------===\n"
        "        IRPrinting on builtin.module before some_pass pass\n"
        "===-------------------------------------------------------------------------===\n"
        + prog
        + "\n\n"
        + "IR before lowering = "
        + prog
        + "\n"
        + "- item:\n\n"
        + "".join("    " + line if line.strip() else line for line in prog.splitlines(True))
        + "\ndone\n"
    )
    programs = find_programs(log)
    assert [p.label for p in programs] == [
        "IRPrinting on builtin.module before some_pass pass",
        "IR before lowering",
        "- item:",
    ]
    assert [p.text for p in programs] == [prog, prog, prog]
    check_invariants(log, programs)
    assert is_bare_dump(prog)


# ------------------------------------------------------ prefixes and captions

GLOG = "I1129 20:06:35.891561  6297 pir_interpreter.cc:1529] "
PADDLE_LOGGER = "[2026-11-29 20:06:35,727] [    INFO] engine.py:1098 - "
DIST_LOGGER = "INFO 2026-11-29 20:06:35,727 helper.py:274] "


@pytest.mark.parametrize(
    ("prefix", "caption", "label"),
    [
        (GLOG, "IR before lowering = ", "IR before lowering"),
        ("I20261129 20:06:35.891561 6297 pass.cc:12] ", "Program after pass: ", "Program after pass:"),
        (PADDLE_LOGGER, "before main_program: ", "before main_program:"),
        (DIST_LOGGER, "Origin main_program: ", "Origin main_program:"),
        ("INFO:root:", "After main program: ", "After main program:"),
        ("2026-11-29 20:06:35,727 - paddle - DEBUG - ", "before main_program: ", "before main_program:"),
        ("", "IR after DistToDense Pass = ", "IR after DistToDense Pass"),
        ("", "before auto_parallel_gradient_merge_pass ", "before auto_parallel_gradient_merge_pass"),
    ],
)
def test_prefixed_opener(mlp: str, prefix: str, caption: str, label: str) -> None:
    head = [
        "[2026-11-29 20:06:35,001] [    INFO] engine.py:100 - Building model",
        GLOG + "some C++ message",
        "loss: [2.3025851]",
    ]
    log = "\n".join(head) + "\n" + prefix + caption + mlp + "\n" + GLOG + "after\nepoch 1 done\n"
    programs = find_programs(log)
    assert len(programs) == 1
    p = programs[0]
    assert p.label == label
    assert p.text == mlp
    assert p.start_line == 4
    assert p.end_line == 4 + mlp.count("\n") - 1
    check_invariants(log, programs)
    assert not is_bare_dump(log)


def test_print_program_between_other_prints(mlp: str, startup: str) -> None:
    log = (
        "W1129 20:06:35.891561  6297 gpu_resources.cc:1] no GPU\n"
        "startup program:\n"
        + startup
        + "\n"
        + "======= pir optimization completed =======\n"
        + mlp
        + "\n"
        + "IR After inplace -------------------\n"
        + mlp
        + "\n"
        + "[2.3025851]\n"
        + mlp
        + "\n"
        + GLOG
        + "Program after pass:\n"
        + mlp
        + "{ // Operator Dialect\n"
        + "".join(mlp.splitlines(True)[1:])
        + "loss 0.5\n"
    )
    programs = find_programs(log)
    assert [p.label for p in programs] == [
        "startup program:",
        "pir optimization completed",
        "IR After inplace",
        "",
        "Program after pass:",
        "Operator Dialect",
    ]
    assert [p.text for p in programs] == [startup] + [mlp] * 5
    check_invariants(log, programs)
    assert not is_bare_dump(log)


# ---------------------------------------------------------- shift, CRLF, EOF


def test_shifted_programs(mlp: str) -> None:
    def shift(text: str, by: str) -> str:
        return "".join(by + line if line.strip() else line for line in text.splitlines(True))

    dtypes = read(SAMPLES / "real" / "dtypes_and_attrs_main.pir")
    log = (
        "Steps to reproduce:\n\n"
        "1. Build the program:\n\n"
        + shift(mlp, "    ")
        + "\n2. Run the pass, which prints\n\n"
        + shift("before my_pass " + mlp, "        ")
        + '    """\n'
        + shift(dtypes, "\t")
        + '    """\n'
    )
    programs = find_programs(log)
    assert [p.label for p in programs] == ["1. Build the program:", "before my_pass", ""]
    assert [p.text for p in programs] == [mlp, mlp, dtypes]
    check_invariants(log, programs)


def test_shift_removed_only_when_opener_indented(mlp: str) -> None:
    # opener at column 0 with body ops at 8 spaces: kept as is
    deep = "".join("    " + line if line.startswith("    ") else line for line in mlp.splitlines(True))
    programs = find_programs("x:\n" + deep)
    assert len(programs) == 1
    assert programs[0].text == deep


def test_crlf_kept(mlp: str) -> None:
    crlf = mlp.replace("\n", "\r\n")
    log = "IR before lowering = " + crlf + "\r\n" + GLOG + "next\r\n" + "before pass\r\n" + crlf
    programs = find_programs(log)
    assert [p.label for p in programs] == ["IR before lowering", ""]
    assert [p.text for p in programs] == [crlf, crlf]
    check_invariants(log, programs)
    # shifted CRLF program
    shifted = "".join("  " + line for line in crlf.splitlines(True))
    programs = find_programs("paste:\r\n" + shifted)
    assert [p.text for p in programs] == [crlf]
    assert programs[0].label == "paste:"


def test_closing_brace_on_last_line_without_newline(mlp: str) -> None:
    log = "IR before lowering = " + mlp.rstrip("\n")
    programs = find_programs(log)
    assert [p.text for p in programs] == [mlp]
    assert programs[0].end_line == mlp.count("\n")


def test_truncated_programs_are_skipped(mlp: str, startup: str) -> None:
    lines = mlp.splitlines(True)
    cut = "".join(lines[: len(lines) // 2])
    # truncated at end of log
    assert find_programs("IR before lowering = " + cut) == []
    assert find_programs(cut) == []
    # truncated mid-line
    assert find_programs("before x " + mlp[: len(mlp) // 2]) == []
    # truncated, then the next dump starts: the next one is still found
    log = (
        "IR before lowering = "
        + cut
        + "IR before lowering = "
        + mlp
        + "\n"
        + cut
        + "===-----------------------------------------------------------------------===\n"
        + "        IRPrinting on builtin.module after x_pass pass\n"
        + "===-----------------------------------------------------------------------===\n"
        + startup
        + "\n\n"
        + cut
        + "printing main:\n"
        + mlp
    )
    programs = find_programs(log)
    n_cut = cut.count("\n")
    assert [p.label for p in programs] == [
        "IR before lowering",
        "IRPrinting on builtin.module after x_pass pass",
        "printing main:",
    ]
    assert [p.text for p in programs] == [mlp, startup, mlp]
    assert programs[0].start_line == n_cut + 1
    check_invariants(log, programs)


def test_multiline_string_attribute_not_mistaken_for_opener(mlp: str) -> None:
    # a raw newline in a string attr, continued at column 0 with text that looks
    # like an opener: still one program
    lines = mlp.splitlines(True)
    tricky = (
        '    (%99) = "pd_op.print" (%0) {message:"first line\n'
        "before something {\n"
        '    (%1) = "x"\n'
        'last line",print_phase:"BOTH"} : (tensor<f32>) -> tensor<f32>\n'
    )
    prog = "".join(lines[:5]) + tricky + "".join(lines[5:])
    programs = find_programs("dump:\n" + prog)
    assert [p.text for p in programs] == [prog]
    dtypes = read(SAMPLES / "real" / "dtypes_and_attrs_main.pir")
    assert [p.text for p in find_programs(GLOG + "dtypes = " + dtypes)] == [dtypes]


def test_control_flow_lines_are_not_openers() -> None:
    cf = read(SAMPLES / "real" / "controlflow_cond_while_sgd_main.pir")
    body_only = "".join(cf.splitlines(True)[1:-1])  # a paste of op lines only
    assert find_programs(body_only) == []
    assert is_bare_dump(body_only)
    assert [p.text for p in find_programs("main:\n" + cf)] == [cf]


# ---------------------------------------------------------------- nothing here


@pytest.mark.parametrize(
    "log",
    [
        "",
        "\n\n",
        "just a log line\nanother one\n",
        "{}\nx = {}\n{ }\n",
        '{\n  "a": 1,\n  "b": {\n    "c": 2\n  }\n}\n',  # json.dumps(indent=2)
        "config = {\n    'lr': 0.1,\n}\n",  # pprint of a dict
        "int main() {\n    return 0;\n}\n",
        # legacy (non-PIR) ProgramDesc printout
        (
            "{ // block_idx:0  parent_idx:-1  forward_idx:-1  backward_idx:-1\n"
            "    var x : LOD_TENSOR.shape(-1, 4).dtype(float32).stop_gradient(True)\n"
            "    {Out=['tmp_0']} = relu(inputs={X=['x']}, use_mkldnn = False)\n"
            "}\n"
        ),
        "I1129 20:06:35.891561  6297 x.cc:1] x = {\n    (y)\n}\n",
    ],
)
def test_no_program(log: str) -> None:
    assert find_programs(log) == []


def test_empty_program_is_found() -> None:
    programs = find_programs("startup:\n{\n}\n\nmain:\n{\n}\n")
    assert [(p.label, p.text, p.start_line, p.end_line) for p in programs] == [
        ("startup:", "{\n}\n", 2, 3),
        ("main:", "{\n}\n", 6, 7),
    ]


# ----------------------------------------------------------------- is_bare_dump


def test_is_bare_dump(mlp: str, startup: str) -> None:
    assert is_bare_dump(mlp)
    assert is_bare_dump("\n\n" + mlp + "\n\n")
    assert is_bare_dump('    {\n        (%0) = "pd_op.x" () {} : () -> \n    }\n')
    assert is_bare_dump(mlp.replace("\n", "\r\n"))
    assert is_bare_dump("".join(mlp.splitlines(True)[1:-1]))  # op lines only
    assert is_bare_dump(mlp[: len(mlp) // 2])  # truncated dump: the parser reports it
    assert not is_bare_dump(startup + "\n" + mlp)  # two programs
    assert not is_bare_dump(mlp + "loss: 0.5\n")
    assert not is_bare_dump("IR before lowering = " + mlp)
    assert not is_bare_dump(read(PASSMANAGER))
    assert not is_bare_dump("(venv) $ python train.py\n" + mlp)
    assert not is_bare_dump("")
    assert not is_bare_dump("\n \n")


# ----------------------------------------------------------------------- select


@pytest.fixture(scope="module")
def found() -> list[FoundProgram]:
    return find_programs(read(EXECUTOR))


def test_select_by_index(found: list[FoundProgram]) -> None:
    assert select(found, 0, None) is found[0]
    assert select(found, 3, None) is found[3]
    assert select(found, -1, None) is found[3]


def test_select_by_name(found: list[FoundProgram]) -> None:
    assert select(found, None, "after lowering") is found[1]
    assert select(found, None, "before") is found[0]
    assert select(found, None, "AFTER LOWERING") is found[1]  # case-insensitive fallback
    assert select(found, 2, "before") is found[2]


def test_select_single_default(mlp: str) -> None:
    programs = find_programs("x:\n" + mlp)
    assert select(programs, None, None) is programs[0]


@pytest.mark.parametrize(
    ("index", "name", "message"),
    [
        (4, None, "out of range: 4 program(s)"),
        (-5, None, "out of range"),
        (None, "dead_code", "no program label contains 'dead_code'; 4 program(s)"),
        (1, "before", "does not contain 'before'"),
        (None, None, "4 programs found; choose one by index (0..3)"),
    ],
)
def test_select_errors(found: list[FoundProgram], index: int | None, name: str | None, message: str) -> None:
    with pytest.raises(LookupError) as err:
        select(found, index, name)
    text = str(err.value)
    assert message in text
    assert "\n" not in text
    if index is None or name is None:
        assert "'IR before lowering'" in text or "does not contain" in text


def test_select_empty() -> None:
    with pytest.raises(LookupError, match="no PIR program found"):
        select([], None, None)
    with pytest.raises(LookupError):
        select([], 0, None)


def test_select_error_listing_is_capped() -> None:
    log = "".join(f"p{k}:\n{{\n}}\n" for k in range(40))
    programs = find_programs(log)
    assert len(programs) == 40
    with pytest.raises(LookupError, match=r"\(28 more\)"):
        select(programs, None, None)


# ------------------------------------------------------------------- misc API


def test_found_program_is_frozen_dataclass(found: list[FoundProgram]) -> None:
    p = found[0]
    assert dataclasses.is_dataclass(p)
    assert [f.name for f in dataclasses.fields(p)] == [
        "index",
        "label",
        "start_line",
        "end_line",
        "text",
        "body_offset",
        "open_at",
        "end_at",
        "in_place",
    ]
    with pytest.raises(dataclasses.FrozenInstanceError):
        p.label = "x"  # type: ignore[misc]
    assert not hasattr(p, "__dict__")


def test_other_unicode_line_breaks_do_not_split(mlp: str) -> None:
    # U+2028 / form feed inside a string attribute are not line ends
    prog = mlp.replace('name:"', 'name:"\u2028\x0c', 1)
    programs = find_programs("x:\n" + prog)
    assert [p.text for p in programs] == [prog]
    assert programs[0].end_line == 1 + prog.count("\n")


def test_finding_programs_is_linear_in_the_log() -> None:
    """A log of 4x the units costs at most ~4x the calls (tests/work.py), each unit a
    pass-manager block, 200 noise lines, an executor print and the 1.8 MB dist dump."""
    from work import assert_linear

    big_program = read(
        SAMPLES / "real" / "LARGE_dist_deep24_mesh2_tp_gm_04_before_auto_parallel_gradient_merge_pass.pir"
    )
    unit = (
        read(PASSMANAGER)
        + (GLOG + "x = {1} some noise\n") * 200
        + read(EXECUTOR)
        + "before auto_parallel_gradient_merge_pass "
        + big_program
    )
    found = []

    def work(units: int):
        log = unit * units
        return lambda: found.append(find_programs(log))

    assert_linear(work, 1)
    assert [len(f) for f in found] == [9, 36]
    assert found[1][8].text == big_program
