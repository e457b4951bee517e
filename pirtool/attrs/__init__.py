"""Op attributes: kept as source text, decoded on first access, re-spelt only when changed.

`values` holds the typed values and their spelling per era, `decode` reads attribute text,
`dict` holds `AttrDict` (lazy, copy-on-write). Part of the model: imports the base only.
"""

from .decode import decode_value, split_top
from .dict import AttrDict
from .values import Attr, Era, Opaque, Place, Word, format_float, spell

__all__ = ["Attr", "AttrDict", "Era", "Opaque", "Place", "Word", "decode_value", "format_float", "split_top", "spell"]
