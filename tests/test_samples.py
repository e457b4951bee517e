"""samples/ stores each content once and says where each file came from (docs/samples.md).

The rule and the writer the generators use are scripts/_samples.py: a sample equal to another
is a relative link to it. Checked here on the tree itself — no two regular files with the same
bytes, every link points at a regular file inside samples/, every file named in an index — and
on scratch trees for the writer: a write never goes through a link, a linked file keeps its
bytes for its links when it is rewritten or removed.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import numpy as np
import pytest
from conftest import ROOT, SAMPLES

sys.path.insert(0, str(ROOT / "scripts"))
from _samples import Store  # noqa: E402


@pytest.fixture(scope="module")
def tree() -> Store:
    return Store(SAMPLES)


def test_no_two_sample_files_are_byte_identical(tree: Store) -> None:
    copies = [[str(p.relative_to(SAMPLES)) for p in g] for g in tree.copies()]
    assert not copies, f"{len(copies)} contents stored twice (scripts/_samples.py links them): {copies[:5]}"
    assert sum(1 for _ in tree.files()) > 500


def test_every_link_points_at_a_sample_file(tree: Store) -> None:
    assert not tree.bad_links()
    assert tree.links  # the rule is in use (pp ranks' dist.pir and gm_after.pir are one content)


def test_every_sample_is_in_an_index() -> None:
    """Each file is named — by its name, its case (the name up to its first dot) or its case
    directory — in an INDEX.md of samples/ (or samples/README.md), which says what made it."""
    indexes = {p: p.read_text(encoding="utf-8") for p in [*SAMPLES.rglob("INDEX.md"), SAMPLES / "README.md"]}
    text = "\n".join(indexes.values())
    missing = []
    for p in sorted(SAMPLES.rglob("*")):
        if p in indexes or p.is_dir():
            continue
        rel = p.relative_to(SAMPLES)
        keys = {p.name, p.name.split(".")[0], *rel.parts[1:-1]}
        if not any(k in text for k in keys):
            missing.append(str(rel))
    assert not missing, f"not in any samples/**/INDEX.md: {missing[:10]}"


# -- the writer ------------------------------------------------------------------------------------


def _form(store: Store) -> None:
    assert not store.copies() and not store.bad_links()
    again = Store(store.root)  # what a later process reads agrees with what this one kept
    assert (again.digest_of, again.links) == (store.digest_of, store.links)


def test_a_copy_is_written_as_a_link_and_reads_the_same(tmp_path: Path) -> None:
    s = Store(tmp_path)
    s.write_text(tmp_path / "a" / "x.pir", "{\n}\n")
    s.write_text(tmp_path / "b" / "y.pir", "{\n}\n")
    y = tmp_path / "b" / "y.pir"
    assert y.is_symlink() and os.readlink(y) == "../a/x.pir" and y.read_text() == "{\n}\n"
    s.write_text(y, "{\n}\n")  # the same bytes again: nothing changes
    assert y.is_symlink()
    _form(s)


def test_a_write_at_a_link_replaces_the_link_not_its_target(tmp_path: Path) -> None:
    s = Store(tmp_path)
    s.write(tmp_path / "x", b"one")
    s.write(tmp_path / "y", b"one")
    s.write(tmp_path / "y", b"two")
    assert (tmp_path / "x").read_bytes() == b"one" and not (tmp_path / "y").is_symlink()
    assert (tmp_path / "y").read_bytes() == b"two"
    _form(s)


def test_a_linked_file_rewritten_or_removed_keeps_its_bytes_for_its_links(tmp_path: Path) -> None:
    s = Store(tmp_path)
    for name in ("a", "b", "sub/c"):
        s.write(tmp_path / name, b"same")
    s.write(tmp_path / "a", b"new")  # b and c were links to a: b now holds the old bytes, c points at b
    assert (tmp_path / "a").read_bytes() == b"new"
    assert not (tmp_path / "b").is_symlink() and (tmp_path / "b").read_bytes() == b"same"
    assert os.readlink(tmp_path / "sub" / "c") == "../b" and (tmp_path / "sub" / "c").read_bytes() == b"same"
    s.remove(tmp_path / "b")
    assert not (tmp_path / "b").exists() and (tmp_path / "sub" / "c").read_bytes() == b"same"
    assert not (tmp_path / "sub" / "c").is_symlink()
    s.write(tmp_path / "d", b"same")
    assert os.readlink(tmp_path / "d") == "sub/c"
    _form(s)


def test_removing_a_case_directory_keeps_what_other_cases_link_to(tmp_path: Path) -> None:
    s = Store(tmp_path)
    s.write(tmp_path / "pp" / "a" / "rank0" / "dist.pir", b"shared")
    s.write(tmp_path / "pp" / "a" / "rank0" / "gm_after.pir", b"shared")
    s.write(tmp_path / "pp" / "b" / "rank0" / "dist.pir", b"shared")
    s.remove_tree(tmp_path / "pp" / "a")  # what gen_pp_cases.py does before it writes case a again
    assert not (tmp_path / "pp" / "a").exists()
    assert (tmp_path / "pp" / "b" / "rank0" / "dist.pir").read_bytes() == b"shared"
    _form(s)


def test_link_copies_brings_a_tree_into_form_core_first(tmp_path: Path) -> None:
    for name in ("gm/a.pir", "gm/b.pir", "core/z.pir", "pp/c/rank0/dist.pir", "pp/c/rank0/gm_after.pir"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_bytes(b"pp" if name.startswith("pp") else b"gm")
    os.symlink("b.pir", tmp_path / "gm" / "l.pir")  # a link to a file that becomes a link
    s = Store(tmp_path)
    made = {str(a.relative_to(tmp_path)): str(b.relative_to(tmp_path)) for a, b in s.link_copies()}
    assert made == {
        "gm/a.pir": "core/z.pir",
        "gm/b.pir": "core/z.pir",
        "pp/c/rank0/gm_after.pir": "pp/c/rank0/dist.pir",
    }
    assert os.readlink(tmp_path / "gm" / "l.pir") == "../core/z.pir"
    _form(s)


def test_savez_stores_the_bytes_numpy_writes_to_a_file(tmp_path: Path) -> None:
    arrays = {"x": np.arange(12, dtype=np.float32).reshape(3, 4), "init/w": np.ones(5)}
    for compressed in (False, True):
        (np.savez_compressed if compressed else np.savez)(tmp_path / "file.npz", **arrays)
        s = Store(tmp_path / "tree")
        s.savez(tmp_path / "tree" / "a.npz", compressed=compressed, **arrays)
        assert (tmp_path / "tree" / "a.npz").read_bytes() == (tmp_path / "file.npz").read_bytes()


def test_a_write_outside_the_tree_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="is not under"):
        Store(tmp_path / "tree").write(tmp_path / "elsewhere", b"x")


# -- the bundled samples: samples/core, shipped as pirtool/examples ------------------------------

EXAMPLES_DIR = ROOT / "pirtool" / "examples"


def test_the_bundled_samples_are_links_to_core_files() -> None:
    from pirtool.examples import EXAMPLES, data

    files = {p.name for p in EXAMPLES_DIR.iterdir() if p.name not in ("__init__.py", "__pycache__")}
    assert files == set(EXAMPLES)
    core = SAMPLES / "core"
    for name in EXAMPLES:
        link = EXAMPLES_DIR / name
        assert link.is_symlink() and not os.path.isabs(os.readlink(link)), name
        assert Store.target(link).parent == core and not Store.target(link).is_symlink(), name
        assert data(name) == link.read_bytes()


def test_example_lists_writes_and_refuses_to_clobber(tmp_path: Path) -> None:
    from conftest import run

    from pirtool.examples import EXAMPLES

    code, out, _ = run("example")
    assert code == 0 and [ln.split()[0] for ln in out.splitlines()] == list(EXAMPLES)
    d = tmp_path / "new" / "dir"
    code, _, err = run("example", "main.pir", "data.npz", "-d", str(d))
    assert code == 0 and "wrote 2 samples" in err
    assert (d / "main.pir").read_bytes() == (EXAMPLES_DIR / "main.pir").read_bytes()
    assert (d / "data.npz").read_bytes() == (EXAMPLES_DIR / "data.npz").read_bytes()
    assert run("example", "main.pir", "-d", str(d))[0] == 0  # the same bytes: fine
    (d / "main.pir").write_text("mine\n")
    code, _, err = run("example", "main.pir", "startup.pir", "-d", str(d))
    assert code == 2 and "main.pir: already there with other contents (--force overwrites)" in err
    assert (d / "main.pir").read_text() == "mine\n" and not (d / "startup.pir").exists()  # nothing written
    assert run("example", "main.pir", "-d", str(d), "--force")[0] == 0
    assert (d / "main.pir").read_bytes() == (EXAMPLES_DIR / "main.pir").read_bytes()
    code, _, err = run("example", "nope.pir")
    assert code == 2 and "no bundled sample nope.pir (pirtool example lists them)" in err
    code, _, err = run("-q", "example", "--all", "-d", str(tmp_path / "all"))
    assert code == 0 and err == "" and sorted(p.name for p in (tmp_path / "all").iterdir()) == sorted(EXAMPLES)
