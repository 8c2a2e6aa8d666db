"""The Laws of Piquet as typed declarative constraints: the single source of truth.

:mod:`piquet.spec.expr` is the constraint language; :mod:`piquet.spec.law`
the law and clause records; :mod:`piquet.spec.vocabulary` the situation
variables; :mod:`piquet.spec.laws` every law; :mod:`piquet.spec.readings`
the interpretive choices. This package imports nothing else of the project.
"""
