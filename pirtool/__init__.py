"""pirtool: read, rewrite, print and run PaddlePaddle PIR text dumps.

    prog = pirtool.parse(text)          # or pirtool.parse_file(path)
    for op in prog.walk(): ...          # ops, operands, results, attrs, types, regions, uses
    text = pirtool.print_program(prog)  # byte-identical when prog was not edited

The model (`ir`, `attrs`, `types`, `errors`, `lexical`) is read and written by `pirtool.text`;
passes, tools and the runner sit above both.
"""

from typing import TYPE_CHECKING

from .lazy import lazy_exports

if TYPE_CHECKING:
    from .attrs import Attr, AttrDict, Era
    from .errors import PirError
    from .ir import Block, Operation, Program, Region, Value, ValueKind
    from .stamp import OpStamp, OpStamps
    from .syntax import OpSyntax
    from .text import parse, parse_file, print_program
    from .types import Type, tensor_type

#: Where each public name lives. None is imported until it is asked for (PEP 562), so that a
#: submodule's import (`pirtool.cli`, whose `--help` needs no parser) does not load the reader.
_LAZY = {
    "Attr": "attrs",
    "AttrDict": "attrs",
    "Era": "attrs",
    "PirError": "errors",
    "Block": "ir",
    "Operation": "ir",
    "Program": "ir",
    "Region": "ir",
    "Value": "ir",
    "ValueKind": "ir",
    "OpStamp": "stamp",
    "OpStamps": "stamp",
    "OpSyntax": "syntax",
    "parse": "text",
    "parse_file": "text",
    "print_program": "text",
    "Type": "types",
    "tensor_type": "types",
}


__getattr__, __dir__ = lazy_exports(__name__, _LAZY)


__version__ = "0.1.0"

__all__ = [
    "Attr",
    "AttrDict",
    "Block",
    "Era",
    "OpStamp",
    "OpStamps",
    "OpSyntax",
    "Operation",
    "PirError",
    "Program",
    "Region",
    "Type",
    "Value",
    "ValueKind",
    "parse",
    "parse_file",
    "print_program",
    "tensor_type",
    "__version__",
]
