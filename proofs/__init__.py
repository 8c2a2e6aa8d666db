"""Z3 checks over the spec: consistency, completeness, vacuity, entitlements, theorems."""
