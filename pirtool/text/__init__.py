"""Text ↔ IR: the readers (fast scanner, Lark grammar), assembly of records into a Program,
the printer, and finding programs inside logs.

May import the model (`pirtool.ir`, `attrs`, `types`, `errors`, `lexical`); the model never
imports this package.
"""

from .parser import decode, parse, parse_file
from .printer import print_program

__all__ = ["decode", "parse", "parse_file", "print_program"]
