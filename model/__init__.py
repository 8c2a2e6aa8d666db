"""An executable model of Rubicon Piquet: cards as bit masks, immutable states.

- :mod:`~piquet.model.cards`: the pack, cards and card sets as ints;
- :mod:`~piquet.model.scoring`: carte blanche, point, sequences, sets (Laws 18, 61-64);
- :mod:`~piquet.model.declaring`: what may be called, answered and reckoned (Laws 46-56);
- :mod:`~piquet.model.exchange`, :mod:`~piquet.model.play`, :mod:`~piquet.model.reckoning`:
  discarding (Laws 21-36), the play (Laws 59, 65-66), pique and repique (Laws 67-69);
- :mod:`~piquet.model.dealing`, :mod:`~piquet.model.state`, :mod:`~piquet.model.deal`:
  one deal as states, legal actions (:mod:`~piquet.model.actions`) and narration
  (:mod:`~piquet.model.events`); the flow of a deal by phase, :mod:`~piquet.model.flow`;
- :mod:`~piquet.model.partie`: cutting, dealing in turn, the partie and the rubicon (Laws 3-4, 71-73);
- :mod:`~piquet.model.agents`: random players, and whole deals and parties played by them;
- :mod:`~piquet.model.irregular`: irregular events as actions, by family,
  offered apart from the lawful ones, and the rulings the Laws give on them (Laws 5-16, 20-59, 70-75,
  Cases I-XXII); :mod:`~piquet.model.counts`: deals dealt with the wrong number of cards (Laws 11-12, 38-43).

The model imports nothing else of the project: it cites the Laws by number and the spec's clauses by id,
as text. Where the Laws admit more than one reading it follows the harmonised one, which the conformance
layer names (:data:`piquet.conformance.MODEL_READING`) and checks it against.
"""
