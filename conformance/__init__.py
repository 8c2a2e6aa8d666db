"""The conformance layer: the model read in the spec's terms, and the proofs' witnesses played through it.

It sits above the spec, the proofs and the model, which know nothing of one
another (the model cites the spec's clauses by id only):

- :mod:`~piquet.conformance.situation`: a model state as the values of a spec domain's situation variables;
- :mod:`~piquet.conformance.witness`: the witnesses of the scoring theorems, searched for and replayed
  through the model, and the exchange findings confirmed by the counts the model allows;
- :mod:`~piquet.conformance.confirm`: the model's confirmations added to the proofs' report, as
  ``piquet verify`` prints it.
"""

from piquet.spec.readings import HARMONISED

#: The reading of the Laws the model implements: where the text admits more than one (its count rules,
#: pique with repique...), the model follows the harmonised choices of :mod:`piquet.spec.readings`. Of the
#: choices that move a deal's score it can play either pick (:class:`piquet.model.variants.Picks`): the stored
#: deals of the scoring theorems are replayed under the picks of the reading checked.
MODEL_READING = HARMONISED
