"""`pirtool example`: write pirtool's bundled samples (the files the --help examples read)."""

from __future__ import annotations

import os

import click

from ..errors import PirError
from .common import handle_errors, note


@click.command("example")
@click.argument("names", nargs=-1)
@click.option("--all", "all_", is_flag=True, help="Write every bundled sample.")
@click.option(
    "-d",
    "--dir",
    "directory",
    default=".",
    show_default=True,
    type=click.Path(file_okay=False),
    help="Write into this directory (made if missing).",
)
@click.option("--force", is_flag=True, help="Overwrite a file of that name that holds something else.")
@handle_errors
def example(names: tuple[str, ...], all_: bool, directory: str, force: bool) -> None:
    """Write bundled samples — real dumps Paddle 3.3.1 printed — into a directory; with no NAME,
    list them. Every `pirtool COMMAND --help` example reads these files: write them first and
    the examples run as written, in any directory.

    A file already there with the same bytes is left alone; one with other bytes is an error
    (nothing is written) unless --force. Exit 0: written or listed, 2: an unknown NAME or a file
    in the way.

    \b
    Examples:
      pirtool example                          # what there is
      pirtool example before.pir after.pir     # two files into the current directory
      pirtool example --all -d samples/        # every one
    """
    from ..examples import EXAMPLES, data

    if not names and not all_:
        width = max(map(len, EXAMPLES))
        click.echo("\n".join(f"{n:{width}}  {what}" for n, what in EXAMPLES.items()))
        return
    unknown = [n for n in names if n not in EXAMPLES]
    if unknown:
        raise PirError(f"no bundled sample {', '.join(unknown)} (pirtool example lists them)")
    chosen = list(EXAMPLES) if all_ else list(dict.fromkeys(names))
    contents = {n: data(n) for n in chosen}
    paths = {n: os.path.join(directory, n) for n in chosen}
    dirs = [p for p in paths.values() if os.path.isdir(p)]
    if dirs:
        raise PirError(f"{', '.join(dirs)}: is a directory")
    in_the_way = [p for n, p in paths.items() if _differs(p, contents[n])]
    if in_the_way and not force:
        raise PirError(f"{', '.join(in_the_way)}: already there with other contents (--force overwrites)")
    try:
        os.makedirs(directory, exist_ok=True)
    except OSError as e:
        raise PirError(f"cannot make directory {directory}: {e.strerror or e}") from None
    for n, p in paths.items():
        if os.path.isfile(p) and not _differs(p, contents[n]):
            continue
        tmp = p + ".pirtool-tmp"
        try:
            with open(tmp, "wb") as f:
                f.write(contents[n])
            os.replace(tmp, p)
        except OSError as e:
            if os.path.exists(tmp):
                os.unlink(tmp)
            raise PirError(f"cannot write: {e.strerror or e}", filename=p) from None
    note(f"wrote {len(chosen)} sample{'s' if len(chosen) != 1 else ''} into {directory}: {' '.join(chosen)}")


def _differs(path: str, content: bytes) -> bool:
    """Whether a file is at `path` and holds something other than `content`."""
    if not os.path.isfile(path):
        return False
    with open(path, "rb") as f:
        return f.read() != content


COMMANDS = [example]
