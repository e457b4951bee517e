"""Kernel families; importing a module registers its kernels (see `..registry`)."""
