"""An executable model of Rubicon Piquet: cards as bit masks, immutable states."""
