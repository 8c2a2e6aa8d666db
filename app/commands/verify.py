"""``piquet verify``: placeholder registration until the proofs land (replaced below)."""
