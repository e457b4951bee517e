"""The docs pages (docs/, built by `mkdocs build --strict` from mkdocs.yml) say what is true:
every example of a page runs and prints what the page shows, each command's page carries its
current `--help`, and every page is in the site's nav."""

from __future__ import annotations

import re
import shlex
import shutil
import sys
import unicodedata
from pathlib import Path

import pytest
from console import ROOT, Block, blocks, checkout_bin, run_block

from pirtool.cli import main

DOCS = ROOT / "docs"
PAGES = sorted(DOCS.rglob("*.md"))
BLOCKS = [b for page in PAGES for b in blocks(page)]
#: Optional tools an example may call: (what in a command needs it, the tool, why it is skipped).
TOOLS = [
    (re.compile(r"\|\s*jq\b"), "jq", "jq is not installed (apt-get install -y jq)"),
    (re.compile(r"\bgraph\b.*-o\s+\S+\.(svg|png|pdf)\b"), "dot", "Graphviz `dot` not installed"),
]
sys.path.insert(0, str(ROOT / "scripts"))
import cli_docs  # noqa: E402


@pytest.fixture(scope="module")
def bin_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return checkout_bin(tmp_path_factory.mktemp("bin"))


@pytest.mark.parametrize("block", BLOCKS, ids=lambda b: b.id)
def test_page_examples_print_what_the_page_shows(block: Block, bin_dir: Path) -> None:
    for step in block.steps:
        for needs, tool, why in TOOLS:
            if needs.search(step.command) and shutil.which(tool) is None:
                pytest.skip(why)
    run_block(block, bin_dir)


@pytest.mark.parametrize("command", sorted(main.commands))
def test_each_command_has_a_page_with_its_current_help(command: str) -> None:
    page = DOCS / "commands" / f"{command}.md"
    text = page.read_text(encoding="utf-8")
    for heading in ("## Examples", "## Exit codes", "## Options"):
        assert heading in text, (command, heading)
    assert cli_docs.with_help(text, command) == text, f"{page}: stale --help (python scripts/cli_docs.py)"
    assert blocks(page), f"{page}: no console example"


def test_every_page_is_in_the_nav() -> None:
    nav = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    listed = set(re.findall(r":\s*([\w/.-]+\.md)\s*$", nav, re.M))
    pages = {str(p.relative_to(DOCS)) for p in PAGES}
    assert pages == listed, f"not in mkdocs.yml's nav: {pages - listed}; not a page: {listed - pages}"


def test_page_lines_are_short() -> None:
    """Prose lines ≤ 120 characters (code blocks and tables may be wider)."""
    for page in PAGES:
        fenced = False
        for n, line in enumerate(page.read_text(encoding="utf-8").splitlines(), 1):
            if line.startswith("```"):
                fenced = not fenced
            elif not fenced and not line.startswith("|") and len(line) > 120:
                pytest.fail(f"{page.relative_to(ROOT)}:{n}: {len(line)} characters")


def test_the_architecture_page_has_the_layers_the_architecture_test_checks() -> None:
    """docs/architecture.md's layer table names each top-level module at the layer
    tests/test_architecture.py's LAYERS gives it, and names nothing else."""
    from test_architecture import LAYERS

    text = (DOCS / "architecture.md").read_text(encoding="utf-8")
    shown = {}
    for layer, cells in re.findall(r"^\| (\d) [^|]+\| (.+) \|$", text, re.M):
        for name in re.findall(r"`([\w.]+)/?`", cells):
            shown["pirtool." + name.removesuffix(".py")] = int(layer)
    assert shown == LAYERS


GROUP_FLAGS = {"--debug", "-q", "--quiet", "-V", "--version", "-h", "--help"}


