"""The lawful flow of one deal, by phase, over a small base.

- :mod:`~piquet.model.flow.base`: changing a state, options, the penalty of Law 44, :class:`IllegalAction`;
- :mod:`~piquet.model.flow.dealing`: the deal as dealt (Laws 9, 11-12, 20, 75);
- :mod:`~piquet.model.flow.exchange`: the exchange and carte blanche (Laws 19-37, 58);
- :mod:`~piquet.model.flow.calls`: the calls and the younger's reckoning (Laws 36, 46-56);
- :mod:`~piquet.model.flow.play`: the play (Laws 57, 59, 65);
- :mod:`~piquet.model.flow.counting`: repique, pique, the cards (Laws 66-69);
- :mod:`~piquet.model.flow.lawful`: the lawful actions listed and carried out.

The irregular game (:mod:`piquet.model.irregular`) imports these; :mod:`piquet.model.deal` imports both, and is
the entry (``apply``, ``legal_actions``, ``start_deal``).
"""
