"""`python -m pirtool` runs the command line."""

from .cli import run

run()