def _words(command: str) -> list[list[str]]:
    """The simple commands of a shell line, as words (quotes removed; redirections dropped)."""
    lex = shlex.shlex(command, posix=True, punctuation_chars=True)
    lex.commenters = "#"
    out: list[list[str]] = [[]]
    for token in lex:
        if token in ("&&", "||", "|", ";", "&", "(", ")"):
            out.append([])
        elif token in (">", ">>", "<", "2>", "&>") or re.fullmatch(r"\d?>&?\d?", token):
            out[-1].append("\0")  # the next word is a file
        else:
            out[-1].append(token)
    cleaned = []
    for words in out:
        keep = [w for i, w in enumerate(words) if w != "\0" and (i == 0 or words[i - 1] != "\0")]
        while keep and ("=" in keep[0] or keep[0] in ("mpiexec", "srun", "-n", "eval") or keep[0].isdigit()):
            keep = keep[1:]
        cleaned.append(keep)
    return cleaned


def _sh_commands(page: Path) -> list[list[str]]:
    """The `pirtool ...` commands of a page's `sh` blocks, as words."""
    out = []
    for block in re.findall(r"^```sh\n(.*?)^```", page.read_text(encoding="utf-8"), re.S | re.M):
        pending = ""
        for line in block.splitlines():
            pending += line + "\n"
            if pending.endswith("\\\n"):
                continue
            try:
                commands = _words(pending)
            except ValueError:  # a quote goes on in the next line
                continue
            pending = ""
            out.extend(words for words in commands if words and words[0] == "pirtool")
    return out


@pytest.mark.parametrize("page", [*PAGES, ROOT / "README.md"], ids=lambda p: str(p.relative_to(ROOT)))
def test_shown_commands_use_options_the_commands_have(page: Path) -> None:
    """A command line a page shows but does not run (an `sh` block) names a real command and only
    options that command has."""
    for shown in _sh_commands(page):
        line = " ".join(shown)
        words = [w for w in shown[1:] if w not in GROUP_FLAGS]
        if not words:
            continue
        assert words[0] in main.commands, f"{page.name}: {line}"
        cmd = main.commands[words[0]]
        known = {o for p in cmd.params for o in (*p.opts, *p.secondary_opts)} | GROUP_FLAGS
        for w in words[1:]:
            if w.startswith("-") and w != "-" and not re.fullmatch(r"-\d.*", w):
                assert w.split("=")[0] in known, f"{page.name}: {line}: {words[0]} has no {w}"


def _slug(heading: str) -> str:
    """The anchor MkDocs' toc gives a heading (Python-Markdown's slugify of its text)."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading).replace("`", "").replace("*", "")
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return re.sub(r"[-\s]+", "-", re.sub(r"[^\w\s-]", "", text).strip().lower())


def _anchors(page: Path) -> set[str]:
    text = re.sub(r"^```.*?^```", "", page.read_text(encoding="utf-8"), flags=re.S | re.M)
    return {_slug(h) for h in re.findall(r"^#+ (.*?)#*\s*$", text, re.M)}


@pytest.mark.parametrize("page", PAGES, ids=lambda p: str(p.relative_to(ROOT)))
def test_links_lead_to_pages_and_anchors_of_the_site(page: Path) -> None:
    """What `mkdocs build --strict` fails on, checked without MkDocs: a link leads to a page or
    picture in docs/ (not to a file outside the site) and to a heading that page has."""
    text = re.sub(r"^```.*?^```", "", page.read_text(encoding="utf-8"), flags=re.S | re.M)
    text = re.sub(r"`[^`\n]*`", "", text)
    for target in re.findall(r"\]\(([^)\s]+)\)", text):
        if re.match(r"[a-z]+:", target):
            continue
        path, _, anchor = target.partition("#")
        file = (page.parent / path).resolve() if path else page
        assert file.is_relative_to(DOCS) and file.is_file(), f"{page.relative_to(ROOT)}: {target}"
        if anchor:
            assert anchor in _anchors(file), f"{page.relative_to(ROOT)}: {target}: no such heading"
