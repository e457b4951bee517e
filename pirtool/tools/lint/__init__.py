"""lint: hazards Paddle 3.3.1 would run into, found in the text of a program before anything runs.

    from pirtool.tools.lint import LintInput, LintOptions, lint
    findings = lint([LintInput(prog, "merged.pir")], LintOptions())

Each rule has a stable code (`PIR001`...), a severity, a one-paragraph explanation and a check;
`RULES` lists them by code. A check reads one program (`ProgramFacts`: the program, its stages,
its gradient-merge accumulators, the planned passes) or, for the rules over several rank
programs, all of them. Findings carry the op, its line and column (the first character of the
op's line), so a front end prints them ruff style: `path:line:col: PIR003 warning: message`.

`LintOptions.pipeline` holds passes the program is about to be run through (objects with a
`name` and their options as attributes, e.g. a parsed `gradient-merge{k=4}`): the rules then
report what Paddle 3.3.1's own pass of that name would do wrong on this program.

Modules: `facts.py` (what rules read: accumulators and the flow of their sums), `gm.py` (the
gradient-merge rules), `plan.py` (job plan, schedules, several ranks, definitions). May import
the model, the vocabulary (`pirtool.paddle`) and `pirtool.verify`; not the passes (the caller
parses a pipeline and hands the passes over).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace

from ...errors import PirError
from . import gm, plan  # noqa: F401  (importing them registers their rules)
from .facts import Finding, LintInput, LintOptions, ProgramFacts, Rule, all_rules

RULES: dict[str, Rule] = all_rules()


def select_rules(select: Iterable[str] = (), ignore: Iterable[str] = ()) -> list[Rule]:
    """The rules `select` names (all when empty) minus those `ignore` names; a code may be a
    prefix (`PIR00`). An unknown code is a PirError."""

    def match(codes: Iterable[str]) -> set[str]:
        out: set[str] = set()
        for c in codes:
            c = c.strip().upper()
            hit = {code for code in RULES if code.startswith(c)} if c else set()
            if not hit:
                raise PirError(f"unknown lint rule {c!r} (rules: {', '.join(RULES)})")
            out |= hit
        return out

    chosen = match(select) if list(select) else set(RULES)
    chosen -= match(ignore)
    return [RULES[c] for c in sorted(chosen)]


def lint(inputs: Sequence[LintInput], options: LintOptions | None = None) -> list[Finding]:
    """Every finding of the chosen rules on `inputs`, in input order, then line, column, code."""
    options = options or LintOptions()
    rules = select_rules(options.select, options.ignore)
    facts = [ProgramFacts(i, options) for i in inputs]
    out: list[Finding] = []
    for rule in rules:
        out.extend(rule.run(facts, options))
    order = {id(i): n for n, i in enumerate(inputs)}
    out.sort(key=lambda f: (order.get(id(f.input), 0), f.line or 0, f.col or 0, f.code))
    return out


def lint_plan(jobs: Sequence[LintInput], options: LintOptions | None = None) -> list[Finding]:
    """The findings of a plan's job programs (one rank's jobs, not ranks: each is linted alone),
    knowing what the others do: an accumulator the backward job adds to and the optimize job
    zeroes is zeroed."""
    options = options or LintOptions()
    zeroed: set[str] = set()
    for inp in jobs:
        f = ProgramFacts(inp, options)
        for acc, key in f.accumulators.items():
            if any(gm.zeroes(f, u, acc) for u, _ in acc.uses):
                zeroed.add(key)
    opts = replace(options, zeroed_elsewhere=frozenset(zeroed))
    return [x for inp in jobs for x in lint([inp], opts)]


def explain(code: str) -> str:
    """`CODE (name, severity)` and the rule's paragraph; PirError for an unknown code."""
    rule = RULES.get(code.strip().upper())
    if rule is None:
        raise PirError(f"unknown lint rule {code!r} (rules: {', '.join(RULES)})")
    return f"{rule.code} {rule.name} ({rule.severity})\n\n{rule.explanation}\n"


__all__ = [
    "RULES",
    "Finding",
    "LintInput",
    "LintOptions",
    "ProgramFacts",
    "Rule",
    "explain",
    "lint",
    "lint_plan",
    "select_rules",
]
