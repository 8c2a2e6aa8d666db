"""The Laws of Piquet, one module per section."""
